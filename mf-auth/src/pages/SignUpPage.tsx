import { Button, Form, Input } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { AuthCard } from '../components/AuthCard';
import { emailRules, passwordRules } from '../components/account-rules';
import { useSubmit } from '../components/use-submit';
import { useShell } from '../shell-context';

interface SignUpValues {
  email: string;
  password: string;
}

export function SignUpPage() {
  const { t } = useTranslation();
  const { api, session, navigate, appInfo } = useShell();
  const { token } = useParams();
  const firstUser = appInfo()?.firstUser ?? false;
  const { busy, submit } = useSubmit(async (values: SignUpValues) => {
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
      <Form<SignUpValues>
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        validateTrigger={['onBlur', 'onChange']}
      >
        <Form.Item name="email" label={t('auth.fields.email')} rules={emailRules(t)}>
          <Input prefix={<MailOutlined />} autoComplete="email" autoFocus placeholder="name@company.com" />
        </Form.Item>
        <Form.Item name="password" label={t('auth.fields.password')} rules={passwordRules(t)}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t('auth.signup.action')}
        </Button>
      </Form>
    </AuthCard>
  );
}
