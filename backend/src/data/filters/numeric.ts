import { isOps, scalar } from './sql';
import { orderedOps, type Bind } from './ordered';
import type { FilterFamily, OpSql } from './types';

const asNumberBinding: Bind = (value) => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : undefined;
};

/** Number, Decimal, Currency, Percent, Duration, Year, AutoNumber. */
export const numericFamily: FilterFamily = isOps(orderedOps(asNumberBinding));

/** ID and ForeignKey: integer keys; a key that is not a whole number matches no row. */
export const keyFamily: FilterFamily = isOps(
  orderedOps((value) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined)),
);

/** Rating: no rating counts as 0 (reference §2.2), so comparisons read NULL as 0. */
const ratingOrdered = orderedOps(asNumberBinding, (term, { knex }) =>
  knex.raw('coalesce(??, 0)', [term.column.column_name]),
);
const ratingEq: OpSql = (b, term, ctx) => {
  const value = asNumberBinding(scalar(term.value), term, ctx);
  if (value === 0) b.where(term.column.column_name, 0).orWhereNull(term.column.column_name);
  else ratingOrdered.eq!(b, term, ctx);
};
export const ratingFamily: FilterFamily = isOps({ ...ratingOrdered, eq: ratingEq });
