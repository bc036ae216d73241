import { filterTypeInfo, type FilterOp, type ResolvedNode } from '@basalt/core';
import type { Knex } from 'knex';
import { BACKEND_FIELDS, backendFieldOf } from '../../fields/registry';
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
