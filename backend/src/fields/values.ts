import { asInstant } from '@basalt/core';
import type { SqlDialect } from '../data/dialect';

/** DB <-> API value mappings shared by several field types. */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function textFromDb(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Buffer.isBuffer(value)) return value.toString('utf8');
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export const textToDb = (value: unknown): string | null => (value === null ? null : String(value));

/** Numbers: PostgreSQL's bigint and numeric, and MySQL's decimal, arrive as strings. */
export function numberFromDb(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

export const numberToDb = (value: unknown): number | null => (value === null ? null : Number(value));

export function booleanFromDb(value: unknown): boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return ['1', 't', 'true'].includes(value.toLowerCase());
  if (Buffer.isBuffer(value)) return value[0] === 1;
  return Boolean(Number(value));
}

/** SQLite and MySQL keep booleans as 0/1. */
export function booleanToDb(value: unknown, dialect: SqlDialect): boolean | number | null {
  if (value === null) return null;
  return dialect === 'sqlite' || dialect === 'mysql' ? (value ? 1 : 0) : Boolean(value);
}

/** A DATE: the pg and mysql drivers build a Date at local midnight; SQLite keeps the text. */
export function dateFromDb(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date)
    return `${pad(value.getFullYear(), 4)}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  return String(value).slice(0, 10);
}

const digit = (text: string, at: number) => text.charCodeAt(at) - 48;
const twoDigits = (text: string, at: number) => digit(text, at) * 10 + digit(text, at + 1);
const isDigits = (text: string, from: number, to: number) => {
  for (let i = from; i < to; i++) if (text.charCodeAt(i) < 48 || text.charCodeAt(i) > 57) return false;
  return true;
};
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * SQLite's UTC text (`YYYY-MM-DD HH:MM:SS` or with `.s`-`.sss`, as CURRENT_TIMESTAMP and `instantToDb` write it)
 * as ISO 8601, without building a Date: the same answer as `asInstant(text).toISOString()`, read per row of every
 * page. Anything else (or an impossible date) is undefined, for the general path.
 */
function sqliteUtcToIso(text: string): string | undefined {
  const length = text.length;
  if (length !== 19 && !(length >= 21 && length <= 23 && text[19] === '.')) return undefined;
  if (text[4] !== '-' || text[7] !== '-' || text[10] !== ' ' || text[13] !== ':' || text[16] !== ':') return undefined;
  if (!isDigits(text, 0, 4) || !isDigits(text, 5, 7) || !isDigits(text, 8, 10) || !isDigits(text, 11, 13))
    return undefined;
  if (!isDigits(text, 14, 16) || !isDigits(text, 17, 19) || (length > 19 && !isDigits(text, 20, length)))
    return undefined;
  const year = twoDigits(text, 0) * 100 + twoDigits(text, 2);
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
  if (!days || day < 1 || day > days || twoDigits(text, 11) > 23 || twoDigits(text, 14) > 59) return undefined;
  if (twoDigits(text, 17) > 59) return undefined;
  const ms = length > 19 ? text.slice(20).padEnd(3, '0') : '000';
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${ms}Z`;
}

/** An instant: drivers give Dates; SQLite keeps UTC text (`YYYY-MM-DD HH:MM:SS[.sss]`, as CURRENT_TIMESTAMP). */
export function instantFromDb(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const fast = sqliteUtcToIso(value);
    if (fast !== undefined) return fast;
  }
  const instant = asInstant(value);
  return instant ? instant.toISOString() : String(value);
}

/** SQLite gets UTC text; PostgreSQL (timestamptz) ISO text; mysql2 and mssql a Date, written in the session zone. */
export function instantToDb(value: unknown, dialect: SqlDialect): string | Date | null {
  if (value === null) return null;
  const instant = asInstant(value);
  if (!instant) return String(value);
  if (dialect === 'pg') return instant.toISOString();
  if (dialect === 'sqlite') {
    const iso = instant.toISOString();
    return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${instant.getUTCMilliseconds() ? iso.slice(19, 23) : ''}`;
  }
  return instant;
}

export function timeFromDb(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(11, 19);
  return String(value).slice(0, 8);
}

/** JSON text: SQLite and MariaDB return the text, PostgreSQL and MySQL the parsed value. */
export function jsonFromDb(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Buffer.isBuffer(value)) value = value.toString('utf8');
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export const jsonToDb = (value: unknown): string | null => (value === null ? null : JSON.stringify(value));
