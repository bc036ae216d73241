import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export function NotFound({ path, navigate }: { path: string | undefined; navigate: (to: string) => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('shell.notFound.title')}
      subTitle={path ? t('shell.notFound.message', { path }) : t('shell.notFound.generic')}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('shell.notFound.home')}
        </Button>
      }
    />
  );
}
