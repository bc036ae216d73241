import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from './languages.js';

type Tree = { [key: string]: string | Tree };

const LOCALES = path.join(__dirname, '..', '..', 'locales');
const REPO = path.join(__dirname, '..', '..', '..');
const UI_PACKAGES = ['ui', 'shell', 'mf-auth', 'mf-workspace', 'mf-views', 'mf-shared', 'mf-import'];

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else flatten(value, full).forEach((v, k) => out.set(k, v));
  }
  return out;
}

const read = (language: string) => flatten(JSON.parse(fs.readFileSync(path.join(LOCALES, `${language}.json`), 'utf8')));
/** i18next's plural forms: `key_one`, `key_other`… stand for `key` (docs/ARCHITECTURE.md, strings). */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL, '');
/** The English text a key is checked against: itself, or the `_other` form of its plural group. */
const englishFor = (english: Map<string, string>, key: string) =>
  english.get(key) ?? english.get(`${pluralBase(key)}_other`);
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('interface strings', () => {
  const english = read('en');

  it('has one resource file per language', () => {
    expect(fs.readdirSync(LOCALES).sort()).toEqual(LANGUAGES.map((l) => `${l}.json`).sort());
  });

  it('defines in English every key the UI asks for', () => {
    const used = new Set<string>();
    for (const pkg of UI_PACKAGES) {
      for (const file of sourceFiles(path.join(REPO, pkg, 'src'))) {
        const text = fs.readFileSync(file, 'utf8');
        for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z][\w.]*\.[\w.]+)'/g)) used.add(m[1]!);
      }
    }
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((key) => englishFor(english, key) === undefined)).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s only translates English keys and keeps their placeholders',
    (language) => {
      for (const [key, text] of read(language)) {
        const source = englishFor(english, key);
        expect(source === undefined ? key : 'defined').toBe('defined');
        expect(placeholders(text)).toEqual(placeholders(source!));
      }
    },
  );

  it('gives English both plural forms wherever it has one, and a count to each', () => {
    for (const key of english.keys()) {
      if (!PLURAL.test(key)) continue;
      for (const form of ['one', 'other'])
        expect(english.has(`${pluralBase(key)}_${form}`) ? 'both' : key).toBe('both');
      expect(placeholders(english.get(key)!)).toContain('count');
    }
  });
});
