import fs from 'node:fs';
import path from 'node:path';
import en from '@basalt/core/locales/en.json';

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function has(tree: unknown, key: string): boolean {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
  return typeof value === 'string';
}

describe('cell strings', () => {
  it('every cells.* key the cells name is in the English strings', () => {
    const used = new Set<string>();
    for (const file of sources(__dirname)) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/'(cells\.[\w.]+)'/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(30);
    expect([...used].filter((key) => !has(en, key))).toEqual([]);
  });
});
