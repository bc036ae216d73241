import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Unknown addresses and /error/404. antd's own 404 illustration is drawn in antd's default blue, which clashes
 * with the brand's: the page shows a mark in the theme's primary colour instead.
 */
export function NotFound({ path, navigate }: { path: string | undefined; navigate: (to: string) => void }) {
  const { t } = useTranslation();
  return (
    <Result
      className="basalt-not-found"
      icon={
        <span className="basalt-not-found-mark" aria-hidden>
          404
        </span>
      }
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
