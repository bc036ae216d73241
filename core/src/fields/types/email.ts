import { isValidEmail } from '../../validation/account.js';
import { asText, fail, isEmpty, ok, shown } from '../coerce.js';
import { FIELD_DEFAULTS, type FieldDefinition } from '../field.js';
import { OPS } from '../filter-ops.js';

export const email: FieldDefinition = {
  ...FIELD_DEFAULTS,
  uidt: 'Email',
  textSearch: true,
  filterOps: OPS.text,
  formulaType: 'string',
  valueKind: 'text',
  parse(input) {
    if (isEmpty(input)) return ok(null);
    const text = asText(input).trim();
    return isValidEmail(text) ? ok(text) : fail(`${shown(input)} is not a valid e-mail address`);
  },
};
