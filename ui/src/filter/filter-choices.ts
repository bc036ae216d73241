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

/** A filter condition as the filter API takes it (docs/API.md §1.9), saved or only the page's. */
export interface ConditionShape {
  fk_column_id: string;
  comparison_op: string;
  comparison_sub_op?: string | null;
  value?: string | null;
}

/** What a condition's controls show: its field's title and type, the date sub-ops its op takes, the value box. */
export function conditionControls(fields: readonly ColumnMeta[], condition: ConditionShape) {
  const field = fields.find((c) => c.id === condition.fk_column_id);
  const uidt = field?.uidt ?? '';
  return {
    uidt,
    title: field?.title ?? '',
    subOps: subOpsOf(uidt, condition.comparison_op),
    input: valueInputOf(uidt, condition.comparison_op, condition.comparison_sub_op),
  };
}

/**
 * The condition with another op: a date keeps its sub-op when the new op takes it, and the value stays only when
 * the value box stays the same kind (a number typed for "greater than" means nothing to "is within").
 */
export function withOp<C extends ConditionShape>(condition: C, uidt: string, op: string): C {
  const input = valueInputOf(uidt, condition.comparison_op, condition.comparison_sub_op);
  const nextSubOps = subOpsOf(uidt, op);
  const subOp = nextSubOps ? (nextSubOps.find((s) => s === condition.comparison_sub_op) ?? nextSubOps[0]!) : null;
  const keepsValue = valueInputOf(uidt, op, subOp) === input;
  return { ...condition, comparison_op: op, comparison_sub_op: subOp, value: keepsValue ? condition.value : null };
}
