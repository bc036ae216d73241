import { fail } from '../coerce.js';
import { FIELD_DEFAULTS, type FieldDefinition, type FormulaType } from '../field.js';
import type { FilterOp } from '../filter-ops.js';
import type { VirtualUIType } from '../ui-types.js';

/** A computed field: no column of its own, never written through the API. */
export function virtualField(
  uidt: VirtualUIType,
  filterOps: readonly FilterOp[],
  formulaType: FormulaType,
): FieldDefinition {
  return {
    ...FIELD_DEFAULTS,
    uidt,
    virtual: true,
    textSearch: uidt === 'Lookup' || uidt === 'LinkToAnotherRecord',
    filterOps,
    formulaType,
    parse: () => fail(`${uidt} values are computed and cannot be written`),
  };
}
