import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openMetaDb } from '../src/meta/db';

/** The meta database's SQLite connections carry the functions formulas compile to (REGEX_*, UPPER/LOWER, dates). */
describe('SQLite formula functions', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-formula-fn-'));
  const db = openMetaDb({ dataDir, metaDbUrl: undefined });

  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('match, extract and replace with JavaScript regular expressions, blank for an invalid pattern', async () => {
    const [row] = await db.raw(
      `select basalt_regex_match('Ada', '^a') as m1, basalt_regex_match('Ada', '^A') as m2,
        basalt_regex_extract('k=v', '=(.*)') as e1, basalt_regex_extract('ref 12', '[0-9]+') as e2,
        basalt_regex_replace('a1b22', '[0-9]+', '$&#') as r, basalt_regex_valid('[') as v,
        basalt_regex_match('a', '[') as bad`,
    );
    expect(row).toEqual({ m1: 0, m2: 1, e1: 'v', e2: '12', r: 'a$&#b$&#', v: 0, bad: null });
  });

  it('read ISO date text as the evaluator does: UTC unless an offset is named, nothing else', async () => {
    const [row] = await db.raw(
      `select basalt_date('2024-01-31') as a, basalt_date('2024-01-31 10:00+0200') as b, basalt_date('2024-01-31Z') as c,
        basalt_date('2024-01-31 10') as d, basalt_date('') as e`,
    );
    expect(row).toEqual({
      a: '2024-01-31 00:00:00.000',
      b: '2024-01-31 08:00:00.000',
      c: '2024-01-31 00:00:00.000',
      d: null,
      e: null,
    });
  });

  it('change case beyond ASCII', async () => {
    const [row] = await db.raw(`select basalt_upper('àb') as u, basalt_lower('ÀB') as l`);
    expect(row).toEqual({ u: 'ÀB', l: 'àb' });
  });
});
