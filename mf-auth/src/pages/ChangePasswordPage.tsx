import { Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordRules } from '../components/account-rules';
import { sameAs } from '../components/confirm-rule';
import { useSubmit } from '../components/use-submit';
import { useShell } from '../shell-context';

interface ChangeValues {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

/** Account settings: change the password; the server signs out every other session. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const { api, session, toast } = useShell();
  const [form] = Form.useForm<ChangeValues>();
  const { busy, submit } = useSubmit(async ({ currentPassword, newPassword }: ChangeValues) => {
    const res = await api
      .post('/api/v1/auth/password/change', { json: { currentPassword, newPassword } })
      .json<{ token?: string }>();
    if (res.token) session.setToken(res.token);
    form.resetFields();
    toast.success(t('auth.change.done'));
  });

  return (
    <div style={{ maxWidth: 560, margin: '0 auto', padding: '32px 16px' }}>
      <Typography.Title level={3}>{t('auth.change.title')}</Typography.Title>
      <Card>
        <Form<ChangeValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={submit}
          validateTrigger={['onBlur', 'onChange']}
        >
          <Form.Item
            name="currentPassword"
            label={t('auth.fields.currentPassword')}
            rules={[{ required: true, message: t('auth.validation.passwordRequired') }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item name="newPassword" label={t('auth.fields.newPassword')} rules={passwordRules(t)}>
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('auth.fields.confirmPassword')}
            dependencies={['newPassword']}
            rules={[{ required: true, message: t('auth.validation.passwordRequired') }, sameAs('newPassword', t)]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('auth.change.action')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
