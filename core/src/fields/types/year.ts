import { parseNumberField } from '../coerce.js';
import { FIELD_DEFAULTS, type FieldDefinition } from '../field.js';
import { OPS } from '../filter-ops.js';

/** The range of MySQL's YEAR type, which the field uses there. */
export const YEAR_MIN = 1901;
export const YEAR_MAX = 2155;

export const year: FieldDefinition = {
  ...FIELD_DEFAULTS,
  uidt: 'Year',
  filterOps: OPS.numeric,
  formulaType: 'numeric',
  valueKind: 'number',
  parse: (input) => parseNumberField(input, 'Year', { integer: true, min: YEAR_MIN, max: YEAR_MAX }),
};
