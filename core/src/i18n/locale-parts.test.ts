import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '../remotes.js';
import { APP_LOCALE_PART, LOCALE_PARTS, REMOTE_LOCALE_PARTS } from './locale-parts.js';

const REPO = path.join(__dirname, '..', '..', '..');
const english = JSON.parse(fs.readFileSync(path.join(REPO, 'core', 'locales', 'en.json'), 'utf8')) as object;
const GROUPS = Object.keys(english);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The top-level groups a package's code names in a quoted key (`t('grid.rows')`, `` `cells.${type}` ``...). */
function groupsUsedBy(pkg: string): Set<string> {
  const quoted = new RegExp(`['"\`](${GROUPS.join('|')})\\.[\\w$]`, 'g');
  const used = new Set<string>();
  for (const file of sourceFiles(path.join(REPO, pkg, 'src')))
    for (const m of fs.readFileSync(file, 'utf8').matchAll(quoted)) used.add(m[1]!);
  return used;
}

const groupsOf = (parts: readonly string[]) =>
  new Set<string>(parts.flatMap((part) => LOCALE_PARTS[part as keyof typeof LOCALE_PARTS]));

describe('locale parts', () => {
  it('puts every group of the English strings in a part, so each is loaded somewhere', () => {
    const placed = groupsOf(Object.keys(LOCALE_PARTS));
    expect(GROUPS.filter((group) => !placed.has(group))).toEqual([]);
    expect([...placed].filter((group) => !GROUPS.includes(group))).toEqual([]);
  });

  it('gives the shell every group it names in its app part', () => {
    const app = groupsOf([APP_LOCALE_PART]);
    expect([...groupsUsedBy('shell')].filter((group) => !app.has(group))).toEqual([]);
  });

  it.each(REMOTE_NAMES)('loads with %s every group its code names', (remote: RemoteName) => {
    const loaded = groupsOf([APP_LOCALE_PART, ...REMOTE_LOCALE_PARTS[remote]]);
    const used = groupsUsedBy(remote);
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((group) => !loaded.has(group))).toEqual([]);
  });
});
