import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function ProjectsHome() {
  const { t } = useTranslation();
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px' }}>
      <Typography.Title level={3}>{t('workspace.projects.title')}</Typography.Title>
      <Empty description={t('workspace.projects.empty')} style={{ marginTop: 64 }} />
    </div>
  );
}
