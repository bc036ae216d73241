import type { FormulaField } from '@basalt/core';
import knex from 'knex';
import type { SqlDialect } from '../data/dialect';
import { compileFormula } from './compile';
import { fromKnex, raw } from './sql';

const FIELDS: FormulaField[] = [
  { id: 'txt', title: 'Txt', uidt: 'SingleLineText' },
  { id: 'num', title: 'Num', uidt: 'Number' },
  { id: 'day', title: 'Day', uidt: 'Date' },
  { id: 'loop', title: 'Loop', uidt: 'Formula', formula: '{{loop2}} + 1' },
  { id: 'loop2', title: 'Loop2', uidt: 'Formula', formula: '{{loop}} + 1' },
];

const compile = (formula: string, dialect: SqlDialect, sqliteFunctions = true) =>
  compileFormula(formula, { dialect, fields: FIELDS, fieldSql: (id) => raw(`[${id}]`), sqliteFunctions });

describe('compileFormula', () => {
  it('binds every literal instead of writing it into the SQL', () => {
    const result = compile("CONCAT({{txt}}, 'it\\'s; DROP TABLE t', 42)", 'pg');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.sql).not.toContain('DROP');
    expect(result.bindings).toEqual(["it's; DROP TABLE t", 42]);
    expect(result.sql.split('?').length - 1).toBe(result.bindings.length);
  });

  it('refuses REGEX_* on a SQLite connection without the formula functions, with a code', () => {
    expect(compile("REGEX_MATCH({{txt}}, 'a')", 'sqlite', false)).toMatchObject({
      ok: false,
      code: 'unsupportedFunction',
      params: { name: 'REGEX_MATCH', dialect: 'sqlite' },
    });
    expect(compile("REGEX_MATCH({{txt}}, 'a')", 'sqlite', true).ok).toBe(true);
  });

  it('refuses a formula that reads itself through other formulas', () => {
    expect(compile('{{loop}} * 2', 'sqlite')).toMatchObject({ ok: false, code: 'circularReference' });
  });

  it('compiles a deleted field as a failure of every record, not a compile error', () => {
    const result = compile('ISERROR({{gone}})', 'mysql');
    expect(result).toMatchObject({ ok: true, type: 'boolean' });
  });

  it('keeps nested formulas small: a part is repeated only where its SQL needs it again', () => {
    const nested =
      "WORKDAY_DIFF({{txt}}, DATEADD({{txt}}, 10, 'days')) + LEN(UPPER(LOWER(UPPER(LOWER(TRIM({{txt}}))))))";
    for (const dialect of ['sqlite', 'pg', 'mysql'] as const) {
      const result = compile(nested, dialect);
      expect(result.ok && result.sql.length).toBeLessThan(12_000);
    }
  });

  it('gives the result type the checker gives', () => {
    expect(compile("IF({{num}} > 1, 'big', {{num}})", 'sqlite')).toMatchObject({ ok: true, type: 'string' });
    expect(compile('DATEADD({{day}}, 1, "day")', 'sqlite')).toMatchObject({ ok: true, type: 'date' });
  });
});

describe('fieldSql from Knex', () => {
  it('takes a quoted column or a subquery with its bindings', () => {
    const db = knex({ client: 'pg' });
    const result = compileFormula('{{num}} + 1', {
      dialect: 'pg',
      fields: FIELDS,
      fieldSql: () => fromKnex(db.raw('(select max(??) from ?? where ?? = ?)', ['n', 'other', 'k', 'x'])),
    });
    expect(result).toMatchObject({ ok: true, bindings: ['x', 1] });
    expect(result.ok && result.sql).toContain('(select max("n") from "other" where "k" = ?)');
  });
});

describe('compileFormula for MSSQL (generated, not run here)', () => {
  const mssql = (formula: string) => {
    const result = compile(formula, 'mssql');
    if (!result.ok) throw new Error(result.message);
    return result;
  };

  it('divides in floating point, blank for a zero divisor', () => {
    expect(mssql('{{num}} / 4').sql).toBe(
      '(CASE WHEN (CAST([num] AS float) IS NOT NULL AND CAST(? AS float) = 0) THEN NULL ELSE CAST((CAST(CAST([num] AS float) AS float) / NULLIF(CAST(? AS float), 0)) AS float) END)',
    );
  });

  it('counts characters with LEN and finds text case-sensitively', () => {
    expect(mssql('LEN({{txt}})').sql).toBe('CAST(LEN([txt]) AS float)');
    expect(mssql("SEARCH({{txt}}, 'a')").sql).toContain(
      "CHARINDEX(COALESCE(CAST(? AS nvarchar(max)), ''), [txt] COLLATE Latin1_General_BIN2)",
    );
  });

  it('adds months with DATEADD, which keeps the day within the month', () => {
    expect(mssql("DATEADD({{day}}, 1, 'month')").sql).toBe(
      'DATEADD(month, CAST(ROUND((CASE WHEN CAST(? AS float) > 2000000000 THEN 2000000000 WHEN CAST(? AS float) < -2000000000 THEN -2000000000 ELSE CAST(? AS float) END), 0, 1) AS int), CAST([day] AS datetime2(3)))',
    );
  });

  it('compares text with a binary collation', () => {
    expect(mssql("{{txt}} = 'A'").sql).toBe(
      '(CASE WHEN (([txt] IS NULL AND CAST(? AS nvarchar(max)) IS NULL) OR ([txt] IS NOT NULL AND CAST(? AS nvarchar(max)) IS NOT NULL AND [txt] COLLATE Latin1_General_BIN2 = CAST(? AS nvarchar(max)) COLLATE Latin1_General_BIN2)) THEN 1 ELSE 0 END)',
    );
  });

  it('has no regular expressions', () => {
    expect(compile("REGEX_MATCH({{txt}}, 'a')", 'mssql')).toMatchObject({ ok: false, code: 'unsupportedFunction' });
  });
});
