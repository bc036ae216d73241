import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { Validate } from '@basalt/ui';
import { MIN_PASSWORD_LENGTH, isValidEmail, isValidPassword } from '@basalt/core';

type Check = Validate<Record<string, string>>;

export const required =
  (message: string): Check =>
  (value) =>
    value.trim() ? undefined : message;

/** Field rules of docs/PRODUCT.md §5 with their messages, shared by every account form. */
export function emailChecks(t: TFunction): Check[] {
  return [
    required(t('auth.validation.emailRequired')),
    (value) => (!value || isValidEmail(value) ? undefined : t('auth.validation.emailInvalid')),
  ];
}

export function passwordChecks(t: TFunction): Check[] {
  return [
    required(t('auth.validation.passwordRequired')),
    (value) =>
      !value || isValidPassword(value) ? undefined : t('auth.validation.passwordMin', { count: MIN_PASSWORD_LENGTH }),
  ];
}

/** The same checks for the account pages still drawn with antd's Form (signed-in or rarely opened pages). */
export function asAntdRules(checks: Check[]): Rule[] {
  return checks.map((check) => ({
    validator: (_rule, value: string | undefined) => {
      const problem = check(value ?? '', {});
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  }));
}

export const emailRules = (t: TFunction) => asAntdRules(emailChecks(t));
export const passwordRules = (t: TFunction) => asAntdRules(passwordChecks(t));
