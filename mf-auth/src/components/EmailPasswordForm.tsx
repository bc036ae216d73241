import type { ReactNode } from 'react';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PlainButton, PlainField, usePlainForm, type Validate } from '@basalt/ui';
import { emailChecks } from './account-rules';

export interface Credentials extends Record<string, string> {
  email: string;
  password: string;
}

interface Props {
  onSubmit: (values: Credentials) => void;
  busy: boolean;
  submitLabel: string;
  passwordChecks: Validate<Credentials>[];
  passwordAutoComplete: 'new-password' | 'current-password';
  passwordExtra?: ReactNode;
}

/**
 * The e-mail and password form of sign-in and sign-up: validated as you type, Enter submits. Plain controls,
 * not antd's Form: these are the pages a new visitor loads first (docs/PERFORMANCE.md, sign-in budget).
 */
export function EmailPasswordForm({
  onSubmit,
  busy,
  submitLabel,
  passwordChecks,
  passwordAutoComplete,
  passwordExtra,
}: Props) {
  const { t } = useTranslation();
  const { field, handleSubmit } = usePlainForm<Credentials>(
    { email: '', password: '' },
    { email: emailChecks(t), password: passwordChecks },
    onSubmit,
  );
  return (
    <form noValidate onSubmit={handleSubmit}>
      <PlainField
        binding={field('email')}
        label={t('auth.fields.email')}
        type="email"
        prefix={<MailOutlined />}
        autoComplete="email"
        autoFocus
        placeholder="name@company.com"
      />
      <PlainField
        binding={field('password')}
        label={t('auth.fields.password')}
        type="password"
        prefix={<LockOutlined />}
        autoComplete={passwordAutoComplete}
        extra={passwordExtra}
        revealLabels={{ show: t('auth.fields.showPassword') }}
      />
      <PlainButton type="submit" variant="primary" busy={busy}>
        {submitLabel}
      </PlainButton>
    </form>
  );
}
