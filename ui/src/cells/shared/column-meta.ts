import type { ColumnMeta } from '@basalt/core';

/**
 * A column's display settings (`column.meta`, an object or its JSON text). The keys the cells read:
 * - Decimal, Currency, Percent: `precision` (digits after the point)
 * - Currency: `currency_code` (ISO 4217, default USD), `currency_locale` (BCP 47, default the interface language)
 * - Date, DateTime: `date_format` (tokens YYYY, YY, MM, M, DD, D; default YYYY-MM-DD)
 * - DateTime, Time: `time_format` (HH, H, hh, h, mm, ss, A; default HH:mm)
 * - Duration: `duration` (`h:mm`, `h:mm:ss`, `h:mm:ss.s`, `h:mm:ss.ss`, `h:mm:ss.sss`, or its index 0-4)
 * - Rating: `max` (1-10, default 5), `icon` (star, heart, circle, flag, thumb), `color`
 */
export type CellMeta = Record<string, unknown>;

const parsedText = new Map<string, CellMeta>();

/** The column's meta as an object (parsed once per column object: Display calls this for every cell). */
export function metaOf(column: ColumnMeta): CellMeta {
  const meta = column.meta;
  if (!meta) return {};
  if (typeof meta === 'object') return meta;
  const known = parsedText.get(meta);
  if (known) return known;
  let value: CellMeta = {};
  try {
    const json: unknown = JSON.parse(meta);
    if (json && typeof json === 'object' && !Array.isArray(json)) value = json as CellMeta;
  } catch {
    // Unreadable meta: the defaults apply.
  }
  if (parsedText.size > 500) parsedText.clear();
  parsedText.set(meta, value);
  return value;
}

/** A whole number from the meta within [min, max], else the fallback. */
export function metaInt(meta: CellMeta, key: string, min: number, max: number, fallback: number): number {
  const n = Number(meta[key]);
  return meta[key] !== undefined && meta[key] !== null && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

/** A non-empty string from the meta, else undefined. */
export function metaText(meta: CellMeta, key: string): string | undefined {
  const value = meta[key];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** Weak-map memo by object: what Display recomputes per cell is computed once per column or options list. */
export function memoByObject<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  const cache = new WeakMap<K, V>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = compute(key);
      cache.set(key, value);
    }
    return value;
  };
}
