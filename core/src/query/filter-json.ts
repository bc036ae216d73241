import { newChain, pushItem, rootOf, type Chain, type ConnectiveToken } from './chain.js';
import {
  IS_VALUES,
  MAX_WHERE_DEPTH,
  MAX_WHERE_TERMS,
  isDateSubOp,
  isFilterOp,
  isIsValue,
  isValuelessOp,
  subOpValue,
} from './ops.js';
import { fail, isRecord, quote, readJson } from './text.js';
import type { QueryError, WhereResult, WhereTerm } from './types.js';

export const MAX_FILTER_JSON_LENGTH = 262_144;

/**
 * `filterArrJson` (docs/API.md §1.11): a JSON array (text or parsed) of Filter objects `{fk_column_id, comparison_op,
 * comparison_sub_op?, value, logical_op, is_group, children?}`, giving the same AST as `parseWhere` with the column id
 * as `field`. Each `logical_op` joins a filter to the ones before it, left to right, as in a `where` string.
 * Unfinished filters the GUI sends while one is being edited (an op that needs a value, with a null value) are
 * skipped, and so are values left on value-less ops; everything else that is malformed gives `{error}`.
 */
export function parseFilterArrJson(input: unknown): WhereResult {
  const read = readJson(input, 'filterArrJson', MAX_FILTER_JSON_LENGTH);
  if ('error' in read) return read;
  if (!Array.isArray(read.data)) return fail('filterArrJson must be a JSON array of filters');
  const chain = newChain();
  const error = addFilters(read.data, chain, 'filterArrJson', 0, { terms: 0 });
  return error ?? rootOf(chain.acc);
}

function addFilters(
  list: readonly unknown[],
  chain: Chain,
  path: string,
  depth: number,
  count: { terms: number },
): QueryError | undefined {
  for (const [i, filter] of list.entries()) {
    const at = `${path}[${i}]`;
    if (!isRecord(filter)) return fail(`${at} must be an object`);
    const token = logicalOp(filter.logical_op);
    if (token === undefined)
      return fail(`${at}.logical_op must be and, or or not, got ${quote(String(filter.logical_op))}`);
    if (filter.is_group === true || filter.is_group === 1) {
      if (depth >= MAX_WHERE_DEPTH) return fail(`${at}: groups nest deeper than ${MAX_WHERE_DEPTH} levels`);
      const children = filter.children ?? [];
      if (!Array.isArray(children)) return fail(`${at}.children must be an array`);
      const inner = newChain();
      const error = addFilters(children, inner, `${at}.children`, depth + 1, count);
      if (error) return error;
      if (inner.acc) pushItem(chain, token, inner.acc);
      continue;
    }
    const term = readTerm(filter, at);
    if (term === null) continue;
    if ('error' in term) return term;
    if (++count.terms > MAX_WHERE_TERMS) return fail(`filterArrJson has more than ${MAX_WHERE_TERMS} filters`);
    pushItem(chain, token, term);
  }
  return undefined;
}

function logicalOp(value: unknown): ConnectiveToken | undefined {
  if (value === undefined || value === null || value === '') return 'and';
  return value === 'and' || value === 'or' || value === 'not' ? value : undefined;
}

function readTerm(filter: Record<string, unknown>, at: string): WhereTerm | QueryError | null {
  const { fk_column_id: field, comparison_op: op, comparison_sub_op: sub, value: raw } = filter;
  if (typeof field !== 'string' || !field.trim()) return fail(`${at}.fk_column_id must be a non-empty string`);
  if (!isFilterOp(op)) return fail(`${at}.comparison_op: ${quote(String(op))} is not supported`);
  if (isValuelessOp(op)) return { type: 'term', field, op };
  const subOp = sub === undefined || sub === null || sub === '' ? undefined : sub;
  if (subOp !== undefined && !isDateSubOp(subOp)) {
    return fail(`${at}.comparison_sub_op: ${quote(String(subOp))} is not supported`);
  }
  let value: string | undefined;
  if (typeof raw === 'string') value = raw;
  else if (typeof raw === 'number' || typeof raw === 'boolean') value = String(raw);
  else if (Array.isArray(raw) && raw.every((item) => ['string', 'number', 'boolean'].includes(typeof item))) {
    value = raw.map(String).join(',');
  } else if (raw !== undefined && raw !== null) {
    return fail(`${at}.value must be a string, number, boolean, list of those, or null`);
  }
  if (value === undefined && (subOp === undefined || subOpValue(subOp) !== 'none')) return null;
  if ((op === 'is' || op === 'isnot') && !isIsValue(value)) {
    return fail(
      `${at}.value: bad value ${quote(String(value))} for ${quote(op)}, expected one of ${IS_VALUES.join(', ')}`,
    );
  }
  const term: WhereTerm = { type: 'term', field, op };
  if (subOp !== undefined) term.subOp = subOp;
  if (value !== undefined) term.value = value;
  return term;
}
