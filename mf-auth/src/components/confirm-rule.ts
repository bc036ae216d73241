import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** The repeat-password field must equal `field`. */
export function sameAs(field: string, t: TFunction): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_rule, value) =>
      !value || value === getFieldValue(field)
        ? Promise.resolve()
        : Promise.reject(new Error(t('auth.validation.passwordsDiffer'))),
  });
}
