import { evaluateFormula, type FormulaValue, type ValueType } from '@basalt/core';
import knex, { type Knex } from 'knex';
import { registerFormulaFunctions, type SqliteFunctionHost } from '../../src/data/sqlite/formula-functions';
import { BACKEND_FIELDS } from '../../src/fields/registry';
import { compileFormula } from '../../src/formula/compile';
import { raw } from '../../src/formula/sql';
import type { TestDialect } from '../support/servers';
import { FIELDS, NOW, ROWS, type RowValues } from './cases';

/** Runs formulas on a small typed table of one database and compares each record's answer with the evaluator's. */

export const TABLE = 'formula_cases';
const COLUMNS = ['txt', 'num', 'dec', 'day', 'at', 'done', 'iso', 'yr', 'clock', 'doc'] as const;

export function connect(dialect: TestDialect, url: string | undefined, dataDir: string, sqliteFunctions = true): Knex {
  if (dialect === 'sqlite')
    return knex({
      client: 'better-sqlite3',
      connection: { filename: `${dataDir}/formula.db` },
      useNullAsDefault: true,
      pool: {
        min: 1,
        max: 1,
        afterCreate(conn: SqliteFunctionHost, done: (err: Error | null, conn: unknown) => void) {
          if (sqliteFunctions) registerFormulaFunctions(conn);
          done(null, conn);
        },
      },
    });
  if (dialect === 'pg') return knex({ client: 'pg', connection: url, pool: { min: 0, max: 2 } });
  const u = new URL(url!);
  return knex({
    client: 'mysql2',
    connection: {
      host: u.hostname,
      port: Number(u.port || 3306),
      user: decodeURIComponent(u.username),
      password: decodeURIComponent(u.password),
      database: u.pathname.slice(1),
      dateStrings: true,
      timezone: 'Z',
    },
    pool: { min: 0, max: 2 },
  });
}

const UIDT = {
  txt: 'SingleLineText',
  num: 'Number',
  dec: 'Decimal',
  day: 'Date',
  at: 'DateTime',
  done: 'Checkbox',
  iso: 'SingleLineText',
  yr: 'Year',
  clock: 'Time',
  doc: 'JSON',
} as const;

/** A stored value as this database takes it (instants as UTC text, checkboxes as 1/0 where there is no boolean). */
function toDb(dialect: TestDialect, column: (typeof COLUMNS)[number], value: RowValues[keyof RowValues]) {
  if (value === null || value === undefined) return null;
  if (column === 'doc') return JSON.stringify(value);
  if (column === 'at') {
    const iso = new Date(String(value)).toISOString();
    return dialect === 'pg' ? iso : `${iso.slice(0, 10)} ${iso.slice(11, 23)}`;
  }
  if (column === 'done') return dialect === 'pg' ? Boolean(value) : value ? 1 : 0;
  return value;
}

export async function createTable(db: Knex, dialect: TestDialect): Promise<void> {
  await db.schema.createTable(TABLE, (t) => {
    t.integer('id').primary();
    for (const column of COLUMNS)
      t.specificType(column, BACKEND_FIELDS[UIDT[column]].sqlType(dialect, { uidt: UIDT[column] } as never));
  });
  await db(TABLE).insert(
    ROWS.map((row, i) => ({
      id: i + 1,
      ...Object.fromEntries(COLUMNS.map((c) => [c, toDb(dialect, c, row[c])])),
    })),
  );
}

const quoted = (dialect: TestDialect, name: string) => (dialect === 'mysql' ? `\`${name}\`` : `"${name}"`);

export interface CaseOutcome {
  formula: string;
  row: number;
  expected: unknown;
  actual: unknown;
}

/** Each formula's answer on each record, next to the evaluator's (both normalised to comparable values). */
export async function runCases(
  db: Knex,
  dialect: TestDialect,
  formulas: string[],
  sqliteFunctions = true,
): Promise<CaseOutcome[]> {
  const compiled = formulas.map((formula) => {
    const result = compileFormula(formula, {
      dialect,
      fields: FIELDS,
      fieldSql: (id) => raw(`${quoted(dialect, TABLE)}.${quoted(dialect, id)}`),
      now: NOW,
      recordIdSql: raw(`${quoted(dialect, TABLE)}.${quoted(dialect, 'id')}`),
      sqliteFunctions,
    });
    if (!result.ok) throw new Error(`${formula} does not compile on ${dialect}: ${result.message}`);
    return result;
  });
  // PostgreSQL's dates (timestamps without a zone) are read as their UTC text, not as local times.
  const selected = (c: (typeof compiled)[number]) =>
    dialect === 'pg' && c.type === 'date' ? `to_char(${c.sql}, 'YYYY-MM-DD HH24:MI:SS.MS')` : c.sql;
  const select = compiled.map((c, i) => `${selected(c)} AS c${i}`).join(', ');
  let records: Record<string, unknown>[];
  try {
    records = await db
      .select(db.raw(select, compiled.flatMap((c) => c.bindings) as Knex.Value[]))
      .from(TABLE)
      .orderBy('id');
  } catch (error) {
    // Name the formula the database refused.
    for (const [i, c] of compiled.entries())
      await db
        .select(db.raw(c.sql, c.bindings as Knex.Value[]))
        .from(TABLE)
        .catch((e: Error) => {
          throw new Error(`${formulas[i]} on ${dialect}: ${e.message}\n${c.sql}`);
        });
    throw error;
  }
  return records.flatMap((record, r) =>
    formulas.map((formula, i) => ({
      formula,
      row: r + 1,
      expected: expectedValue(formula, r, compiled[i]!.type),
      actual: normalise(record[`c${i}`], compiled[i]!.type),
    })),
  );
}

function expectedValue(formula: string, r: number, type: ValueType): unknown {
  const result = evaluateFormula(formula, { fields: FIELDS, row: ROWS[r]!, now: NOW, recordId: r + 1 });
  if (!result.ok) return null;
  return normaliseExpected(result.value, type);
}

const pad = (n: number) => String(n).padStart(2, '0');
const dateTimeText = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

function normaliseExpected(value: FormulaValue, type: ValueType): unknown {
  if (value === null) return null;
  if (type === 'string') return value instanceof Date ? dateTimeText(value) : String(value);
  if (type === 'boolean') return value === true ? 1 : value === false ? 0 : value;
  if (type === 'date') return value instanceof Date ? value.toISOString() : value;
  return value;
}

/** A database's answer as the evaluator's kind of value: numbers (rounded to 12 digits), 1/0, ISO UTC, text. */
function normalise(value: unknown, type: ValueType): unknown {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'numeric':
    case 'boolean':
      return Number(value);
    case 'date': {
      const text = String(value).replace(' ', 'T');
      return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text.slice(10)) ? text : `${text}Z`).toISOString();
    }
    default:
      return String(value);
  }
}

/** Numbers agree to 12 significant digits (floating point differs in the last places between databases). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') {
    if (a === b) return true;
    return Math.abs(a - b) <= 1e-12 * Math.max(Math.abs(a), Math.abs(b));
  }
  return a === b;
}
