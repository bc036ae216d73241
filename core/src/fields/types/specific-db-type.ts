import { asText, ok } from '../coerce.js';
import { FIELD_DEFAULTS, type FieldDefinition } from '../field.js';
import { OPS } from '../filter-ops.js';

/** A column of a database type chosen by hand (`dt`); values pass as text, numbers or booleans. */
export const specificDbType: FieldDefinition = {
  ...FIELD_DEFAULTS,
  uidt: 'SpecificDBType',
  textSearch: true,
  filterOps: OPS.any,
  formulaType: 'string',
  valueKind: 'text',
  parse(input) {
    if (input === undefined || input === null) return ok(null);
    if (typeof input === 'number' || typeof input === 'boolean' || typeof input === 'string') return ok(input);
    return ok(asText(input));
  },
};
