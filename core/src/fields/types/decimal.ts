import { parseNumberField } from '../coerce.js';
import { FIELD_DEFAULTS, type FieldDefinition } from '../field.js';
import { OPS } from '../filter-ops.js';

export const decimal: FieldDefinition = {
  ...FIELD_DEFAULTS,
  uidt: 'Decimal',
  filterOps: OPS.numeric,
  formulaType: 'numeric',
  valueKind: 'number',
  parse: (input) => parseNumberField(input, 'Decimal'),
};
