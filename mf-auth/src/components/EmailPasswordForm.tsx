import type { ReactNode } from 'react';
import { Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { emailRules } from './account-rules';

export interface Credentials {
  email: string;
  password: string;
}

interface Props {
  onSubmit: (values: Credentials) => void;
  busy: boolean;
  submitLabel: string;
  passwordRules: Rule[];
  passwordAutoComplete: 'new-password' | 'current-password';
  passwordExtra?: ReactNode;
}

/** The e-mail and password form of sign-in and sign-up: validated as you type, Enter submits. */
export function EmailPasswordForm({
  onSubmit,
  busy,
  submitLabel,
  passwordRules,
  passwordAutoComplete,
  passwordExtra,
}: Props) {
  const { t } = useTranslation();
  return (
    <Form<Credentials>
      layout="vertical"
      requiredMark={false}
      onFinish={onSubmit}
      validateTrigger={['onBlur', 'onChange']}
    >
      <Form.Item name="email" label={t('auth.fields.email')} rules={emailRules(t)}>
        <Input prefix={<MailOutlined />} autoComplete="email" autoFocus placeholder="name@company.com" />
      </Form.Item>
      <Form.Item name="password" label={t('auth.fields.password')} rules={passwordRules} extra={passwordExtra}>
        <Input.Password prefix={<LockOutlined />} autoComplete={passwordAutoComplete} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}
