import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { MIN_PASSWORD_LENGTH, isValidEmail, isValidPassword } from '@basalt/core';

/** Field rules of docs/PRODUCT.md §5 with their messages, shared by every account form. */
export function emailRules(t: TFunction): Rule[] {
  return [
    { required: true, message: t('auth.validation.emailRequired') },
    {
      validator: (_rule, value: string | undefined) =>
        !value || isValidEmail(value)
          ? Promise.resolve()
          : Promise.reject(new Error(t('auth.validation.emailInvalid'))),
    },
  ];
}

export function passwordRules(t: TFunction): Rule[] {
  return [
    { required: true, message: t('auth.validation.passwordRequired') },
    {
      validator: (_rule, value: string | undefined) =>
        !value || isValidPassword(value)
          ? Promise.resolve()
          : Promise.reject(new Error(t('auth.validation.passwordMin', { count: MIN_PASSWORD_LENGTH }))),
    },
  ];
}
