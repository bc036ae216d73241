import { Button, Form, Input } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthCard } from '../components/AuthCard';
import { OAuthButtons } from '../components/OAuthButtons';
import { emailRules } from '../components/account-rules';
import { useSubmit } from '../components/use-submit';
import { useShell } from '../shell-context';

interface SignInValues {
  email: string;
  password: string;
}

export function SignInPage() {
  const { t } = useTranslation();
  const { api, session, navigate } = useShell();
  const { busy, submit } = useSubmit(async (values: SignInValues) => {
    const json = { email: values.email.trim(), password: values.password };
    const res = await api.post('/api/v1/auth/user/signin', { json }).json<{ token: string }>();
    session.setToken(res.token);
    navigate('/');
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
      <Form<SignInValues>
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        validateTrigger={['onBlur', 'onChange']}
      >
        <Form.Item name="email" label={t('auth.fields.email')} rules={emailRules(t)}>
          <Input prefix={<MailOutlined />} autoComplete="email" autoFocus placeholder="name@company.com" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('auth.fields.password')}
          rules={[{ required: true, message: t('auth.validation.passwordRequired') }]}
          extra={<Link to="/forgot-password">{t('auth.forgot.link')}</Link>}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t('auth.signin.action')}
        </Button>
      </Form>
      <OAuthButtons />
    </AuthCard>
  );
}
