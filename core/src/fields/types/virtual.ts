import { fail } from '../coerce.js';
import { FIELD_DEFAULTS, type FieldDefinition, type FormulaType, type ValueKind } from '../field.js';
import type { FilterOp } from '../filter-ops.js';
import type { VirtualUIType } from '../ui-types.js';

/** What a computed type says about itself; the rest is the same for every one of them. */
export interface VirtualFacts {
  filterOps: readonly FilterOp[];
  formulaType: FormulaType;
  valueKind: ValueKind;
  /** Quick search uses `like` on it (docs/PRODUCT.md §5). */
  textSearch?: boolean;
}

/** A computed field: no column of its own, never written through the API. */
export function virtualField(uidt: VirtualUIType, facts: VirtualFacts): FieldDefinition {
  return {
    ...FIELD_DEFAULTS,
    uidt,
    virtual: true,
    groupable: false,
    ...facts,
    parse: () => fail(`${uidt} values are computed and cannot be written`),
  };
}
