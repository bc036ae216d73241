import { parseNumberField } from '../coerce.js';
import { FIELD_DEFAULTS, type FieldDefinition } from '../field.js';
import { OPS } from '../filter-ops.js';

/** A percentage as a number (`12.5` for 12.5 %); `"12.5%"` is read too. */
export const percent: FieldDefinition = {
  ...FIELD_DEFAULTS,
  uidt: 'Percent',
  filterOps: OPS.numeric,
  formulaType: 'numeric',
  valueKind: 'number',
  parse: (input) => parseNumberField(typeof input === 'string' ? input.trim().replace(/%$/, '') : input, 'Percent'),
};
