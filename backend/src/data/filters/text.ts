import {
  blankText,
  col,
  isNull,
  isOps,
  likePattern,
  list,
  notBlankText,
  notEqualOrNull,
  notNull,
  scalar,
  textExpr,
} from './sql';
import { orderedOps } from './ordered';
import type { Knex } from 'knex';
import type { FilterContext, FilterFamily, OpSql } from './types';
import { whereLike } from './sql';
import { textIndexDriver } from '../text-index';

/** Equality is case-sensitive everywhere: MySQL's default collations are not, so it compares bytes there. */
const eq: OpSql = (b, term, { knex, dialect }) => {
  const value = String(scalar(term.value));
  if (dialect === 'mysql') b.where(knex.raw('binary ?? = ?', [col(term), value]));
  else b.where(col(term), value);
};

const neq: OpSql = (b, term, ctx) => {
  const value = String(scalar(term.value));
  if (ctx.dialect === 'mysql') b.where(ctx.knex.raw('not (binary ?? = ?)', [col(term), value])).orWhereNull(col(term));
  else notEqualOrNull(b, col(term), value);
};

/** The longest run of characters that are not wildcards, if it has three or more: what a trigram index looks up. */
function trigramRun(pattern: string): string | undefined {
  const runs = pattern.split(/[%_]/u).map((run) => [...run]);
  const longest = runs.reduce((a, r) => (r.length > a.length ? r : a), []);
  return longest.length >= 3 ? longest.join('') : undefined;
}

/**
 * The rows a text index says may match (data/text-index.ts): its candidates, and the rows written since it was last
 * brought up to date (those noted pending and those above its mark). One IN list, so the rows are still read by key.
 */
function narrowByTextIndex(b: Knex.QueryBuilder, ctx: FilterContext, index: string, pattern: string, run: string) {
  const driver = textIndexDriver(ctx.dialect);
  if (!driver) return;
  const { name, key } = ctx.textTable!;
  const { pending, markTable } = driver.waiting(ctx.knex, index);
  b.whereRaw('?? in (? union all ? union all select ?? from ?? where ?? > (select mark from ??))', [
    ctx.textKey!,
    driver.candidates(ctx.knex, index, pattern, run),
    pending,
    key,
    name,
    key,
    markTable,
  ]);
}

/**
 * `like` (docs/API.md §2.2). When the column has a text index and the pattern holds three characters in a row, the
 * rows are first narrowed to the index's candidates (`narrowByTextIndex`), then the plain LIKE decides, so the answer
 * is the plain LIKE's exactly.
 */
export const like: OpSql = (b, term, ctx) => {
  const pattern = likePattern(scalar(term.value), ctx.dialect);
  const index = ctx.textIndex?.(col(term));
  const run = index && ctx.textKey && ctx.textTable ? trigramRun(pattern) : undefined;
  if (index && run) narrowByTextIndex(b, ctx, index, pattern, run);
  const expr = textExpr(ctx.knex, ctx.dialect, col(term));
  // PostgreSQL: `(... ILIKE ...) IS TRUE` is the same test that no index matches, and the planner still estimates
  // it from the column's statistics (an expression like `col || ''` would lose them and pick a parallel scan).
  if (ctx.avoidTextIndex) b.where(ctx.knex.raw('(? ilike ?) is true', [expr, pattern]));
  else whereLike(b, ctx, expr, pattern);
};

/** `NOT LIKE %v%`, or empty, or no value (docs/API.md §2.2). */
export const nlike: OpSql = (b, term, ctx) => {
  b.where((inner) =>
    whereLike(
      inner,
      ctx,
      textExpr(ctx.knex, ctx.dialect, col(term)),
      likePattern(scalar(term.value), ctx.dialect),
      true,
    ),
  ).orWhereNull(col(term));
};

export const empty: OpSql = (b, term) => void b.where(col(term), '');
/** `<> ''`, or no value (docs/API.md §2.2). */
export const notEmpty: OpSql = (b, term) => void b.where(col(term), '<>', '').orWhereNull(col(term));

/**
 * The column compared by code point, whatever the database's collation: SQLite's default BINARY collation already
 * is; PostgreSQL's "C" collation compares the UTF-8 bytes, as MySQL's `binary` does; SQL Server's BIN2 collations
 * compare code points. Without it `b` < `B` on one database and not on another.
 */
function codePointText({ knex, dialect }: FilterContext, column: string) {
  if (dialect === 'pg') return knex.raw('?? collate "C"', [column]);
  if (dialect === 'mysql') return knex.raw('binary ??', [column]);
  if (dialect === 'mssql') return knex.raw('?? collate Latin1_General_100_BIN2', [column]);
  return knex.raw('??', [column]);
}

/**
 * `btw` / `nbtw` on text (docs/API.md §2.2): SQL BETWEEN, bounds included, in code-point order (case-sensitive,
 * as `eq` is). A row without a value is neither between nor outside the bounds.
 */
const textRange =
  (not: boolean): OpSql =>
  (b, term, ctx) => {
    const [low, high] = list(term.value).map(String);
    const between = `? ${not ? 'not ' : ''}between ? and ?`;
    b.where(ctx.knex.raw(between, [codePointText(ctx, col(term)), low!, high!]));
  };

const inList: OpSql = (b, term) => void b.whereIn(col(term), list(term.value).map(String));

/** Pattern and presence ops every text-stored family shares (text, and selects stored as text). */
export const textPresenceOps = {
  like,
  nlike,
  empty,
  notempty: notEmpty,
  null: isNull,
  notnull: notNull,
  blank: blankText,
  notblank: notBlankText,
};

/** SingleLineText, LongText, Email, URL, PhoneNumber, Geometry. */
export const textFamily: FilterFamily = isOps({
  eq,
  neq,
  not: neq,
  ...textPresenceOps,
  in: inList,
  btw: textRange(false),
  nbtw: textRange(true),
});

/** SpecificDBType: any database type, so text ops plus ordering; values are bound as written. */
export const genericFamily: FilterFamily = isOps({
  ...orderedOps((value) => value),
  like,
  nlike,
  empty,
  notempty: notEmpty,
  blank: blankText,
  notblank: notBlankText,
});
