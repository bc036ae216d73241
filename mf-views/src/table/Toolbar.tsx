import { LockOutlined, TableOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Above a view: the table's name, its field count, and why it is read-only when it is. Where the page is narrow its
 * buttons show their icons alone and a phone gives the search and buttons a row of their own (view-page.css): CSS
 * container queries, so the toolbar measures nothing and renders once.
 */
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
      {/* plain elements, not antd's Typography and Tag: antd generates a component's styles on first use, and Tag
          alone brought antd's shared parts file to every table page before its first rows (docs/PERFORMANCE.md,
          first rows in a fresh tab) */}
      {/* cut with an ellipsis where the page is narrow, whole on hover */}
      <strong className="view-toolbar-title" title={title}>
        {title}
      </strong>
      {fieldCount !== undefined && (
        <span className="view-toolbar-count">{t('views.fieldCount', { count: fieldCount })}</span>
      )}
      {readOnly && (
        <span className="view-readonly" role="status">
          <LockOutlined aria-hidden />
          {t(readOnly === 'locked' ? 'grid.readOnly.locked' : 'grid.readOnly.role')}
        </span>
      )}
      {children && <div className="view-toolbar-menus">{children}</div>}
    </div>
  );
}
