import type { Knex } from 'knex';
import { col, isOps, likeLiteral, list } from './sql';
import { textFamily, textPresenceOps } from './text';
import type { FilterContext, FilterFamily, FilterTerm, OpSql } from './types';

const items = (term: FilterTerm) =>
  list(term.value)
    .map((v) => String(v).trim())
    .filter(Boolean);

/** SingleSelect: one option; `anyof` is membership in the list, `nanyof` its negation (or no value). */
export const singleSelectFamily: FilterFamily = isOps({
  ...textFamily,
  anyof: (b, term) => void (items(term).length ? b.whereIn(col(term), items(term)) : b.whereRaw('1 = 0')),
  nanyof: (b, term) =>
    void (items(term).length ? b.whereNotIn(col(term), items(term)).orWhereNull(col(term)) : b.whereRaw('1 = 1')),
});

/** `',' || column || ','` (CONCAT on MySQL), so each option of the comma-joined text is matched whole. */
function wrapped({ knex, dialect }: FilterContext, column: string): Knex.Raw {
  if (dialect === 'mysql') return knex.raw(`concat(',', ??, ',')`, [column]);
  if (dialect === 'mssql') return knex.raw(`',' + ?? + ','`, [column]);
  return knex.raw(`',' || ?? || ','`, [column]);
}

/** Rows holding every option (`all`) or any of them, as literal matches (`%` and `_` in titles are escaped). */
function contains(b: Knex.QueryBuilder, term: FilterTerm, ctx: FilterContext, all: boolean) {
  const options = items(term);
  if (!options.length) return void b.whereRaw(all ? '1 = 1' : '1 = 0');
  const expr = wrapped(ctx, col(term));
  for (const option of options) {
    const condition = ctx.knex.raw(`? like ? escape '!'`, [expr, `%,${likeLiteral(option)},%`]);
    if (all) b.andWhere(condition);
    else b.orWhere(condition);
  }
}

const negated =
  (all: boolean): OpSql =>
  (b, term, ctx) =>
    void b.whereNot((inner) => contains(inner, term, ctx, all)).orWhereNull(col(term));

/** MultiSelect: option titles comma-joined in text (docs/API.md §2.2 containment). */
export const multiSelectFamily: FilterFamily = isOps({
  eq: textFamily.eq,
  neq: textFamily.neq,
  ...textPresenceOps,
  allof: (b, term, ctx) => contains(b, term, ctx, true),
  anyof: (b, term, ctx) => contains(b, term, ctx, false),
  nallof: negated(true),
  nanyof: negated(false),
});
