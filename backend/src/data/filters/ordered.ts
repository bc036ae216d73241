import type { FilterScalar } from '@basalt/core';
import type { Knex } from 'knex';
import { asColumn, col, isNull, list, notEqualOrNull, notNull, scalar } from './sql';
import type { FilterContext, FilterFamily, FilterTerm, OpSql } from './types';

/** A filter value as the binding for the column, or undefined when it can never equal a value of the column. */
export type Bind = (value: FilterScalar, term: FilterTerm, ctx: FilterContext) => unknown;

const never = (b: Knex.QueryBuilder) => void b.whereRaw('1 = 0');
const always = (b: Knex.QueryBuilder) => void b.whereRaw('1 = 1');

/**
 * Ops of types whose values are ordered (numbers, times, keys, any database type): equality, comparisons, ranges and
 * lists. A value `bind` cannot place in the column (text for an integer key) matches nothing, and its negation
 * everything, instead of reaching the database as a type error.
 */
export function orderedOps(bind: Bind, expr?: (term: FilterTerm, ctx: FilterContext) => Knex.Raw): FilterFamily {
  const ref = (term: FilterTerm, ctx: FilterContext) => asColumn(expr ? expr(term, ctx) : col(term));
  const one = (term: FilterTerm, ctx: FilterContext) => bind(scalar(term.value), term, ctx);
  const compare =
    (operator: string): OpSql =>
    (b, term, ctx) => {
      const value = one(term, ctx);
      if (value === undefined) never(b);
      else b.where(ref(term, ctx), operator, value as Knex.Value);
    };
  const range =
    (not: boolean): OpSql =>
    (b, term, ctx) => {
      const [low, high] = list(term.value).map((v) => bind(v, term, ctx));
      if (low === undefined || high === undefined) return not ? always(b) : never(b);
      const pair = [low, high] as [Knex.Value, Knex.Value];
      if (not) b.whereNotBetween(ref(term, ctx), pair);
      else b.whereBetween(ref(term, ctx), pair);
    };
  const ne: OpSql = (b, term, ctx) => {
    const value = one(term, ctx);
    if (value === undefined) always(b);
    else if (expr) b.where(ref(term, ctx), '<>', value as Knex.Value);
    else notEqualOrNull(b, col(term), value);
  };
  return {
    eq: compare('='),
    neq: ne,
    not: ne,
    gt: compare('>'),
    lt: compare('<'),
    gte: compare('>='),
    ge: compare('>='),
    lte: compare('<='),
    le: compare('<='),
    btw: range(false),
    nbtw: range(true),
    in(b, term, ctx) {
      const values = list(term.value)
        .map((v) => bind(v, term, ctx))
        .filter((v) => v !== undefined);
      if (values.length) b.whereIn(col(term), values as Knex.Value[]);
      else never(b);
    },
    null: isNull,
    notnull: notNull,
    blank: isNull,
    notblank: notNull,
  };
}
