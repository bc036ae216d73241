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
import type { FilterFamily, OpSql } from './types';
import { whereLike } from './sql';

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

export const like: OpSql = (b, term, ctx) =>
  whereLike(b, ctx, textExpr(ctx.knex, ctx.dialect, col(term)), likePattern(scalar(term.value), ctx.dialect));

/** `NOT LIKE %v%`, or empty, or no value (reference §2.2). */
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
/** `<> ''`, or no value (reference §2.2). */
export const notEmpty: OpSql = (b, term) => void b.where(col(term), '<>', '').orWhereNull(col(term));

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
