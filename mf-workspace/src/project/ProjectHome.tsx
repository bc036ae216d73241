import { Button, Card, Typography } from 'antd';
import { CodeOutlined, FileExcelOutlined, FileTextOutlined, PlusOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ImportKind = 'csv' | 'excel' | 'json';

const IMPORT_KINDS: { kind: ImportKind; label: string; icon: ReactNode }[] = [
  { kind: 'csv', label: 'CSV', icon: <FileTextOutlined /> },
  { kind: 'excel', label: 'Excel', icon: <FileExcelOutlined /> },
  { kind: 'json', label: 'JSON', icon: <CodeOutlined /> },
];

/**
 * The project's empty default page (docs/PRODUCT.md §2: table creation and quick import): create a table, or
 * open the import wizard (the import remote's own route) for a CSV, Excel or JSON file.
 */
export function ProjectHome({
  projectTitle,
  canManageTables = true,
  onCreateTable,
  onImport,
}: {
  projectTitle: string;
  /** Those who may not create tables (a shared base's visitor, an editor) are pointed to the sidebar instead. */
  canManageTables?: boolean;
  onCreateTable: () => void;
  onImport: (kind: ImportKind) => void;
}) {
  const { t } = useTranslation();
  if (!canManageTables) {
    return (
      <div className="project-home">
        <Typography.Title level={3}>{projectTitle}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('sharedBase.home')}</Typography.Paragraph>
      </div>
    );
  }
  return (
    <div className="project-home">
      <Typography.Title level={3}>{projectTitle}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('workspace.home.lead')}</Typography.Paragraph>
      <div className="project-home-cards">
        <Card className="project-home-card" hoverable onClick={onCreateTable}>
          {/* the whole card is the target for a pointer; this button makes it one for the keyboard */}
          <button
            type="button"
            className="project-home-card-action"
            onClick={(event) => {
              event.stopPropagation();
              onCreateTable();
            }}
          >
            <PlusOutlined className="project-home-icon" aria-hidden />
            <Typography.Text strong>{t('workspace.home.createTable')}</Typography.Text>
          </button>
          <Typography.Text type="secondary">{t('workspace.home.createTableHint')}</Typography.Text>
        </Card>
        <Card className="project-home-card" data-testid="import-tile">
          <FileTextOutlined className="project-home-icon" aria-hidden />
          <span className="project-home-card-head">
            <Typography.Text strong>{t('workspace.home.import')}</Typography.Text>
          </span>
          <Typography.Text type="secondary" id="project-home-import-hint">
            {t('workspace.home.importHint')}
          </Typography.Text>
          <div className="project-home-import">
            {IMPORT_KINDS.map(({ kind, label, icon }) => (
              <Button
                key={kind}
                size="small"
                icon={icon}
                aria-describedby="project-home-import-hint"
                onClick={() => onImport(kind)}
              >
                {label}
              </Button>
            ))}
          </div>
        </Card>
      </div>
    </div>
  );
}
