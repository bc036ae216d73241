import type { FilterOp } from '../fields/filter-ops.js';
import { MAX_WHERE_DEPTH, filterTypeInfo, isFilterOp } from './ops.js';
import { resolveTermValue } from './term-value.js';
import { fail, quote } from './text.js';
import {
  isQueryError,
  type FilterField,
  type QueryError,
  type ResolvedGroup,
  type ResolvedNode,
  type ResolvedTerm,
  type WhereGroup,
  type WhereNode,
  type WhereTerm,
} from './types.js';

export interface ValidateOptions {
  /**
   * A term naming no field: `'ignore'` drops it, as NocoDB does (docs/API.md §2.1, §7 point 5: unknown titles ignored);
   * `'error'` refuses the query with `Field "X" not found`. Default `'ignore'`.
   */
  unknownFields?: 'ignore' | 'error';
  /** The ops a field type takes; defaults to the field registry (`filterTypeInfo`). */
  filterOpsFor?: (uidt: string) => readonly FilterOp[] | undefined;
}

/** Finds a field by title, else by `column_name`, else by id (the JSON forms name fields by id). */
export function filterFieldFinder<F extends FilterField>(fields: readonly F[]): (name: string) => F | undefined {
  const byTitle = new Map<string, F>();
  const byName = new Map<string, F>();
  const byId = new Map<string, F>();
  for (const field of fields) {
    if (!byTitle.has(field.title)) byTitle.set(field.title, field);
    if (field.column_name !== undefined && !byName.has(field.column_name)) byName.set(field.column_name, field);
    if (field.id !== undefined && !byId.has(field.id)) byId.set(field.id, field);
  }
  return (name) => byTitle.get(name) ?? byName.get(name) ?? byId.get(name);
}

/**
 * Resolves a parsed `where` against a table's fields: finds each term's field, checks the op applies to the field's
 * type, and coerces the value (numbers, booleans, date sub-ops, lists for `in`/`anyof`/..., `[low, high]` for
 * `btw`). Groups left empty by ignored terms are dropped. The answer is the resolved AST or a 400-style `{error}`.
 */
export function validateWhere<F extends FilterField>(
  ast: WhereGroup,
  fields: readonly F[],
  options: ValidateOptions = {},
): ResolvedGroup<F> | QueryError {
  const find = filterFieldFinder(fields);
  // The root is a group and is kept even when empty, so this is never null.
  return resolveNode(ast, 0) as ResolvedGroup<F> | QueryError;

  function resolveNode(node: WhereNode, depth: number): ResolvedNode<F> | QueryError | null {
    if (node.type === 'term') return resolveTerm(node);
    if (depth > MAX_WHERE_DEPTH) return fail(`Groups nest deeper than ${MAX_WHERE_DEPTH} levels`);
    const children: ResolvedNode<F>[] = [];
    for (const child of node.children) {
      const result = resolveNode(child, depth + 1);
      if (isQueryError(result)) return result;
      if (result !== null) children.push(result);
    }
    if (children.length === 0 && depth > 0) return null;
    const group: ResolvedGroup<F> = { type: 'group', connective: node.connective, children };
    if (node.not) group.not = true;
    return group;
  }

  function resolveTerm(term: WhereTerm): ResolvedTerm<F> | QueryError | null {
    const column = find(term.field);
    if (!column) return options.unknownFields === 'error' ? fail(`Field ${quote(term.field)} not found`) : null;
    const { op } = term;
    if (!isFilterOp(op)) return fail(`${quote(String(op))} is not supported: unknown comparison op`);
    const info = filterTypeInfo(column.uidt);
    const ops = options.filterOpsFor?.(column.uidt) ?? info.filterOps;
    if (!ops.includes(op)) {
      return fail(`${quote(op)} is not supported for field ${quote(column.title)} (${column.uidt})`);
    }
    const resolved = resolveTermValue(term, column, info.valueKind);
    if (isQueryError(resolved)) return resolved;
    const out: ResolvedTerm<F> = { type: 'term', field: column.title, column, op };
    if (resolved.subOp !== undefined) out.subOp = resolved.subOp;
    if (resolved.value !== undefined) out.value = resolved.value;
    return out;
  }
}
