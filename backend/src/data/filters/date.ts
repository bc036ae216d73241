import { asInstant } from '@basalt/core';
import type { Knex } from 'knex';
import { instantToDb } from '../../fields/values';
import { dayText, subOpRange } from './date-range';
import { orderedOps, type Bind } from './ordered';
import { col, isOps, scalar } from './sql';
import type { FilterContext, FilterFamily, OpSql } from './types';

type Boundary = (time: number, ctx: FilterContext) => unknown;

/**
 * Date ops with a sub-op (`today`, `daysAgo,3`, `exactDate,2023-04-01`, `pastWeek`...) compare against the whole
 * UTC days the sub-op covers, `[start, end)`: `eq` and `isWithin` fall inside, `gt` after, `lte` up to the end...
 */
function dateOps(boundary: Boundary, bind: Bind): FilterFamily {
  const withRange =
    (apply: (b: Knex.QueryBuilder, column: string, start: unknown, end: unknown) => void): OpSql =>
    (b, term, ctx) => {
      const range = term.subOp ? subOpRange(term.subOp, scalar(term.value), ctx.now) : undefined;
      if (!range) return void b.whereRaw('1 = 0');
      apply(b, col(term), boundary(range.start, ctx), boundary(range.end, ctx));
    };
  const within = withRange((b, c, s, e) => b.where(c, '>=', s as Knex.Value).andWhere(c, '<', e as Knex.Value));
  const outside = withRange(
    (b, c, s, e) =>
      void b
        .where(c, '<', s as Knex.Value)
        .orWhere(c, '>=', e as Knex.Value)
        .orWhereNull(c),
  );
  const { btw, nbtw, in: inList, null: isNull, notnull, blank, notblank } = orderedOps(bind);
  return isOps({
    eq: within,
    isWithin: within,
    neq: outside,
    not: outside,
    gt: withRange((b, c, _s, e) => void b.where(c, '>=', e as Knex.Value)),
    gte: withRange((b, c, s) => void b.where(c, '>=', s as Knex.Value)),
    ge: withRange((b, c, s) => void b.where(c, '>=', s as Knex.Value)),
    lt: withRange((b, c, s) => void b.where(c, '<', s as Knex.Value)),
    lte: withRange((b, c, _s, e) => void b.where(c, '<', e as Knex.Value)),
    le: withRange((b, c, _s, e) => void b.where(c, '<', e as Knex.Value)),
    btw,
    nbtw,
    in: inList,
    null: isNull,
    notnull,
    blank,
    notblank,
  });
}

/** Date: calendar days, compared as `YYYY-MM-DD`. */
export const dateFamily = dateOps(
  (time) => dayText(time),
  (value) => {
    const instant = asInstant(String(value));
    return instant ? instant.toISOString().slice(0, 10) : undefined;
  },
);

/** DateTime, CreateTime, LastModifiedTime: instants, bound as each database stores them. */
export const instantFamily = dateOps(
  (time, { dialect }) => instantToDb(new Date(time), dialect),
  (value, _term, { dialect }) => {
    const instant = asInstant(String(value));
    return instant ? instantToDb(instant, dialect) : undefined;
  },
);
