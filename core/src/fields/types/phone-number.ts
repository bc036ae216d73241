import { asText, fail, isEmpty, ok, shown } from '../coerce.js';
import { FIELD_DEFAULTS, type FieldDefinition } from '../field.js';
import { OPS } from '../filter-ops.js';

/** Digits with the usual separators, an optional leading +, and at least three digits. */
const PHONE = /^\+?[\d\s().\-/]+$/;

export const phoneNumber: FieldDefinition = {
  ...FIELD_DEFAULTS,
  uidt: 'PhoneNumber',
  textSearch: true,
  filterOps: OPS.text,
  formulaType: 'string',
  valueKind: 'text',
  parse(input) {
    if (isEmpty(input)) return ok(null);
    const text = asText(input).trim();
    const digits = text.replace(/\D/g, '').length;
    return PHONE.test(text) && digits >= 3 && text.length <= 255
      ? ok(text)
      : fail(`${shown(input)} is not a valid phone number`);
  },
};
