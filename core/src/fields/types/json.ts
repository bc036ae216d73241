import { fail, isEmpty, ok, shown } from '../coerce.js';
import { FIELD_DEFAULTS, type FieldDefinition } from '../field.js';
import { OPS } from '../filter-ops.js';

/** Any JSON value; text is read as JSON. */
export const json: FieldDefinition = {
  ...FIELD_DEFAULTS,
  uidt: 'JSON',
  groupable: false,
  filterOps: OPS.json,
  formulaType: 'json',
  valueKind: 'text',
  parse(input) {
    if (isEmpty(input)) return ok(null);
    if (typeof input !== 'string') return ok(input);
    try {
      return ok(JSON.parse(input));
    } catch {
      return fail(`${shown(input)} is not valid JSON`);
    }
  },
  // A string is read from its JSON text; handed over as itself it would be read as JSON again (and refused).
  asInput: (value) => (typeof value === 'string' ? JSON.stringify(value) : value),
};
