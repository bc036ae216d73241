import { asInstant, asNumber, asTime } from '../fields/coerce.js';
import {
  IS_VALUES,
  isDateSubOp,
  isIsValue,
  isListOp,
  isRangeOp,
  isSubOpOp,
  isValuelessOp,
  subOpsFor,
  subOpValue,
  type DateSubOp,
} from './ops.js';
import type { ValueKind } from '../fields/field.js';
import { fail, quote } from './text.js';
import type { FilterField, FilterScalar, FilterValue, QueryError, WhereTerm } from './types.js';

export interface TermValue {
  subOp?: DateSubOp;
  value?: FilterValue;
}

const KEY = /^-?\d{1,15}$/;
const DAYS = /^\d{1,6}$/;

/** A term's sub-op and value, read for its field's value kind (docs/API.md §2.1 "value coercion"). */
export function resolveTermValue(term: WhereTerm, column: FilterField, kind: ValueKind): TermValue | QueryError {
  const { op, subOp, value } = term;
  const on = `${quote(op)} on ${quote(column.title)} (${column.uidt})`;
  if (isValuelessOp(op)) return subOp === undefined ? {} : fail(`${on} takes no sub-op, got ${quote(subOp)}`);
  if (kind === 'date' && isSubOpOp(op)) return dateSubOp(term, on);
  if (subOp !== undefined) {
    const why = kind === 'date' ? '' : ': sub-ops are for date fields';
    return fail(`${on} takes no date sub-op, got ${quote(subOp)}${why}`);
  }
  if (value === undefined) return fail(`${on} needs a value`);
  // No SQL database keeps a NUL in text (PostgreSQL refuses it outright), so no value with one can match.
  if (value.includes('\u0000')) return fail(`Bad value for ${on}: it contains a NUL character`);
  if (op === 'is' || op === 'isnot') {
    return isIsValue(value)
      ? { value }
      : fail(`Bad value ${quote(value)} for ${on}: expected one of ${IS_VALUES.join(', ')}`);
  }
  if (isListOp(op) || isRangeOp(op)) {
    const parts = value.split(',');
    if (isRangeOp(op) && parts.length !== 2) return fail(`${on} needs two values, as in low,high; got ${quote(value)}`);
    const list: FilterScalar[] = [];
    for (const part of parts) {
      const item = scalar(kind, part, on);
      if (typeof item === 'object') return item;
      list.push(item);
    }
    return { value: list };
  }
  const single = scalar(kind, value, on);
  return typeof single === 'object' ? single : { value: single };
}

function scalar(kind: ValueKind, text: string, on: string): FilterScalar | QueryError {
  const trimmed = text.trim();
  switch (kind) {
    case 'number':
      return asNumber(trimmed) ?? fail(`${on} needs a number, got ${quote(text)}`);
    case 'boolean': {
      const word = trimmed.toLowerCase();
      if (word === 'true' || word === '1') return true;
      if (word === 'false' || word === '0') return false;
      return fail(`${on} needs true or false, got ${quote(text)}`);
    }
    case 'date':
      return asInstant(trimmed) ? trimmed : fail(`${on} needs a date (YYYY-MM-DD), got ${quote(text)}`);
    case 'time':
      return asTime(trimmed) ?? fail(`${on} needs a time (HH:mm[:ss]), got ${quote(text)}`);
    case 'key':
      return KEY.test(trimmed) ? Number(trimmed) : text;
    default:
      return text;
  }
}

/** On a date field the value starts with a sub-op: `today`, `daysAgo,3`, `exactDate,2023-04-01`, `pastWeek`... */
function dateSubOp(term: WhereTerm, on: string): TermValue | QueryError {
  const { op } = term;
  const allowed = subOpsFor(op);
  let { subOp, value } = term;
  if (subOp === undefined) {
    const text = value ?? '';
    const comma = text.indexOf(',');
    const head = comma === -1 ? text : text.slice(0, comma);
    if (!isDateSubOp(head)) {
      return fail(`${on} needs a date sub-op first (${allowed.join(', ')}); got ${quote(head)}`);
    }
    subOp = head;
    value = comma === -1 ? undefined : text.slice(comma + 1);
  }
  if (!allowed.includes(subOp)) {
    return fail(`Sub-op ${quote(subOp)} is not supported for ${on}: use one of ${allowed.join(', ')}`);
  }
  const given = value?.trim() ?? '';
  switch (subOpValue(subOp)) {
    case 'none':
      return given === '' ? { subOp } : fail(`Sub-op ${quote(subOp)} of ${on} takes no value, got ${quote(given)}`);
    case 'days':
      return DAYS.test(given)
        ? { subOp, value: Number(given) }
        : fail(`Sub-op ${quote(subOp)} of ${on} needs a whole number of days, got ${quote(given)}`);
    case 'date':
      return asInstant(given)
        ? { subOp, value: given }
        : fail(`Sub-op ${quote(subOp)} of ${on} needs a date (YYYY-MM-DD), got ${quote(given)}`);
  }
}
