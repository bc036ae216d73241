import { negate, rootOf } from './chain.js';
import type { FilterField, ResolvedNode, ResolvedTerm, WhereGroup, WhereNode, WhereTerm } from './types.js';

function normalizeNode(node: WhereNode): WhereNode | null {
  if (node.type === 'term') {
    const term: WhereTerm = { type: 'term', field: node.field, op: node.op };
    if (node.subOp !== undefined) term.subOp = node.subOp;
    if (node.value !== undefined) term.value = node.value;
    return term;
  }
  const children = node.children.map(normalizeNode).filter((child): child is WhereNode => child !== null);
  if (children.length === 0) return null;
  if (children.length === 1) return node.not ? negate(children[0]!) : children[0]!;
  const group: WhereGroup = { type: 'group', connective: node.connective, children };
  if (node.not) group.not = true;
  return group;
}

/**
 * The canonical form of an AST, the one `parseWhere` produces: empty groups dropped, a group of one child replaced
 * by that child (negated if the group was), `not` present only when true, no `undefined` keys. The root stays a group.
 * `parseWhere(toWhereString(ast))` deep-equals `normalizeWhere(ast)` (for terms without a `subOp`).
 */
export function normalizeWhere(ast: WhereGroup): WhereGroup {
  return rootOf(normalizeNode(ast));
}

/** ANDs several `where` ASTs (a view's filters, `filterArrJson`, `where`), dropping empty ones. */
export function combineWhere(...groups: WhereGroup[]): WhereGroup {
  return normalizeWhere({ type: 'group', connective: 'and', children: groups });
}

/** Every term of an AST, depth first. */
export function whereTerms<F extends FilterField>(node: ResolvedNode<F>): ResolvedTerm<F>[];
export function whereTerms(node: WhereNode): WhereTerm[];
export function whereTerms(node: WhereNode | ResolvedNode): Array<WhereTerm | ResolvedTerm> {
  if (node.type === 'term') return [node];
  return (node.children as Array<WhereNode | ResolvedNode>).flatMap((child) => whereTerms(child as WhereNode));
}
