import { FORMULA_FUNCTION_NAMES } from '@basalt/core';
import type { Knex } from 'knex';
import { CASES, OPERATOR_CASES } from './formula/cases';
import { connect, createTable, runCases, sameValue, type CaseOutcome } from './formula/harness';
import { TEST_DIALECTS, skipEnvVar } from './support/servers';
import { createTestDatabase, type TestDatabase } from './support/test-db';

/**
 * Every formula function compiled to SQL gives, on SQLite, PostgreSQL and MySQL, what the evaluator gives for the
 * same record (docs/FORMULAS.md): several formulas per function, each on four records (values, blanks, edges).
 */

const mismatches = (outcomes: CaseOutcome[]) =>
  outcomes
    .filter((o) => !sameValue(o.expected, o.actual))
    .map(
      (o) => `${o.formula} on record ${o.row}: expected ${JSON.stringify(o.expected)}, got ${JSON.stringify(o.actual)}`,
    );

it('has cases for every function of the catalogue', () => {
  expect(FORMULA_FUNCTION_NAMES.filter((name) => !CASES[name]?.length)).toEqual([]);
});

for (const dialect of TEST_DIALECTS) {
  const skipped = dialect !== 'sqlite' && process.env[skipEnvVar(dialect)];
  (skipped ? describe.skip : describe)(`formula functions [${dialect}]`, () => {
    let database: TestDatabase;
    let db: Knex;

    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      db = connect(dialect, database.url, database.dataDir);
      await createTable(db, dialect);
    });

    afterAll(async () => {
      await db?.destroy();
      await database?.drop();
    });

    it.each(FORMULA_FUNCTION_NAMES)('%s gives what the evaluator gives', async (name) => {
      expect(mismatches(await runCases(db, dialect, CASES[name]!))).toEqual([]);
    });

    it('operators give what the evaluator gives', async () => {
      expect(mismatches(await runCases(db, dialect, OPERATOR_CASES))).toEqual([]);
    });
  });
}
