import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

export function ProjectSidebar() {
  const { t } = useTranslation();
  const { projectId } = useParams();
  return (
    <nav aria-label={t('workspace.sidebar.label')} style={{ padding: 16 }}>
      <Typography.Text strong ellipsis>
        {projectId}
      </Typography.Text>
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 8, fontSize: 12 }}>
        {t('workspace.sidebar.tables')}
      </Typography.Paragraph>
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workspace.sidebar.noTables')} />
    </nav>
  );
}
