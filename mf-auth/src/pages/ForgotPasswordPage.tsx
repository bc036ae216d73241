import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AuthCard } from '../components/AuthCard';
import { emailRules } from '../components/account-rules';
import { useSubmit } from '../components/use-submit';
import { useShell } from '../shell-context';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { api } = useShell();
  const [sent, setSent] = useState(false);
  const { busy, submit } = useSubmit(async ({ email }: { email: string }) => {
    await api.post('/api/v1/auth/password/forgot', { json: { email: email.trim() } });
    setSent(true);
  });

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={<Link to="/signin">{t('auth.forgot.back')}</Link>}
    >
      {sent ? (
        <Alert type="success" showIcon title={t('auth.forgot.sent')} />
      ) : (
        <Form layout="vertical" requiredMark={false} onFinish={submit} validateTrigger={['onBlur', 'onChange']}>
          <Form.Item name="email" label={t('auth.fields.email')} rules={emailRules(t)}>
            <Input prefix={<MailOutlined />} autoComplete="email" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={busy}>
            {t('auth.forgot.action')}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
