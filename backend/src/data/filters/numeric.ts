import type { FilterScalar } from '@basalt/core';
import { BACKEND_FIELDS } from '../../fields/registry';
import { isOps, scalar } from './sql';
import { orderedOps } from './ordered';
import type { FilterContext, FilterFamily, FilterTerm, OpSql } from './types';

/** The largest value of PostgreSQL's integer types, by name. */
const PG_INTEGER_MAX: Record<string, number> = {
  smallint: 32_767,
  integer: 2_147_483_647,
  bigint: 2 ** 63 - 1,
};

/**
 * A number as a binding. PostgreSQL types a parameter after its column, so a fraction or an out-of-range number
 * compared with an integer column would be an error: those are cast to numeric (the comparison is then exact,
 * without the column's index); the common case stays a plain binding.
 */
function numberBinding(value: FilterScalar, term: FilterTerm, { knex, dialect }: FilterContext): unknown {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return undefined;
  if (dialect !== 'pg') return n;
  const max = PG_INTEGER_MAX[BACKEND_FIELDS[term.column.uidt].sqlType('pg', {})];
  return max !== undefined && (!Number.isInteger(n) || Math.abs(n) > max) ? knex.raw('?::numeric', [n]) : n;
}

/** Number, Decimal, Currency, Percent, Duration, Year, AutoNumber. */
export const numericFamily: FilterFamily = isOps(orderedOps(numberBinding));

/** ID and ForeignKey: integer keys; a key that is not a whole number matches no row. */
export const keyFamily: FilterFamily = isOps(
  orderedOps((value, term, ctx) =>
    typeof value === 'number' && Number.isSafeInteger(value) ? numberBinding(value, term, ctx) : undefined,
  ),
);

/** Rating: no rating counts as 0 (reference §2.2), so comparisons read NULL as 0. */
const ratingOrdered = orderedOps(numberBinding, (term, { knex }) =>
  knex.raw('coalesce(??, 0)', [term.column.column_name]),
);
const ratingEq: OpSql = (b, term, ctx) => {
  if (Number(scalar(term.value)) === 0) b.where(term.column.column_name, 0).orWhereNull(term.column.column_name);
  else ratingOrdered.eq!(b, term, ctx);
};
export const ratingFamily: FilterFamily = isOps({ ...ratingOrdered, eq: ratingEq });
