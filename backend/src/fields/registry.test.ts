import knex from 'knex';
import { FIELDS, PHYSICAL_UI_TYPES, type PhysicalUIType } from '@basalt/core';
import { addColumnSql, createTableSql, renameColumnSql } from '../data/ddl';
import type { SqlDialect } from '../data/dialect';
import { BACKEND_FIELDS, backendFieldOf } from './registry';
import { specificTypeError } from './types/specific-db-type';

const DIALECTS: SqlDialect[] = ['sqlite', 'pg', 'mysql', 'mssql'];
const CLIENT: Record<SqlDialect, string> = { sqlite: 'better-sqlite3', pg: 'pg', mysql: 'mysql2', mssql: 'mssql' };
/** Knex instances that only generate SQL (no connection is ever opened). */
const sqlOnly = Object.fromEntries(
  DIALECTS.map((d) => [d, knex({ client: CLIENT[d], useNullAsDefault: true })]),
) as Record<SqlDialect, ReturnType<typeof knex>>;

/** API values each type's conversions must give back unchanged. A missing type fails the compile. */
const SAMPLES = {
  ID: [1, 42],
  ForeignKey: [7],
  SingleLineText: ['hello', ''],
  LongText: ['line 1\nline 2', 'x'.repeat(1000)],
  Attachment: [[{ url: 'https://example.com/a.png', title: 'a.png', mimetype: 'image/png', size: 12 }]],
  Checkbox: [true, false],
  MultiSelect: ['a,b', 'c'],
  SingleSelect: ['a'],
  Date: ['2024-02-29'],
  Year: [1999, 2024],
  Time: ['13:45:00'],
  PhoneNumber: ['+1 555 0100'],
  Email: ['a@example.com'],
  URL: ['https://example.com/x?y=1'],
  Number: [0, -12, 9007199254740991],
  Decimal: [12.5, -0.25],
  Currency: [9.99],
  Percent: [12.5],
  Duration: [5400],
  Rating: [3],
  DateTime: ['2024-01-15T10:20:30.000Z', '2024-01-15T10:20:30.123Z'],
  CreateTime: ['2024-01-15T10:20:30.000Z'],
  LastModifiedTime: ['2024-01-15T10:20:30.000Z'],
  AutoNumber: [1],
  Geometry: ['POINT(1 2)'],
  JSON: [{ a: [1, 2] }, [1, 'x'], 42],
  SpecificDBType: ['abc'],
} satisfies Record<PhysicalUIType, unknown[]>;

/**
 * What each type's values need of an MSSQL column, from Microsoft's T-SQL data type documentation (learn.microsoft.com,
 * "Data types (Transact-SQL)"), not from our registry: the generated DDL must use one of the documented types that
 * can hold every value the field accepts.
 */
