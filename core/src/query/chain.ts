import type { WhereGroup, WhereNode } from './types.js';

/** A connective as written before a term or group: `~and`, `~or`, `~not`, `~andnot`, `~ornot`. */
export type ConnectiveToken = 'and' | 'or' | 'not' | 'andnot' | 'ornot';

/**
 * The items of one level of a `where`, combined left to right as docs/API.md §2.1 describes (`A ~or B ~and C` is
 * `(A or B) and C`). `~not` and `~andnot` mean "and not", `~ornot` "or not"; before the first item the connective
 * only matters for its negation.
 */
export interface Chain {
  acc: WhereNode | null;
  /** `acc` is a group this chain built, so an item with the same connective extends it. */
  open: boolean;
}

export const newChain = (): Chain => ({ acc: null, open: false });

/** `node` negated: a group that is not yet negated takes the flag, anything else is wrapped. */
export function negate(node: WhereNode): WhereGroup {
  if (node.type === 'group' && !node.not) return { ...node, not: true };
  return { type: 'group', connective: 'and', not: true, children: [node] };
}

export function pushItem(chain: Chain, token: ConnectiveToken | null, node: WhereNode): void {
  const item = token === 'not' || token === 'andnot' || token === 'ornot' ? negate(node) : node;
  if (chain.acc === null) {
    chain.acc = item;
    return;
  }
  const connective = token === 'or' || token === 'ornot' ? 'or' : 'and';
  if (chain.open && chain.acc.type === 'group' && chain.acc.connective === connective) {
    chain.acc.children.push(item);
  } else {
    chain.acc = { type: 'group', connective, children: [chain.acc, item] };
    chain.open = true;
  }
}

/** The root group: an empty `and` group when there is nothing, a one-term `and` group around a lone term. */
export function rootOf(node: WhereNode | null): WhereGroup {
  if (node === null) return { type: 'group', connective: 'and', children: [] };
  return node.type === 'group' ? node : { type: 'group', connective: 'and', children: [node] };
}
