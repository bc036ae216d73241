import { Button, Card, Tag, Typography } from 'antd';
import { CodeOutlined, FileExcelOutlined, FileTextOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

const IMPORT_KINDS = [
  { label: 'CSV', icon: <FileTextOutlined /> },
  { label: 'Excel', icon: <FileExcelOutlined /> },
  { label: 'JSON', icon: <CodeOutlined /> },
];

/**
 * The project's empty default page: create a table, or (once importing lands) bring data in. Until then the
 * import tile says so and offers nothing to click, rather than buttons that do nothing.
 */
export function ProjectHome({ projectTitle, onCreateTable }: { projectTitle: string; onCreateTable: () => void }) {
  const { t } = useTranslation();
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
        <Card className="project-home-card is-unavailable" data-testid="import-tile">
          <FileTextOutlined className="project-home-icon" aria-hidden />
          <span className="project-home-card-head">
            <Typography.Text strong>{t('workspace.home.import')}</Typography.Text>
            <Tag variant="filled">{t('workspace.home.soon')}</Tag>
          </span>
          <Typography.Text type="secondary" id="project-home-import-soon">
            {t('workspace.home.importSoon')}
          </Typography.Text>
          <div className="project-home-import">
            {IMPORT_KINDS.map(({ label, icon }) => (
              <Button key={label} size="small" icon={icon} disabled aria-describedby="project-home-import-soon">
                {label}
              </Button>
            ))}
          </div>
        </Card>
      </div>
    </div>
  );
}
