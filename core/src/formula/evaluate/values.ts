/**
 * Values while a formula is evaluated in TypeScript (the editor's preview, and the oracle the backend's SQL is tested
 * against). Behaviour: docs/FORMULAS.md.
 */
export type FormulaValue = string | number | boolean | Date | null;

export type FormulaErrorReason =
  | 'divisionByZero'
  | 'invalidNumber'
  | 'invalidDate'
  | 'invalidPattern'
  | 'invalidFormula'
  | 'deletedField'
  | 'circularReference';

/** A part that cannot be computed: passed up through the functions that use it, seen by ISERROR. */
export class FormulaError {
  constructor(readonly reason: FormulaErrorReason) {}
}

export type Outcome = FormulaValue | FormulaError;

export const isError = (value: Outcome): value is FormulaError => value instanceof FormulaError;

/** A number result, or an error where arithmetic left the numbers (NaN, ±Infinity). */
export function numberOutcome(value: number): number | FormulaError {
  if (!Number.isFinite(value)) return new FormulaError('invalidNumber');
  return value === 0 ? 0 : value; // no -0: databases have none
}

/** A value read as a number: booleans as 1 and 0, numeric text as its number; blank (null) otherwise. */
export function toNumber(value: FormulaValue): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') return readNumber(value);
  return null;
}

const NUMBER_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/** The number a text holds, surrounding spaces ignored; null when it holds none. */
export function readNumber(text: string): number | null {
  const trimmed = text.trim();
  return NUMBER_TEXT.test(trimmed) ? Number(trimmed) : null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD` of a date, in UTC. */
export function dateText(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** `YYYY-MM-DD HH:mm:ss` of a date, in UTC. */
export function dateTimeText(date: Date): string {
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  return `${dateText(date)} ${time}`;
}

/** A value as text: blank is empty, true/false are `true`/`false`, dates `YYYY-MM-DD HH:mm:ss` (UTC). */
export function toText(value: FormulaValue): string {
  if (value === null) return '';
  if (value instanceof Date) return dateTimeText(value);
  return String(value);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A value read as a date: a date itself, or ISO text (UTC unless it names an offset). Blank stays blank. */
export function toDate(value: FormulaValue): Date | null | FormulaError {
  if (value === null || value === '') return null;
  if (value instanceof Date) return value;
  if (typeof value !== 'string' || !ISO_DATE.test(value.trim())) return new FormulaError('invalidDate');
  const text = value.trim().replace(' ', 'T');
  const withZone = /[zZ]|[+-]\d{2}:?\d{2}$/.test(text.slice(10))
    ? text
    : `${text.length === 10 ? `${text}T00:00` : text}Z`;
  const date = new Date(withZone);
  return Number.isNaN(date.getTime()) ? new FormulaError('invalidDate') : date;
}

/** Whether a value counts as true: blank, 0, empty text and false do not. */
export function isTruthy(value: FormulaValue): boolean {
  if (value === null) return false;
  if (typeof value === 'string') return value !== '';
  if (typeof value === 'number') return value !== 0;
  return value instanceof Date || value;
}

/** `a` against `b` for `<`, `>`…: negative, 0, positive; null when either is blank or they do not compare. */
export function compareValues(a: FormulaValue, b: FormulaValue): number | null {
  if (a === null || b === null) return null;
  if (a instanceof Date || b instanceof Date) {
    const x = toDate(a);
    const y = toDate(b);
    if (!(x instanceof Date) || !(y instanceof Date)) return null;
    return x.getTime() - y.getTime();
  }
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  const x = toNumber(a);
  const y = toNumber(b);
  return x === null || y === null ? null : x - y;
}

/** `=`: blank equals only blank; text compares case-sensitively; a date equals ISO text of the same moment. */
export function valuesEqual(a: FormulaValue, b: FormulaValue): boolean {
  if (a === null || b === null) return a === b;
  if (typeof a === 'string' && typeof b === 'string') return a === b;
  return compareValues(a, b) === 0;
}
