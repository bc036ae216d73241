import { parseNumberField } from '../coerce.js';
import { FIELD_DEFAULTS, type FieldDefinition } from '../field.js';
import { OPS } from '../filter-ops.js';

export const RATING_MAX = 10;

/** A whole number of stars, 0 to the column's `meta.max` (at most 10). */
export const rating: FieldDefinition = {
  ...FIELD_DEFAULTS,
  uidt: 'Rating',
  filterOps: OPS.numeric,
  formulaType: 'numeric',
  valueKind: 'number',
  parse(input, ctx) {
    const max = Number(ctx?.meta?.max);
    const limit = Number.isInteger(max) && max > 0 && max <= RATING_MAX ? max : RATING_MAX;
    return parseNumberField(input, 'Rating', { integer: true, min: 0, max: limit });
  },
};
