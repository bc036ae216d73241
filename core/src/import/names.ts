/**
 * Naming rules for imported tables and fields (docs/IMPORT.md, names): characters other than letters, digits,
 * underscores and spaces become `_`; a name already taken (case-insensitively) gets the first free `_N` suffix;
 * a column without a name is called `field_N` after its 1-based position.
 */

const SPECIAL = /[^\p{L}\p{N}_ ]/gu;

/** One name with its special characters turned into `_` and surrounding spaces removed; '' when nothing is left. */
export function sanitiseName(name: string | null | undefined): string {
  if (name === null || name === undefined) return '';
  return name.trim().replace(SPECIAL, '_').replace(/ {2,}/g, ' ');
}

/** `name`, or `name_1`, `name_2`… : the first not in `taken` (lower-cased names). Adds the answer to `taken`. */
function claim(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 1; taken.has(candidate.toLowerCase()); n++) candidate = `${name}_${n}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** Field titles for source headers, in order: sanitised, missing ones `field_N`, duplicates suffixed. */
export function sanitiseNames(names: readonly (string | null | undefined)[]): string[] {
  const taken = new Set<string>();
  return names.map((name, index) => claim(sanitiseName(name) || `field_${index + 1}`, taken));
}

/** A table title for a sheet or file name (extension dropped), not clashing with `taken` titles (case-insensitive). */
export function sanitiseTableName(name: string, taken: readonly string[]): string {
  const withoutExtension = name.replace(/\.(csv|tsv|txt|json|xlsx|xlsm|xls|ods|ots)$/i, '');
  const base = sanitiseName(withoutExtension) || 'Sheet';
  return claim(base, new Set(taken.map((t) => t.toLowerCase())));
}

/** The database name of a sanitised title: spaces become `_` too. */
export function columnNameOf(title: string): string {
  return title.replace(/ /g, '_');
}
