import { useEffect, useState } from 'react';
import { Button, Form, Input, Result, Spin } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { AuthCard } from '../components/AuthCard';
import { passwordRules } from '../components/account-rules';
import { sameAs } from '../components/confirm-rule';
import { useSubmit } from '../components/use-submit';
import { useShell } from '../shell-context';

interface ResetValues {
  password: string;
  confirm: string;
}

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { api, navigate, toast } = useShell();
  const { token = '' } = useParams();
  const [valid, setValid] = useState<boolean | undefined>(undefined);

  useEffect(() => {
    api
      .post(`/api/v1/auth/token/validate/${encodeURIComponent(token)}`)
      .then(() => setValid(true))
      .catch(() => setValid(false));
  }, [api, token]);

  const { busy, submit } = useSubmit(async (values: ResetValues) => {
    await api.post(`/api/v1/auth/password/reset/${encodeURIComponent(token)}`, { json: { password: values.password } });
    toast.success(t('auth.reset.done'));
    navigate('/signin');
  });

  if (valid === undefined) return <Spin size="large" />;
  if (!valid) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        <Result
          status="warning"
          title={t('auth.reset.invalid')}
          extra={<Link to="/forgot-password">{t('auth.reset.again')}</Link>}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <Form<ResetValues>
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        validateTrigger={['onBlur', 'onChange']}
      >
        <Form.Item name="password" label={t('auth.fields.newPassword')} rules={passwordRules(t)}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('auth.fields.confirmPassword')}
          dependencies={['password']}
          rules={[{ required: true, message: t('auth.validation.passwordRequired') }, sameAs('password', t)]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t('auth.reset.action')}
        </Button>
      </Form>
    </AuthCard>
  );
}
