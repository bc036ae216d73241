import { booleanToDb } from '../../fields/values';
import { col, isNull, isOps, notNull, scalar } from './sql';
import type { FilterFamily, OpSql } from './types';

const checked: OpSql = (b, term, { dialect }) => void b.where(col(term), booleanToDb(true, dialect) as boolean);
/** Unchecked: false, or never set (docs/API.md §2.2). */
const unchecked: OpSql = (b, term, { dialect }) =>
  void b.where(col(term), booleanToDb(false, dialect) as boolean).orWhereNull(col(term));

const truthy = (value: unknown) => value === true || value === 'true' || value === 1;

/** Checkbox: `eq true` is checked and `eq false` unchecked (never set counts as unchecked); `neq` the opposite. */
export const checkboxFamily: FilterFamily = isOps({
  checked,
  notchecked: unchecked,
  eq: (b, term, ctx) => (truthy(scalar(term.value)) ? checked : unchecked)(b, term, ctx),
  neq: (b, term, ctx) => (truthy(scalar(term.value)) ? unchecked : checked)(b, term, ctx),
  null: isNull,
  notnull: notNull,
  blank: isNull,
  notblank: notNull,
});
