import { Tag, Typography } from 'antd';
import { LockOutlined, TableOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Above a view: the table's name, its field count, and why it is read-only when it is. */
export function Toolbar({
  title,
  fieldCount,
  readOnly,
  children,
}: {
  title: string;
  fieldCount?: number;
  readOnly?: 'role' | 'locked' | null;
  /** The view's menus (fields, sort, filter, row height), at the end of the bar. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="view-toolbar">
      <TableOutlined />
      <Typography.Text strong>{title}</Typography.Text>
      {fieldCount !== undefined && (
        <Typography.Text type="secondary">{t('views.fieldCount', { count: fieldCount })}</Typography.Text>
      )}
      {readOnly && (
        <Tag icon={<LockOutlined />} className="view-readonly" role="status">
          {t(readOnly === 'locked' ? 'grid.readOnly.locked' : 'grid.readOnly.role')}
        </Tag>
      )}
      {children && <div className="view-toolbar-menus">{children}</div>}
    </div>
  );
}
