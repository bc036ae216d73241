/**
 * Select options in the `dtxp` form the columns API takes (docs/API.md §1.7): each title single-quoted, a quote
 * inside doubled, comma-joined. `selectTitlesFromDtxp` (core/src/fields/select-dtxp.ts) reads it back.
 */
export function dtxpOf(titles: readonly string[]): string {
  return titles.map((title) => `'${title.replace(/'/g, "''")}'`).join(',');
}
