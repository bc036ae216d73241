import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FORMULA_FUNCTION_NAMES } from '@basalt/core';
import type { Knex } from 'knex';
import { CASES, OPERATOR_CASES } from './formula/cases';
import { connect, createTable, runCases, sameValue } from './formula/harness';

/**
 * A SQLite connection without the backend's formula functions (an external file opened elsewhere): every formula
 * but REGEX_* still runs, with SQLite's own functions (docs/FORMULAS.md, compiled to SQL), which change the case
 * of ASCII letters only.
 */
describe('formulas on SQLite without the formula functions', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-formula-plain-'));
  let db: Knex;

  beforeAll(async () => {
    db = connect('sqlite', undefined, dataDir, false);
    await createTable(db, 'sqlite');
  });

  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs every other function, differing only where non-ASCII letters change case', async () => {
    const formulas = FORMULA_FUNCTION_NAMES.filter((name) => !name.startsWith('REGEX_')).flatMap(
      (name) => CASES[name]!,
    );
    const outcomes = await runCases(db, 'sqlite', [...formulas, ...OPERATOR_CASES], false);
    const differing = new Set(outcomes.filter((o) => !sameValue(o.expected, o.actual)).map((o) => o.formula));
    expect([...differing]).toEqual(["UPPER('àé') & LOWER('ÀÉ')", 'LOWER({{txt}})']);
  });
});
