import { Button, Divider } from 'antd';
import { GithubOutlined, GoogleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useShell } from '../shell-context';

/** Sign-in with the providers the server has configured (app info flags); the server starts the redirect. */
export function OAuthButtons() {
  const { t } = useTranslation();
  const info = useShell().appInfo();
  if (!info?.githubAuthEnabled && !info?.googleAuthEnabled) return null;
  return (
    <>
      <Divider plain>{t('auth.oauth.or')}</Divider>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {info.githubAuthEnabled && (
          <Button block size="large" icon={<GithubOutlined />} href="/auth/github">
            {t('auth.oauth.github')}
          </Button>
        )}
        {info.googleAuthEnabled && (
          <Button block size="large" icon={<GoogleOutlined />} href="/auth/google">
            {t('auth.oauth.google')}
          </Button>
        )}
      </div>
    </>
  );
}
