/** Edits (insert, delete, replace a character) turning `a` into `b`, case ignored. */
export function editDistance(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      const replace = previous[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, replace));
    }
    previous = current;
  }
  return previous[y.length]!;
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
