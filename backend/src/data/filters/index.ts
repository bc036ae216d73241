import { filterTypeInfo, type FilterOp, type ResolvedNode, type ResolvedTerm } from '@basalt/core';
import type { Knex } from 'knex';
import { BACKEND_FIELDS, backendFieldOf } from '../../fields/registry';
import { col } from './sql';
import type { FilterColumn, FilterContext } from './types';

export type { FilterColumn, FilterContext } from './types';

/**
 * Applies a resolved `where` (core `validateWhere`) to a query: each group becomes a parenthesised AND/OR of its
 * children (negated with NOT when the group is), each term the SQL of its field type's `filter` family (backend field definition).
 */
export function applyWhere<F extends FilterColumn>(
  qb: Knex.QueryBuilder,
  node: ResolvedNode<F>,
  ctx: FilterContext,
): Knex.QueryBuilder {
  if (node.type === 'group' && node.children.length === 0) return node.not ? qb.whereRaw('1 = 0') : qb;
  return qb.where((b) => addNode(b, node, ctx));
}

function addNode<F extends FilterColumn>(b: Knex.QueryBuilder, node: ResolvedNode<F>, ctx: FilterContext): void {
  if (node.type === 'term' && node.column.through) return throughLink(b, node, ctx);
  if (node.type === 'term') {
    const sql = BACKEND_FIELDS[node.column.uidt].filter[node.op];
    if (!sql) throw new Error(`no filter SQL for ${node.op} on ${node.column.uidt}`);
    sql(b, node, ctx);
    return;
  }
  const combine = (inner: Knex.QueryBuilder) => {
    if (node.children.length === 0) return void inner.whereRaw('1 = 1');
    node.children.forEach((child, i) => {
      const nested = (cb: Knex.QueryBuilder) => addNode(cb, child, ctx);
      if (i === 0 || node.connective === 'and') inner.where(nested);
      else inner.orWhere(nested);
    });
  };
  if (node.not) b.whereNot(combine);
  else combine(b);
}

/** Ops that hold when their counterpart holds for no linked record. */
const NEGATED: Partial<Record<FilterOp, FilterOp>> = {
  neq: 'eq',
  not: 'eq',
  nlike: 'like',
  blank: 'notblank',
  empty: 'notempty',
  null: 'notnull',
  notchecked: 'checked',
  nanyof: 'anyof',
  nallof: 'allof',
  nbtw: 'btw',
  isnot: 'is',
};

/**
 * A term on a field read through a link: the row's link column is (or, negated, is not) among the values the
 * matching linked records are linked by. By default the set is one uncorrelated subquery, computed once and probed
 * by index, not a subquery per row. When the table is walked in key order for many matches (SQLite,
 * `FilterContext.probeLinks`), each row's linked records are probed instead (EXISTS, by key): a page needs a few
 * hundred probes where the set may need every matching linked record. A row with no linked record has no match,
 * so a negated op holds for it either way (`not exists`; `is null or not in`).
 */
function throughLink<F extends FilterColumn>(b: Knex.QueryBuilder, term: ResolvedTerm<F>, ctx: FilterContext) {
  const through = term.column.through!;
  const negated = NEGATED[term.op];
  const related = { ...term, op: negated ?? term.op, column: through.column as F };
  if (ctx.probeLinks) {
    const linked = through
      .keys()
      .where(through.inner, ctx.knex.ref(through.outer))
      .where((w) => addNode(w, related, probeContext(ctx)))
      // Without a limit SQLite (3.53) may run a positive EXISTS on a page with no offset as a join that first
      // builds a Bloom filter of the related table's matching keys: the whole key set again (docs/PERFORMANCE.md).
      .limit(1);
    if (negated) b.whereNotExists(linked);
    else b.whereExists(linked);
    return;
  }
  const keys = through.keys().where((w) => addNode(w, related, relatedContext(ctx, through)));
  if (negated) b.whereNull(through.outer).orWhereNotIn(through.outer, keys);
  // `+column` (SQLite) is the column's value without its index: see FilterContext.scanThroughLinks.
  else if (ctx.scanThroughLinks) b.whereRaw('+?? in ?', [through.outer, keys]);
  else b.whereIn(through.outer, keys);
}

/**
 * The context of a probe of one row's linked records: they are read by key, so the term is tested on those rows
 * alone (a text index would read every candidate of the table first, once per statement).
 */
function probeContext(ctx: FilterContext): FilterContext {
  const { textIndex: _own, textKey: _ownKey, textTable: _ownTable, avoidTextIndex: _avoid, ...rest } = ctx;
  const { scanThroughLinks: _scan, probeLinks: _probe, ...probe } = rest;
  return probe;
}

/**
 * The context of a key set's filter, which reads the related table: its own text index serves a `like` there
 * (narrowed by its FTS5 or side table, data/text-index.ts). The set is computed whole
 * once, so hiding the index from it (`avoidTextIndex`) would only slow it down.
 */
function relatedContext(ctx: FilterContext, through: NonNullable<FilterColumn['through']>): FilterContext {
  const { textIndex: _own, textKey: _ownKey, textTable: _ownTable, avoidTextIndex: _avoid, ...rest } = ctx;
  const related = through.related;
  if (!related?.key || !ctx.textIndexOf) return rest;
  // The text filters ask by the term's column as they read it (filters/sql.ts `col`): the looked-up one's.
  const column = col({ column: through.column, op: 'like' });
  const index = ctx.textIndexOf(related.table, related.column);
  return {
    ...rest,
    textIndex: (c) => (c === column ? index : undefined),
    textKey: `${related.alias}.${related.key}`,
    textTable: { name: related.table, key: related.key },
  };
}

const opsByType = new Map<string, readonly FilterOp[]>();

/**
 * The ops a type takes in a `where`: those of its core definition that its backend definition's `filter` family
 * implements. An unknown or virtual type takes none.
 */
export function filterOpsFor(uidt: string): readonly FilterOp[] {
  let ops = opsByType.get(uidt);
  if (!ops) {
    const sql = Object.keys(backendFieldOf(uidt)?.filter ?? {});
    ops = (filterTypeInfo(uidt).filterOps as readonly FilterOp[]).filter((op) => sql.includes(op));
    opsByType.set(uidt, ops);
  }
  return ops;
}
