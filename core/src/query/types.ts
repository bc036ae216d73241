import type { FilterOp } from '../fields/filter-ops.js';
import type { DateSubOp } from './ops.js';

/** How the children of a group combine. */
export type Connective = 'and' | 'or';

/**
 * One comparison `(field,op,value)`.
 *
 * As `parseWhere` returns it, `value` is the raw text after the op (commas and parentheses included) and `subOp`
 * is absent: whether `today,...` is a date sub-op depends on the field's type, which only `validateWhere` knows.
 * `subOp` is set by `parseFilterArrJson` (`comparison_sub_op`), by `validateWhere` on date fields, or by a UI.
 */
export interface WhereTerm {
  type: 'term';
  /** The column title as written (from `filterArrJson`: the column id). */
  field: string;
  op: FilterOp;
  subOp?: DateSubOp;
  /** Absent for the value-less ops (`blank`, `null`, `checked`, ...). */
  value?: string;
}

/** Children combined by `connective`; `not` negates the whole group. */
export interface WhereGroup {
  type: 'group';
  connective: Connective;
  not?: boolean;
  children: WhereNode[];
}

export type WhereNode = WhereTerm | WhereGroup;

/** Why a query parameter was refused: a message fit for a 400 `{msg}`, and where in the input when known. */
export interface QueryError {
  error: string;
  position?: number;
}

/** The root of a `where` is always a group; an empty input gives an `and` group with no children. */
export type WhereResult = WhereGroup | QueryError;

export function isQueryError(value: unknown): value is QueryError {
  return typeof value === 'object' && value !== null && typeof (value as QueryError).error === 'string';
}

/** What the query functions need to know of a column. */
export interface FilterField {
  title: string;
  column_name?: string;
  id?: string;
  uidt: string;
}

export type FilterScalar = string | number | boolean;
/** A coerced value: a scalar, or a list for `in`/`anyof`/..., or `[low, high]` for `btw`/`nbtw`. */
export type FilterValue = FilterScalar | FilterScalar[];

/** A term once its field is found and its value coerced to the field's type. */
export interface ResolvedTerm<F extends FilterField = FilterField> {
  type: 'term';
  /** The column's title. */
  field: string;
  column: F;
  op: FilterOp;
  subOp?: DateSubOp;
  value?: FilterValue;
}

export interface ResolvedGroup<F extends FilterField = FilterField> {
  type: 'group';
  connective: Connective;
  not?: boolean;
  children: ResolvedNode<F>[];
}

export type ResolvedNode<F extends FilterField = FilterField> = ResolvedTerm<F> | ResolvedGroup<F>;

export type SortDirection = 'asc' | 'desc';

export interface SortItem {
  /** The column title as written (from `sortArrJson`: the column id). */
  field: string;
  direction: SortDirection;
}

export interface ResolvedSort<F extends FilterField = FilterField> {
  field: string;
  column: F;
  direction: SortDirection;
}
