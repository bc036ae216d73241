import type { ValueKind } from '../fields/field.js';
import { FILTER_OPS, OPS, type FilterOp } from '../fields/filter-ops.js';
import { fieldOf } from '../fields/registry.js';

/**
 * What the `where` grammar knows about ops and sub-ops (docs/API.md §2.2), and the one place that asks the field
 * registry (`core/src/fields`) which ops a field type takes, whether quick search uses `like` on it, and how its
 * filter values are coerced (`filterTypeInfo`).
 */

export const MAX_WHERE_LENGTH = 65_536;
export const MAX_WHERE_DEPTH = 32;
export const MAX_WHERE_TERMS = 1_000;

/** Ops written without a value: `(field,op)`. */
export const VALUELESS_OPS = [
  'empty',
  'notempty',
  'null',
  'notnull',
  'checked',
  'notchecked',
  'blank',
  'notblank',
] as const satisfies readonly FilterOp[];

/** The values the older `is` / `isnot` ops take. */
export const IS_VALUES = ['null', 'notnull', 'empty', 'notempty', 'true', 'false'] as const;

/** Ops whose value is a comma list. */
export const LIST_OPS = ['in', 'allof', 'anyof', 'nallof', 'nanyof'] as const satisfies readonly FilterOp[];
/** Ops whose value is `low,high`. */
export const RANGE_OPS = ['btw', 'nbtw'] as const satisfies readonly FilterOp[];
/** On Date/DateTime fields these ops take a sub-op first: `(Due,eq,exactDate,2023-04-01)`. */
export const SUB_OP_OPS = [
  'eq',
  'neq',
  'not',
  'gt',
  'lt',
  'gte',
  'lte',
  'ge',
  'le',
  'isWithin',
] as const satisfies readonly FilterOp[];
/** Older spellings, kept as written in the AST. */
export const OP_ALIASES = { not: 'neq', ge: 'gte', le: 'lte' } as const satisfies Partial<Record<FilterOp, FilterOp>>;

export const DATE_SUB_OPS = [
  'today',
  'tomorrow',
  'yesterday',
  'oneWeekAgo',
  'oneWeekFromNow',
  'oneMonthAgo',
  'oneMonthFromNow',
  'daysAgo',
  'daysFromNow',
  'exactDate',
] as const;
export const IS_WITHIN_SUB_OPS = [
  'pastWeek',
  'pastMonth',
  'pastYear',
  'nextWeek',
  'nextMonth',
  'nextYear',
  'pastNumberOfDays',
  'nextNumberOfDays',
] as const;
export type DateSubOp = (typeof DATE_SUB_OPS)[number] | (typeof IS_WITHIN_SUB_OPS)[number];

/** What follows a sub-op: nothing, a whole number of days, or a date (`YYYY-MM-DD`, optionally with a time). */
export type SubOpValue = 'none' | 'days' | 'date';

const SUB_OP_VALUES: Partial<Record<DateSubOp, SubOpValue>> = {
  daysAgo: 'days',
  daysFromNow: 'days',
  pastNumberOfDays: 'days',
  nextNumberOfDays: 'days',
  exactDate: 'date',
};

export function subOpValue(subOp: DateSubOp): SubOpValue {
  return SUB_OP_VALUES[subOp] ?? 'none';
}

const includes = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

export const isFilterOp = (value: unknown): value is FilterOp => includes(FILTER_OPS, value);
export const isValuelessOp = (op: FilterOp): boolean => includes(VALUELESS_OPS, op);
export const isListOp = (op: FilterOp): boolean => includes(LIST_OPS, op);
export const isRangeOp = (op: FilterOp): boolean => includes(RANGE_OPS, op);
export const isSubOpOp = (op: FilterOp): boolean => includes(SUB_OP_OPS, op);
export const isIsValue = (value: unknown): boolean => includes(IS_VALUES, value);
export const isWithinSubOp = (value: unknown): boolean => includes(IS_WITHIN_SUB_OPS, value);
export const isDateSubOp = (value: unknown): value is DateSubOp =>
  includes(DATE_SUB_OPS, value) || includes(IS_WITHIN_SUB_OPS, value);

/** The sub-ops an op accepts on a date field. */
export function subOpsFor(op: FilterOp): readonly DateSubOp[] {
  return op === 'isWithin' ? IS_WITHIN_SUB_OPS : DATE_SUB_OPS;
}

export interface FilterTypeInfo {
  filterOps: readonly FilterOp[];
  valueKind: ValueKind;
  /** Quick search uses `like` on this type (docs/PRODUCT.md §5); other types use `eq` when the text fits them. */
  textSearch: boolean;
}

/** Filter ops (from the field registry), value kind and search rule of a `uidt`; an unknown `uidt` gets every op. */
export function filterTypeInfo(uidt: string): FilterTypeInfo {
  const def = fieldOf(uidt);
  if (!def) return { filterOps: OPS.any, valueKind: 'text', textSearch: false };
  return { filterOps: def.filterOps, valueKind: def.valueKind, textSearch: def.textSearch };
}
