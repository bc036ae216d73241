import { parseNumberField } from '../coerce.js';
import { FIELD_DEFAULTS, type FieldDefinition } from '../field.js';
import { OPS } from '../filter-ops.js';

/** A number the engine gives each new record. */
export const autoNumber: FieldDefinition = {
  ...FIELD_DEFAULTS,
  uidt: 'AutoNumber',
  filterOps: OPS.numeric,
  formulaType: 'numeric',
  valueKind: 'number',
  parse: (input) => parseNumberField(input, 'AutoNumber', { integer: true }),
};
