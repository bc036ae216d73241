import { asInstant } from '@basalt/core';

/** Meta rows read the same on every meta DB: SQLite and MySQL answer booleans as 0/1, timestamps vary. */

export function bool(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 't' || value === 'true';
}

export function num(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Timestamps as ISO text in UTC (SQLite's CURRENT_TIMESTAMP text is UTC). */
export function timestamp(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return asInstant(value)?.toISOString() ?? String(value);
}

/** A JSON text column as an object; anything unreadable is an empty object. */
export function jsonObject(value: unknown): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  if (typeof value !== 'string' || value === '') return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const str = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
