import { firstConditionOf, valueInputOf } from '@basalt/ui';
import type { ColumnMeta } from '@basalt/core';

/** One condition a visitor added: a field (by id), an op its type takes, a date sub-op, a value. */
export interface VisitorCondition {
  /** Stable within the page, so React keeps each row's controls (and their focus) as others are removed. */
  key: number;
  fk_column_id: string;
  comparison_op: string;
  comparison_sub_op?: string | null;
  value?: string | null;
}

/**
 * The visitor's own filter of a shared grid: conditions joined by one connective. It lives in the page only,
 * never saved, so a reload starts from the view's rows again.
 */
export interface VisitorFilter {
  connective: 'and' | 'or';
  conditions: VisitorCondition[];
}

export const NO_FILTER: VisitorFilter = { connective: 'and', conditions: [] };

let nextKey = 1;

/** A new condition on a field, starting at the first op its type takes (core's registry, as the owner's toolbar). */
export function conditionOn(column: ColumnMeta): VisitorCondition {
  return { key: nextKey++, ...firstConditionOf(column) };
}

/** Whether a condition is complete enough to send: an op that needs a value has one. */
function isComplete(condition: VisitorCondition, fields: readonly ColumnMeta[]): boolean {
  const field = fields.find((c) => c.id === condition.fk_column_id);
  if (!field) return false;
  const input = valueInputOf(field.uidt, condition.comparison_op, condition.comparison_sub_op);
  return input === 'none' || (condition.value ?? '').trim() !== '';
}

/**
 * The `filterArrJson` of the public rows endpoint (docs/API.md §1.12) for the visitor's complete conditions, or
 * `undefined` when none is. The server ANDs the whole list with the view's own filters, so an OR here only widens
 * within the view's rows, never beyond them.
 */
export function filterArrJsonOf(filter: VisitorFilter, fields: readonly ColumnMeta[]): string | undefined {
  const complete = filter.conditions.filter((condition) => isComplete(condition, fields));
  if (complete.length === 0) return undefined;
  return JSON.stringify(
    complete.map(({ fk_column_id, comparison_op, comparison_sub_op, value }) => ({
      fk_column_id,
      comparison_op,
      ...(comparison_sub_op ? { comparison_sub_op } : {}),
      ...(value != null && value !== '' ? { value } : {}),
      logical_op: filter.connective,
    })),
  );
}
