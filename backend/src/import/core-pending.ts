// TEMPORARY stand-ins until core/src/import exports these (issue 12); replaced by the core imports.
import type { ImportValue } from '@basalt/core';

export function guessDelimiter(sample: string): string {
  const lines = sample
    .split(/\r\n|\r|\n/)
    .slice(0, 10)
    .filter(Boolean);
  let best = ',';
  let bestScore = 0;
  for (const d of [',', '\t', '|', ';', '\x1e', '\x1f']) {
    const counts = lines.map((l) => l.split(d).length - 1);
    if (!counts.length || counts[0] === 0 || !counts.every((c) => c === counts[0])) continue;
    if (counts[0]! > bestScore) [best, bestScore] = [d, counts[0]!];
  }
  return best;
}

export function flattenJsonRecords(records: Record<string, unknown>[], normalizeNested: boolean): ImportValue[][] {
  const headers: string[] = [];
  const flat = records.map((record) => {
    const out: Record<string, ImportValue> = {};
    const walk = (value: unknown, path: string[]) => {
      if (normalizeNested && value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
        return;
      }
      const key = path.join('_');
      if (!headers.includes(key)) headers.push(key);
      out[key] =
        value === null || value === undefined
          ? null
          : typeof value === 'object'
            ? JSON.stringify(value)
            : (value as ImportValue);
    };
    for (const [k, v] of Object.entries(record)) walk(v, [k]);
    return out;
  });
  return [headers, ...flat.map((r) => headers.map((h) => r[h] ?? null))];
}

export function matchFields(sourceNames: readonly string[], titles: readonly string[]): (string | null)[] {
  const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  return sourceNames.map((n) => titles.find((t) => norm(t) === norm(n)) ?? null);
}
