/**
 * The delimiters a CSV may use, in the order preferred when several read equally well (docs/IMPORT.md,
 * delimiters): comma, tab, pipe, semicolon, and the ASCII record and unit separators.
 */
export const IMPORT_DELIMITERS = [',', '\t', '|', ';', '\x1e', '\x1f'] as const;

/** Field counts of the sample's records split on `delimiter`; quoted fields may hold delimiters and line breaks. */
function fieldCounts(sample: string, delimiter: string): number[] {
  const counts: number[] = [];
  let fields = 1;
  let quoted = false;
  let fieldStart = true;
  let recordHasText = false;
  for (let i = 0; i < sample.length; i++) {
    const c = sample[i]!;
    if (quoted) {
      if (c === '"') {
        if (sample[i + 1] === '"') i++;
        else quoted = false;
      }
      continue;
    }
    if (c === '"' && fieldStart) {
      quoted = true;
      fieldStart = false;
      recordHasText = true;
    } else if (c === delimiter) {
      fields++;
      fieldStart = true;
      recordHasText = true;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && sample[i + 1] === '\n') i++;
      if (recordHasText) counts.push(fields);
      fields = 1;
      fieldStart = true;
      recordHasText = false;
    } else {
      fieldStart = false;
      recordHasText = true;
    }
  }
  // The last record counts unless the sample was cut inside it (no line end) while earlier records exist.
  const cut = !/[\r\n]$/.test(sample) && counts.length > 0;
  if (recordHasText && !cut && !quoted) counts.push(fields);
  return counts;
}

/** How well a delimiter reads: its usual field count and the share of records that have it. */
function reading(sample: string, delimiter: string): { fields: number; consistency: number } {
  const counts = fieldCounts(sample, delimiter);
  const tally = new Map<number, number>();
  for (const n of counts) tally.set(n, (tally.get(n) ?? 0) + 1);
  let fields = 0;
  let most = 0;
  for (const [n, times] of tally) {
    if (times > most || (times === most && n > fields)) [fields, most] = [n, times];
  }
  return { fields, consistency: counts.length ? most / counts.length : 0 };
}

/**
 * The delimiter a CSV sample uses: of those that split its records into more than one field, the one whose field
 * count is the most consistent across records (then the first in {@link IMPORT_DELIMITERS}); comma when none does.
 */
export function guessDelimiter(sample: string): string {
  let best: string = ',';
  let bestConsistency = 0;
  for (const delimiter of IMPORT_DELIMITERS) {
    const { fields, consistency } = reading(sample, delimiter);
    if (fields > 1 && consistency > bestConsistency) [best, bestConsistency] = [delimiter, consistency];
  }
  return best;
}
