import { fieldOf, type ColumnMeta, type FilterOp, type WhereTerm } from '@basalt/core';
import { sortableFields } from '@basalt/ui';

// apart from the where writer (group-where.ts), which only the grouped page needs: the table page loads this file

/**
 * The comparison that picks one group's rows, by the field type's value kind (core's field registry): a checkbox
 * is `checked` or `notchecked`; a date is matched exactly with `in` (its `eq` takes a sub-op and matches a whole
 * day, which would mix the groups of a date-time field); other values with `eq`. Empty groups: `blank`.
 */
export function groupTermOf(column: ColumnMeta, field: string, value: unknown): Omit<WhereTerm, 'type'> {
  const kind = fieldOf(column.uidt)?.valueKind;
  if (kind === 'boolean') return { field, op: value === true || value === 1 ? 'checked' : 'notchecked' };
  if (value === null || value === undefined) return { field, op: 'blank' };
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (text === '') return { field, op: 'empty' };
  return { field, op: kind === 'date' ? 'in' : 'eq', value: text };
}

/** The op a group of this field needs (any value): the field groups only if its type takes it. */
const opsNeeded = (column: ColumnMeta): FilterOp[] =>
  fieldOf(column.uidt)?.valueKind === 'boolean'
    ? ['checked', 'notchecked']
    : [groupTermOf(column, column.title, 'x').op, 'blank'];

/**
 * Fields the view can be grouped by: stored ones whose type groups (core's `groupable`: not files nor JSON
 * documents) and takes the ops a group's rows are read with.
 */
export const groupableFields = (columns: readonly ColumnMeta[]): ColumnMeta[] =>
  sortableFields(columns).filter((c) => {
    const field = fieldOf(c.uidt)!;
    return field.groupable && opsNeeded(c).every((op) => field.filterOps.includes(op));
  });
