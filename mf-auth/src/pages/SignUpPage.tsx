import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { AuthCard } from '../components/AuthCard';
import { passwordChecks } from '../components/account-rules';
import { EmailPasswordForm, type Credentials } from '../components/EmailPasswordForm';
import { useSubmit } from '../components/use-submit';
import { useShell } from '../shell-context';

export function SignUpPage() {
  const { t } = useTranslation();
  const { api, session, navigate, appInfo } = useShell();
  const { token } = useParams();
  const firstUser = appInfo()?.firstUser ?? false;
  const { busy, submit } = useSubmit(async (values: Credentials) => {
    const json = { email: values.email.trim(), password: values.password, ...(token ? { token } : {}) };
    const res = await api.post('/api/v1/auth/user/signup', { json }).json<{ token: string }>();
    session.setToken(res.token);
    navigate('/');
  });

  return (
    <AuthCard
      title={t('auth.signup.title')}
      subtitle={firstUser ? t('auth.signup.firstUser') : t('auth.signup.subtitle')}
      footer={
        <>
          {t('auth.signup.haveAccount')} <Link to="/signin">{t('auth.signin.action')}</Link>
        </>
      }
    >
      <EmailPasswordForm
        onSubmit={submit}
        busy={busy}
        submitLabel={t('auth.signup.action')}
        passwordChecks={passwordChecks(t)}
        passwordAutoComplete="new-password"
      />
    </AuthCard>
  );
}
