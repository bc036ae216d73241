import { Button, Card, Typography } from 'antd';
import { FileExcelOutlined, FileTextOutlined, PlusOutlined, CodeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useShell } from '../shell-context';

/** The project's empty default page: create a table, or bring data in. */
export function ProjectHome({ projectTitle, onCreateTable }: { projectTitle: string; onCreateTable: () => void }) {
  const { t } = useTranslation();
  const { toast } = useShell();
  const importSoon = () => toast.info(t('workspace.home.importSoon'));
  return (
    <div className="project-home">
      <Typography.Title level={3}>{projectTitle}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('workspace.home.lead')}</Typography.Paragraph>
      <div className="project-home-cards">
        <Card className="project-home-card" hoverable onClick={onCreateTable}>
          <PlusOutlined className="project-home-icon" />
          <Typography.Text strong>{t('workspace.home.createTable')}</Typography.Text>
          <Typography.Text type="secondary">{t('workspace.home.createTableHint')}</Typography.Text>
        </Card>
        <Card className="project-home-card">
          <FileTextOutlined className="project-home-icon" />
          <Typography.Text strong>{t('workspace.home.import')}</Typography.Text>
          <Typography.Text type="secondary">{t('workspace.home.importHint')}</Typography.Text>
          <div className="project-home-import">
            <Button size="small" icon={<FileTextOutlined />} onClick={importSoon}>
              CSV
            </Button>
            <Button size="small" icon={<FileExcelOutlined />} onClick={importSoon}>
              Excel
            </Button>
            <Button size="small" icon={<CodeOutlined />} onClick={importSoon}>
              JSON
            </Button>
          </div>
        </Card>
      </div>
      <Button type="primary" icon={<PlusOutlined />} onClick={onCreateTable} className="project-home-primary">
        {t('workspace.home.createTable')}
      </Button>
    </div>
  );
}
