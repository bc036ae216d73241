import { isOps, scalar } from './sql';
import { orderedOps, type Bind } from './ordered';
import type { FilterFamily, OpSql } from './types';

/** The largest value of PostgreSQL's integer types, by name. */
const PG_INTEGER_MAX: Record<string, number> = {
  smallint: 32_767,
  integer: 2_147_483_647,
  bigint: 2 ** 63 - 1,
};

/**
 * A number as a binding for a column of PostgreSQL type `pgType`. PostgreSQL types a parameter after its column,
 * so a fraction or an out-of-range number compared with an integer column would be an error: those are cast to
 * numeric (the comparison is then exact, without the column's index); the common case stays a plain binding.
 */
function numberBinding(pgType: string): Bind {
  const max = PG_INTEGER_MAX[pgType];
  return (value, _term, { knex, dialect }) => {
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(n)) return undefined;
    if (dialect !== 'pg') return n;
    return max !== undefined && (!Number.isInteger(n) || Math.abs(n) > max) ? knex.raw('?::numeric', [n]) : n;
  };
}

/** Number, Decimal, Currency, Percent, Duration, Year, AutoNumber; `pgType` is the column's type on PostgreSQL. */
export const numericFamily = (pgType: string): FilterFamily => isOps(orderedOps(numberBinding(pgType)));

/** ID and ForeignKey: integer keys; a key that is not a whole number matches no row. */
export function keyFamily(pgType: string): FilterFamily {
  const bind = numberBinding(pgType);
  return isOps(
    orderedOps((value, term, ctx) =>
      typeof value === 'number' && Number.isSafeInteger(value) ? bind(value, term, ctx) : undefined,
    ),
  );
}

/** Rating: no rating counts as 0 (docs/API.md §2.2), so comparisons read NULL as 0. */
export function ratingFamily(pgType: string): FilterFamily {
  const ordered = orderedOps(numberBinding(pgType), (term, { knex }) =>
    knex.raw('coalesce(??, 0)', [term.column.column_name]),
  );
  const eq: OpSql = (b, term, ctx) => {
    if (Number(scalar(term.value)) === 0) b.where(term.column.column_name, 0).orWhereNull(term.column.column_name);
    else ordered.eq!(b, term, ctx);
  };
  return isOps({ ...ordered, eq });
}
