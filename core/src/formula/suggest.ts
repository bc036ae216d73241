/** Edits (insert, delete, replace, or swap two neighbouring characters) turning `a` into `b`, case ignored. */
export function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  const rows: number[][] = [Array.from({ length: y.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    for (let j = 1; j <= y.length; j++) {
      const above = rows[i - 1]!;
      let best = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      row.push(best);
    }
    rows.push(row);
  }
  return rows[x.length]![y.length]!;
}

/**
 * The candidate `word` was most likely meant to be, for a "did you mean" hint: the closest within a third of the
 * word's length (at least one edit), or one the word starts or is started by; undefined when none is close.
 */
export function closestMatch(word: string, candidates: Iterable<string>): string | undefined {
  const allowed = Math.max(1, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  if (best !== undefined && bestDistance <= allowed) return best;
  const lower = word.toLowerCase();
  for (const candidate of candidates) {
    const other = candidate.toLowerCase();
    if (lower.length >= 3 && (other.startsWith(lower) || lower.startsWith(other))) return candidate;
  }
  return undefined;
}
