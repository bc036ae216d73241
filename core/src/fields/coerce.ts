import type { ParseResult } from './field.js';

export const ok = <T>(value: T): ParseResult<T> => ({ ok: true, value });
export const fail = (error: string): ParseResult<never> => ({ ok: false, error });

/** A value as a short quoted text for messages. */
export function shown(value: unknown): string {
  let text: string;
  if (typeof value === 'string') text = value;
  else if (value instanceof Date) text = value.toISOString();
  else text = JSON.stringify(value) ?? String(value);
  return `"${text.length > 40 ? `${text.slice(0, 37)}...` : text}"`;
}

/** No value: undefined, null, or (for non-text types) an empty or blank string. */
export function isEmpty(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
}

/** Any scalar or structure as text: numbers and booleans as written, dates as ISO, structures as JSON. */
export function asText(input: unknown): string {
  if (typeof input === 'string') return input;
  if (input instanceof Date) return input.toISOString();
  if (typeof input === 'object') return JSON.stringify(input);
  return String(input);
}

const NUMERIC = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;

/** A finite number from a number, a numeric string or a boolean; undefined otherwise. */
export function asNumber(input: unknown): number | undefined {
  if (typeof input === 'number') return Number.isFinite(input) ? input : undefined;
  if (typeof input === 'bigint') return Number(input);
  if (typeof input === 'boolean') return input ? 1 : 0;
  if (typeof input === 'string' && NUMERIC.test(input.trim())) {
    const n = Number(input.trim());
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

export function parseNumberField(
  input: unknown,
  label: string,
  opts: { integer?: boolean; min?: number; max?: number } = {},
): ParseResult<number | null> {
  if (isEmpty(input)) return ok(null);
  const n = asNumber(input);
  if (n === undefined) return fail(`${shown(input)} is not a valid ${label}`);
  if (opts.integer && !Number.isSafeInteger(n)) return fail(`${label} must be a whole number, got ${shown(input)}`);
  if (opts.min !== undefined && n < opts.min) return fail(`${label} must be at least ${opts.min}`);
  if (opts.max !== undefined && n > opts.max) return fail(`${label} must be at most ${opts.max}`);
  return ok(n);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function validDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** `text` itself when it is exactly a valid calendar day `YYYY-MM-DD` (the common case, read without a Date). */
export function plainDate(text: string): string | undefined {
  const m = text.length === 10 ? PLAIN_DATE.exec(text) : null;
  if (!m) return undefined;
  const [y, mo, d] = [+m[1]!, +m[2]!, +m[3]!];
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  const days = mo === 2 && leap ? 29 : DAYS_IN_MONTH[mo - 1];
  // Years before 100 go through the general path (Date.UTC reads them as 19xx there).
  return y >= 100 && days !== undefined && d >= 1 && d <= days ? text : undefined;
}

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?\s*(Z|[+-]\d{2}:?\d{2})?)?$/i;

/** An instant from a Date, epoch milliseconds or an ISO-like string; a string without offset is UTC. */
export function asInstant(input: unknown): Date | undefined {
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? undefined : input;
  if (typeof input === 'number') return Number.isFinite(input) ? new Date(input) : undefined;
  if (typeof input !== 'string') return undefined;
  const m = DATE_TIME.exec(input.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0', zone] = m;
  if (!validDate(+y!, +mo!, +d!) || +h > 23 || +mi > 59 || +s > 59) return undefined;
  const ms = Math.round(Number(`0.${frac}`) * 1000);
  let time = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s, ms);
  if (zone && zone.toUpperCase() !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    time -= sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
  }
  return new Date(time);
}

/** `YYYY-MM-DD` of an instant, in UTC. */
export function utcDate(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/** `HH:mm:ss` from `H:mm`, `HH:mm:ss[.fff]`, or the time part of a date-time. */
export function asTime(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  const text = input.trim();
  const m = TIME.exec(text);
  if (m) {
    const [, h, mi, s = '0'] = m;
    if (+h! > 23 || +mi! > 59 || +s > 59) return undefined;
    return `${pad(+h!)}:${pad(+mi!)}:${pad(+s)}`;
  }
  const instant = asInstant(text);
  return instant && text.length > 10 ? instant.toISOString().slice(11, 19) : undefined;
}
