import { parseNumberField } from '../coerce.js';
import { FIELD_DEFAULTS, type FieldDefinition } from '../field.js';
import { OPS } from '../filter-ops.js';

/** An amount; the currency and locale live in the column meta (display only). */
export const currency: FieldDefinition = {
  ...FIELD_DEFAULTS,
  uidt: 'Currency',
  filterOps: OPS.numeric,
  formulaType: 'numeric',
  valueKind: 'number',
  parse: (input) => parseNumberField(input, 'Currency'),
};
