import { parseNumberField } from '../coerce.js';
import { FIELD_DEFAULTS, type FieldDefinition } from '../field.js';
import { OPS } from '../filter-ops.js';

/** A whole number (stored as a big integer). */
export const number: FieldDefinition = {
  ...FIELD_DEFAULTS,
  uidt: 'Number',
  filterOps: OPS.numeric,
  formulaType: 'numeric',
  valueKind: 'number',
  parse: (input) => parseNumberField(input, 'Number', { integer: true }),
};
