/**
 * The SQL functions formulas need on SQLite that it lacks: regular expressions, Unicode upper/lower case and ISO
 * date text read exactly, with the evaluator's JavaScript semantics (docs/FORMULAS.md). Registered on every connection the backend opens (backend/src/meta/db.ts,
 * `openSqlite`); the formula compiler uses them when told the connection has them.
 */

import { parseIsoDate, sqliteDateText } from '../../formula/iso-date';

export interface SqliteFunctionHost {
  function(name: string, options: { deterministic: boolean }, fn: (...args: unknown[]) => unknown): unknown;
}

const patterns = new Map<string, RegExp | null>();

/** A compiled pattern, or null when invalid; a few hundred kept, as formulas reuse theirs on every row. */
function patternOf(source: unknown, flags: string): RegExp | null {
  const key = `${flags}/${String(source)}`;
  let regex = patterns.get(key);
  if (regex === undefined) {
    try {
      regex = new RegExp(String(source), flags);
    } catch {
      regex = null;
    }
    if (patterns.size > 500) patterns.clear();
    patterns.set(key, regex);
  }
  if (regex) regex.lastIndex = 0;
  return regex;
}

export function registerFormulaFunctions(db: SqliteFunctionHost): void {
  const options = { deterministic: true };
  db.function('basalt_date', options, (text) => {
    const date = text === null ? null : parseIsoDate(String(text));
    return date instanceof Date ? sqliteDateText(date) : null;
  });
  db.function('basalt_upper', options, (text) => (text === null ? null : String(text).toUpperCase()));
  db.function('basalt_lower', options, (text) => (text === null ? null : String(text).toLowerCase()));
  db.function('basalt_regex_valid', options, (source) => (patternOf(source, '') ? 1 : 0));
  db.function('basalt_regex_match', options, (text, source) => {
    const regex = patternOf(source, '');
    return text === null || !regex ? null : regex.test(String(text)) ? 1 : 0;
  });
  db.function('basalt_regex_extract', options, (text, source) => {
    const regex = patternOf(source, '');
    const match = text === null || !regex ? null : regex.exec(String(text));
    return match ? (match[1] ?? match[0]) : null;
  });
  db.function('basalt_regex_replace', options, (text, source, replacement) => {
    const regex = patternOf(source, 'g');
    if (text === null || !regex) return null;
    const written = replacement === null ? '' : String(replacement);
    return String(text).replace(regex, () => written);
  });
}
