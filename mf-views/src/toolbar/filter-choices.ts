import {
  fieldOf,
  isSubOpOp,
  isValuelessOp,
  subOpValue,
  subOpsFor,
  type ColumnMeta,
  type DateSubOp,
  type FilterOp,
} from '@basalt/core';

/**
 * What the filter menu offers for a field (docs/API.md §2.2): the ops its type takes, as declared once in core's
 * field registry (`fieldOf(uidt).filterOps`), without the older spellings (`not`, `ge`, `le`, `is`, `isnot`),
 * which mean the same as an op already offered. A saved filter using one still shows it.
 */
const OLDER_SPELLINGS: readonly string[] = ['not', 'ge', 'le', 'is', 'isnot'];

export function filterOpsOf(uidt: string, keep?: string | null): FilterOp[] {
  const ops = fieldOf(uidt)?.filterOps ?? [];
  return ops.filter((op) => !OLDER_SPELLINGS.includes(op) || op === keep);
}

/**
 * Fields a filter can be made on: stored ones whose type takes at least one op. Links, lookups, formulas and
 * rollups are not filterable yet (docs/API.md §2.2).
 */
export const filterableFields = (columns: readonly ColumnMeta[]): ColumnMeta[] =>
  columns.filter((c) => !fieldOf(c.uidt)?.virtual && filterOpsOf(c.uidt).length > 0);

/** Fields a sort can be made on: stored ones (a virtual field has no column to order by yet, docs/API.md §1.7). */
export const sortableFields = (columns: readonly ColumnMeta[]): ColumnMeta[] =>
  columns.filter((c) => fieldOf(c.uidt) && !fieldOf(c.uidt)!.virtual);

const isDateField = (uidt: string) => fieldOf(uidt)?.valueKind === 'date';

/** Date fields take a sub-op (`today`, `exactDate`…) with their comparison ops; `null` when this one does not. */
export function subOpsOf(uidt: string, op: string): readonly DateSubOp[] | null {
  return isDateField(uidt) && isSubOpOp(op as FilterOp) ? subOpsFor(op as FilterOp) : null;
}

/** What the value box holds for this condition: nothing, a date, a number of days, or text. */
export type ValueInput = 'none' | 'date' | 'days' | 'boolean' | 'text';

export function valueInputOf(uidt: string, op: string, subOp?: string | null): ValueInput {
  if (isValuelessOp(op as FilterOp)) return 'none';
  if (subOpsOf(uidt, op)) return subOp ? subOpValue(subOp as DateSubOp) : 'none';
  if (fieldOf(uidt)?.valueKind === 'boolean') return 'boolean';
  return 'text';
}

/** The condition a field starts with when picked: its first op, the first sub-op for dates, no value. */
export function firstConditionOf(column: ColumnMeta) {
  const op = filterOpsOf(column.uidt)[0] ?? 'eq';
  const subOps = subOpsOf(column.uidt, op);
  return {
    fk_column_id: column.id,
    comparison_op: op,
    comparison_sub_op: subOps ? subOps[0]! : null,
    value: null,
  };
}
