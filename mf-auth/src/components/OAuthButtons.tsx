import { GithubOutlined, GoogleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '@basalt/ui';
import { useShell } from '../shell-context';

/** Sign-in with the providers the server has configured (app info flags); the server starts the redirect. */
export function OAuthButtons() {
  const { t } = useTranslation();
  const info = useShell().appInfo();
  if (!info?.githubAuthEnabled && !info?.googleAuthEnabled) return null;
  return (
    <>
      <div className="auth-card-or" role="separator">
        {t('auth.oauth.or')}
      </div>
      <div className="auth-card-oauth">
        {info.githubAuthEnabled && (
          <PlainButton href="/auth/github" icon={<GithubOutlined />}>
            {t('auth.oauth.github')}
          </PlainButton>
        )}
        {info.googleAuthEnabled && (
          <PlainButton href="/auth/google" icon={<GoogleOutlined />}>
            {t('auth.oauth.google')}
          </PlainButton>
        )}
      </div>
    </>
  );
}
