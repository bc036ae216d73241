import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { returnPathFrom } from '@basalt/core';
import { AuthCard } from '../components/AuthCard';
import { required } from '../components/account-rules';
import { OAuthButtons } from '../components/OAuthButtons';
import { EmailPasswordForm, type Credentials } from '../components/EmailPasswordForm';
import { useSubmit } from '../components/use-submit';
import { useShell } from '../shell-context';

export function SignInPage() {
  const { t } = useTranslation();
  const { api, session, navigate } = useShell();
  const { search } = useLocation();
  const { busy, submit } = useSubmit(async (values: Credentials) => {
    const json = { email: values.email.trim(), password: values.password };
    const res = await api.post('/api/v1/auth/user/signin', { json }).json<{ token: string }>();
    session.setToken(res.token);
    // back to the page the user was sent here from (an expired session, a link opened signed out)
    navigate(returnPathFrom(search) ?? '/');
  });

  return (
    <AuthCard
      title={t('auth.signin.title')}
      subtitle={t('auth.signin.subtitle')}
      footer={
        <>
          {t('auth.signin.noAccount')} <Link to="/signup">{t('auth.signup.action')}</Link>
        </>
      }
    >
      <EmailPasswordForm
        onSubmit={submit}
        busy={busy}
        submitLabel={t('auth.signin.action')}
        passwordChecks={[required(t('auth.validation.passwordRequired'))]}
        passwordAutoComplete="current-password"
        passwordExtra={<Link to="/forgot-password">{t('auth.forgot.link')}</Link>}
      />
      <OAuthButtons />
    </AuthCard>
  );
}
