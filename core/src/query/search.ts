import { asInstant, asNumber, asTime } from '../fields/coerce.js';
import type { FilterOp } from '../fields/filter-ops.js';
import { filterTypeInfo } from './ops.js';
import type { FilterField, WhereGroup, WhereTerm } from './types.js';
import { normalizeWhere } from './where-ast.js';

const KEY = /^-?\d{1,15}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Quick search (docs/PRODUCT.md §5): fields whose type searches as text (the registry's `textSearch`: SingleLineText,
 * LongText, Email, URL, PhoneNumber, selects, links, lookups...) match `like %text%`; the others match `eq` only where
 * the text can be one of their values (a number, a whole-number key, true/false, a YYYY-MM-DD date as `exactDate`, a
 * time). Types whose values cannot be compared to text (Attachment, JSON, Geometry, Formula) are skipped.
 *
 * The terms are ORed. Blank text gives an empty group (no filter); `null` means no field can hold the text, so no row
 * matches.
 */
export function searchFilter(fields: readonly FilterField[], text: string): WhereGroup | null {
  if (typeof text !== 'string' || text.trim() === '') return { type: 'group', connective: 'and', children: [] };
  const children = fields.map((field) => searchTerm(field, text)).filter((term): term is WhereTerm => term !== null);
  if (children.length === 0) return null;
  return normalizeWhere({ type: 'group', connective: 'or', children });
}

function searchTerm(field: FilterField, text: string): WhereTerm | null {
  const info = filterTypeInfo(field.uidt);
  const has = (op: FilterOp) => info.filterOps.includes(op);
  const term = (op: FilterOp, value: string): WhereTerm => ({ type: 'term', field: field.title, op, value });
  if (info.textSearch) return has('like') ? term('like', `%${text}%`) : null;
  if (!has('eq')) return null;
  const trimmed = text.trim();
  switch (info.valueKind) {
    case 'number':
      return asNumber(trimmed) === undefined ? null : term('eq', trimmed);
    case 'key':
      return KEY.test(trimmed) ? term('eq', trimmed) : null;
    case 'boolean': {
      const word = trimmed.toLowerCase();
      return word === 'true' || word === 'false' ? term('eq', word) : null;
    }
    case 'date':
      return DATE.test(trimmed) && asInstant(trimmed) ? { ...term('eq', trimmed), subOp: 'exactDate' } : null;
    case 'time':
      return asTime(trimmed) === undefined ? null : term('eq', trimmed);
    default:
      return null;
  }
}
