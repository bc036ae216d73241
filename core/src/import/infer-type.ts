import { asNumber, isEmpty } from '../fields/coerce.js';
import { fieldOf } from '../fields/registry.js';
import type { UIType } from '../fields/ui-types.js';
import { SINGLE_LINE_TEXT_MAX } from '../fields/types/single-line-text.js';
import { dayFormatOf } from './date-formats.js';
import { dtxpOf } from './dtxp-text.js';
import type { ImportColumn, ImportValue } from './types.js';

/** At most this many options make a select field (docs/IMPORT.md, types). */
export const IMPORT_SELECT_MAX_OPTIONS = 64;

export type InferredType = Pick<ImportColumn, 'uidt' | 'dtxp' | 'meta'>;

const TEXT: InferredType = { uidt: 'SingleLineText' };

/** Whether the field type reads the value (its own rules, core/src/fields/types). */
const reads = (uidt: UIType, value: unknown) => fieldOf(uidt)!.parse(value).ok;

function longerThanSingleLine(text: string): boolean {
  return /[\r\n]/.test(text) || [...text].length > SINGLE_LINE_TEXT_MAX;
}

/** A number as written in the file: an Excel number or a numeric text (not a boolean); undefined otherwise. */
const numberOf = (value: ImportValue) => (typeof value === 'boolean' ? undefined : asNumber(value));

/** Boolean-like: a real boolean, 1 or 0, or a word the Checkbox field reads (checked, x, yes, ✓, off…). */
function booleanLike(value: ImportValue): boolean {
  if (typeof value === 'boolean') return true;
  const n = numberOf(value);
  if (n !== undefined) return n === 0 || n === 1;
  return reads('Checkbox', value);
}

/** The amount of `$1,234.50` (thousands commas allowed), or undefined when the text is not a dollar amount. */
export function dollarAmount(value: ImportValue): number | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^\s*(-?)\s*\$\s*(-?)([\d,]*\.?\d*)\s*$/.exec(value);
  if (!m || !/\d/.test(m[3]!) || !/^(?:\d{1,3}(?:,\d{3})*|\d+)?(?:\.\d*)?$/.test(m[3]!)) return undefined;
  const n = Number(m[3]!.replace(/,/g, ''));
  return m[1] || m[2] ? -n : n;
}

/** Distinct values, case-insensitively, keeping the first spelling met. */
function distinct(values: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const value of values) if (!seen.has(value.toLowerCase())) seen.set(value.toLowerCase(), value);
  return [...seen.values()];
}

function selectType(texts: readonly string[]): InferredType {
  const values = distinct(texts.map((t) => t.trim()));
  if (values.length === 1)
    return reads('Checkbox', values[0]) ? { uidt: 'Checkbox' } : selectOf('SingleSelect', values);
  if (values.length > texts.length / 2) return TEXT;
  if (texts.some((t) => t.includes(','))) {
    const parts = distinct(
      texts
        .flatMap((t) => t.split(','))
        .map((p) => p.trim())
        .filter(Boolean),
    );
    return parts.length <= IMPORT_SELECT_MAX_OPTIONS ? selectOf('MultiSelect', parts) : TEXT;
  }
  return values.length <= IMPORT_SELECT_MAX_OPTIONS ? selectOf('SingleSelect', values) : TEXT;
}

function selectOf(uidt: 'SingleSelect' | 'MultiSelect', titles: readonly string[]): InferredType {
  return { uidt, dtxp: dtxpOf(titles) };
}

/**
 * The field type for a column's sampled values (docs/IMPORT.md, types), rule by rule in this order: long text,
 * boolean-like, numbers, dollar amounts, days, e-mail addresses, URLs, select fields, else single-line text.
 * Empty cells say nothing; a column with no values at all stays text.
 */
export function inferColumnType(sample: readonly ImportValue[]): InferredType {
  const values = sample.filter((v) => !isEmpty(v));
  if (values.length === 0) return TEXT;
  const texts = values.map((v) => String(v));
  if (values.some((v) => typeof v === 'string' && longerThanSingleLine(v))) return { uidt: 'LongText' };
  if (values.every(booleanLike)) return { uidt: 'Checkbox' };
  if (values.some((v) => typeof v === 'boolean')) return TEXT;
  const numbers = values.map(numberOf);
  if (numbers.every((n) => n !== undefined)) {
    return numbers.every((n) => Number.isSafeInteger(n)) ? { uidt: 'Number' } : { uidt: 'Decimal' };
  }
  if (values.every((v) => dollarAmount(v) !== undefined)) return { uidt: 'Currency', meta: { currency_code: 'USD' } };
  if (values.every((v) => typeof v === 'string')) {
    const day = dayFormatOf(texts);
    if (day) return { uidt: 'Date', meta: { date_format: day.format } };
    if (values.every((v) => reads('Email', v))) return { uidt: 'Email' };
    if (values.every((v) => reads('URL', v))) return { uidt: 'URL' };
  }
  return selectType(texts);
}
