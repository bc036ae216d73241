import { asColumn, col, isNull, isOps, likePattern, notNull, scalar, textExpr, whereLike } from './sql';
import { orderedOps } from './ordered';
import type { FilterFamily, OpSql } from './types';

const asText = (term: Parameters<OpSql>[1], ctx: Parameters<OpSql>[2]) =>
  asColumn(textExpr(ctx.knex, ctx.dialect, col(term)));

const textOf = (term: Parameters<OpSql>[1], ctx: Parameters<OpSql>[2]) => textExpr(ctx.knex, ctx.dialect, col(term));
const like: OpSql = (b, term, ctx) =>
  whereLike(b, ctx, textOf(term, ctx), likePattern(scalar(term.value), ctx.dialect));
const nlike: OpSql = (b, term, ctx) =>
  void b
    .where((inner) => whereLike(inner, ctx, textOf(term, ctx), likePattern(scalar(term.value), ctx.dialect), true))
    .orWhereNull(col(term));

/** Attachment: a JSON list as text; no files is NULL, '', '[]' or 'null' (docs/API.md §2.2). */
const EMPTY_LISTS = ['', '[]', 'null'];
export const attachmentFamily: FilterFamily = isOps({
  like,
  nlike,
  null: isNull,
  notnull: notNull,
  blank: (b, term, ctx) => void b.whereNull(col(term)).orWhereIn(asText(term, ctx), EMPTY_LISTS),
  notblank: (b, term, ctx) => void b.whereNotNull(col(term)).whereNotIn(asText(term, ctx), EMPTY_LISTS),
});

/** JSON: compared by its text (PostgreSQL's json has no equality, MySQL's compares JSON values). */
export const jsonFamily: FilterFamily = isOps({
  eq: (b, term, ctx) => void b.where(asText(term, ctx), String(scalar(term.value))),
  neq: (b, term, ctx) => void b.where(asText(term, ctx), '<>', String(scalar(term.value))).orWhereNull(col(term)),
  like,
  nlike,
  empty: (b, term, ctx) => void b.where(asText(term, ctx), ''),
  notempty: (b, term, ctx) => void b.where(asText(term, ctx), '<>', '').orWhereNull(col(term)),
  null: isNull,
  notnull: notNull,
  blank: (b, term, ctx) => void b.whereNull(col(term)).orWhere(asText(term, ctx), ''),
  notblank: (b, term, ctx) => void b.whereNotNull(col(term)).andWhere(asText(term, ctx), '<>', ''),
});

/** Time: `HH:mm:ss` values, ordered. */
export const timeFamily: FilterFamily = isOps(orderedOps((value) => String(value)));