const NVARCHAR_255 = /^nvarchar\((max|[0-9]{3,4})\)$/; // checked below: n ≥ 255
const MSSQL_DOCUMENTED: Record<PhysicalUIType, { types: RegExp; why: string }> = {
  ID: { types: /^(int|bigint)$/, why: 'int: whole numbers -2^31..2^31-1, the key range an auto-increment starts in' },
  ForeignKey: { types: /^(int|bigint)$/, why: 'int/bigint: must hold any ID it points at' },
  SingleLineText: { types: NVARCHAR_255, why: 'nvarchar(n ≥ 255): Unicode text up to the 255 characters we accept' },
  LongText: { types: /^nvarchar\(max\)$/, why: 'nvarchar(max): Unicode text of any length (up to 2^31-1 bytes)' },
  Attachment: { types: /^nvarchar\(max\)$/, why: 'nvarchar(max): a JSON list of files, of any length' },
  Checkbox: { types: /^bit$/, why: 'bit: 1, 0 or NULL' },
  MultiSelect: { types: /^nvarchar\(max\)$/, why: 'nvarchar(max): any number of Unicode option titles, comma-joined' },
  SingleSelect: { types: NVARCHAR_255, why: 'nvarchar(n ≥ 255): one Unicode option title' },
  Date: { types: /^date$/, why: 'date: 0001-01-01 through 9999-12-31, day precision' },
  Year: { types: /^(smallint|int)$/, why: 'smallint: -32,768..32,767 holds the years 1901..2155 we accept' },
  Time: { types: /^time(\([0-7]\))?$/, why: 'time: 00:00:00 through 23:59:59.9999999' },
  PhoneNumber: { types: NVARCHAR_255, why: 'nvarchar(n ≥ 255): a phone number as typed' },
  Email: { types: NVARCHAR_255, why: 'nvarchar(n ≥ 255): an address (RFC 5321 caps it at 254 characters)' },
  URL: { types: /^nvarchar\(max\)$/, why: 'nvarchar(max): URLs have no length limit, and may hold Unicode' },
  Number: { types: /^bigint$/, why: 'bigint: -2^63..2^63-1 holds every safe JavaScript integer (2^53-1)' },
  Decimal: {
    types: /^(decimal|numeric)\((3[0-8]|[12][0-9]),([2-9]|10)\)$|^float$/,
    why: 'decimal(p ≤ 38, s): exact to s places (38 is the documented maximum precision); float: 15-digit double',
  },
  Currency: {
    types: /^(decimal|numeric)\((3[0-8]|[12][0-9]),([2-9]|10)\)$|^money$/,
    why: 'decimal(p, s ≥ 2): cents exactly; money: -922,337,203,685,477.5808..922,337,203,685,477.5807',
  },
  Percent: {
    types: /^(float|float\(53\)|decimal\(\d+,\d+\))$/,
    why: 'float: 8-byte double, any fraction a client sends',
  },
  Duration: {
    types: /^(bigint|int|float|decimal\(\d+,\d+\))$/,
    why: 'seconds: a whole or decimal count, far beyond int if days are long',
  },
  Rating: { types: /^(tinyint|smallint|int)$/, why: 'tinyint: 0..255 holds a rating of 0..10' },
  DateTime: {
    types: /^(datetime2|datetimeoffset)\([3-7]\)$/,
    why: 'datetime2(3): 0001..9999 to the millisecond (datetime rounds to 1/300 s, so it cannot hold .001)',
  },
  CreateTime: { types: /^(datetime2|datetimeoffset)\([3-7]\)$/, why: 'datetime2(3): as DateTime' },
  LastModifiedTime: { types: /^(datetime2|datetimeoffset)\([3-7]\)$/, why: 'datetime2(3): as DateTime' },
  AutoNumber: { types: /^(int|bigint)$/, why: 'int: running numbers from 1' },
  Geometry: { types: /^nvarchar\(max\)$|^geometry$/, why: 'nvarchar(max): WKT text of any length; or geometry' },
  JSON: { types: /^nvarchar\(max\)$|^json$/, why: 'nvarchar(max): JSON text (SQL Server stores JSON as nvarchar)' },
  SpecificDBType: { types: /^varchar\(100\)$/, why: 'the type the user named (here varchar(100)), as given' },
};

/** The column type of `[value]` in MSSQL DDL. */
const mssqlTypeOf = (sql: string, column: string) =>
  new RegExp(`\\[${column}\\] ([a-z0-9]+(?:\\([^)]*\\))?)`, 'i').exec(sql)?.[1];

const column = (uidt: PhysicalUIType) => ({
  column_name: 'value',
  uidt,
  dt: uidt === 'SpecificDBType' ? 'varchar(100)' : null,
});
const key = { column_name: 'id', uidt: 'ID' as const, pk: true, ai: true };

