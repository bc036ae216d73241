/**
 * ISO date text as the evaluator reads it (docs/FORMULAS.md: a date also as ISO text): UTC unless it names an
 * offset. Shared by the compiler (literal dates, read while compiling) and SQLite's `basalt_date` function.
 */
export const ISO_DATE =
  '^[0-9]{4}-[0-9]{2}-[0-9]{2}([T ][0-9]{2}:[0-9]{2}(:[0-9]{2}([.][0-9]+)?)?)?(Z|[+-][0-9]{2}:?[0-9]{2})?$';
export const ZONE = '(Z|[+-][0-9]{2}:?[0-9]{2})$';

const ISO = new RegExp(ISO_DATE);
const ZONED = new RegExp(ZONE);

/** The moment ISO text names; null for empty text, 'invalid' for anything else. */
export function parseIsoDate(value: string): Date | null | 'invalid' {
  const text = value.trim();
  if (text === '') return null;
  if (!ISO.test(text)) return 'invalid';
  const iso = text.replace(' ', 'T');
  const date = new Date(ZONED.test(iso.slice(10)) ? iso : `${iso.length === 10 ? `${iso}T00:00` : iso}Z`);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

/** A moment as SQLite's form of a date, `YYYY-MM-DD HH:MM:SS.SSS` in UTC. */
export const sqliteDateText = (date: Date): string => date.toISOString().replace('T', ' ').slice(0, 23);
