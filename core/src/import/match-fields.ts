import { sanitiseName } from './names.js';

/** A name compared loosely: sanitised, lower-cased, without spaces and underscores. */
const looseKey = (name: string) =>
  sanitiseName(name)
    .toLowerCase()
    .replace(/[\s_]+/g, '');

/**
 * The existing field each source column fills (docs/IMPORT.md, existing tables): first the same title exactly,
 * then the same title ignoring case, spaces and underscores; each field is used once, earlier columns first;
 * null where nothing matches.
 */
export function matchFields(sourceNames: readonly string[], fieldTitles: readonly string[]): (string | null)[] {
  const used = new Set<string>();
  const matches: (string | null)[] = sourceNames.map(() => null);
  const pass = (same: (source: string, field: string) => boolean) => {
    sourceNames.forEach((source, i) => {
      if (matches[i] !== null) return;
      const field = fieldTitles.find((title) => !used.has(title) && same(source, title));
      if (field !== undefined) {
        matches[i] = field;
        used.add(field);
      }
    });
  };
  pass((source, field) => source === field);
  pass((source, field) => looseKey(source) !== '' && looseKey(source) === looseKey(field));
  return matches;
}