describe('field registry (backend)', () => {
  it('has one definition per physical type of the core registry, and none for virtual types', () => {
    expect(Object.keys(BACKEND_FIELDS).sort()).toEqual([...PHYSICAL_UI_TYPES].sort());
    for (const uidt of PHYSICAL_UI_TYPES) expect(BACKEND_FIELDS[uidt].uidt).toBe(uidt);
    for (const uidt of ['Formula', 'Rollup', 'Lookup', 'LinkToAnotherRecord', 'Count', 'toString']) {
      expect(backendFieldOf(uidt)).toBeUndefined();
    }
  });

  describe.each(PHYSICAL_UI_TYPES.map((uidt) => [uidt]))('%s', (uidt) => {
    const field = BACKEND_FIELDS[uidt];

    it.each(DIALECTS)('has a SQL type on %s that appears in CREATE TABLE', (dialect) => {
      const type = field.sqlType(dialect, column(uidt));
      expect(type).toMatch(/^[a-z]/i);
      const sql = createTableSql(sqlOnly[dialect], 'nc_ab12___T', [key, column(uidt)]).toString();
      expect(sql.toLowerCase()).toContain(type.toLowerCase());
    });

    it(`generates MSSQL DDL with a documented type that holds its values (${MSSQL_DOCUMENTED[uidt].why})`, () => {
      const db = sqlOnly.mssql;
      const create = createTableSql(db, 'nc_ab12___T', [key, column(uidt)]).toString();
      const type = mssqlTypeOf(create, 'value')!;
      expect(type).toMatch(MSSQL_DOCUMENTED[uidt].types);
      const length = /^nvarchar\((\d+)\)$/.exec(type)?.[1];
      if (length) expect(Number(length)).toBeGreaterThanOrEqual(255);
      expect(create).toContain('[id] int identity(1,1) not null primary key');
      const add = addColumnSql(db, 'nc_ab12___T', { ...column(uidt), column_name: 'extra', rqd: true }).toString();
      expect(add.startsWith(`ALTER TABLE [nc_ab12___T] ADD [extra] ${type} not null`)).toBe(true);
      expect(renameColumnSql(db, 'nc_ab12___T', 'value', 'renamed').toString()).toContain(
        "exec sp_rename '[nc_ab12___T].value', 'renamed', 'COLUMN'",
      );
    });

    // Pure conversion, no database: test/field-roundtrip.test.ts carries values through the real ones.
    // The drivers of PostgreSQL and MariaDB hand JSON columns over parsed (test/json-values.test.ts).
    const driverReads = (type: string, dialect: string, bound: unknown) =>
      type === 'JSON' && (dialect === 'pg' || dialect === 'mysql') && typeof bound === 'string'
        ? (JSON.parse(bound) as unknown)
        : bound;
    it.each(DIALECTS)('converts sample values to the %s driver form and back', (dialect) => {
      for (const sample of SAMPLES[uidt]) {
        const parsed = FIELDS[uidt].parse(sample, {
          colOptions: { options: [{ title: 'a' }, { title: 'b' }, { title: 'c' }] },
        });
        expect(parsed).toEqual({ ok: true, value: sample });
        expect(field.fromDb(driverReads(uidt, dialect, field.toDb(sample, dialect)), dialect)).toEqual(sample);
      }
      expect(field.fromDb(null, dialect)).toBeNull();
    });
  });

  it('reads what the drivers return: numeric text, 0/1 booleans, local-midnight dates, JSON text', () => {
    expect(BACKEND_FIELDS.Number.fromDb('9007199254740991', 'pg')).toBe(9007199254740991);
    expect(BACKEND_FIELDS.Decimal.fromDb('12.5000000000', 'mysql')).toBe(12.5);
    expect(BACKEND_FIELDS.Checkbox.fromDb(1, 'mysql')).toBe(true);
    expect(BACKEND_FIELDS.Checkbox.fromDb(0, 'sqlite')).toBe(false);
    expect(BACKEND_FIELDS.Date.fromDb(new Date(2024, 1, 29), 'pg')).toBe('2024-02-29');
    expect(BACKEND_FIELDS.DateTime.fromDb('2024-01-15 10:20:30', 'sqlite')).toBe('2024-01-15T10:20:30.000Z');
    expect(BACKEND_FIELDS.JSON.fromDb('{"a":1}', 'sqlite')).toEqual({ a: 1 });
    // PostgreSQL's and MariaDB's drivers parse JSON: a string they hand over is the JSON string itself.
    expect(BACKEND_FIELDS.JSON.fromDb('{"a":1}', 'mysql')).toBe('{"a":1}');
    expect(BACKEND_FIELDS.JSON.fromDb({ a: 1 }, 'pg')).toEqual({ a: 1 });
    // Grouped by its text, the value comes as text on every database.
    expect(BACKEND_FIELDS.JSON.fromText!('{"a":1}', 'pg')).toEqual({ a: 1 });
    expect(BACKEND_FIELDS.Attachment.fromDb('not json', 'sqlite')).toEqual([]);
    expect(BACKEND_FIELDS.DateTime.toDb('2024-01-15T10:20:30.000Z', 'sqlite')).toBe('2024-01-15 10:20:30');
    expect(BACKEND_FIELDS.Checkbox.toDb(true, 'pg')).toBe(true);
    expect(BACKEND_FIELDS.Checkbox.toDb(true, 'sqlite')).toBe(1);
  });

  it('accepts type names for SpecificDBType and refuses anything that is not one', () => {
    for (const dt of ['varchar(100)', 'numeric(10, 2)', 'double precision', 'int unsigned', 'inet', 'int[]']) {
      expect(specificTypeError({ dt })).toBeUndefined();
    }
    for (const dt of [undefined, '', 'int; drop table x', 'int default 1', 'text not null', "varchar('a')", '1int']) {
      expect(specificTypeError({ dt })).toBeDefined();
    }
  });
});
