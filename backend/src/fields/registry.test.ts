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

/** API values each type must carry through the database unchanged. A missing type fails the compile. */
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

/** The MSSQL column type expected in generated DDL. */
const MSSQL_TYPES = {
  ID: 'int',
  ForeignKey: 'int',
  SingleLineText: 'nvarchar(255)',
  LongText: 'nvarchar(max)',
  Attachment: 'nvarchar(max)',
  Checkbox: 'bit',
  MultiSelect: 'nvarchar(max)',
  SingleSelect: 'nvarchar(255)',
  Date: 'date',
  Year: 'int',
  Time: 'time',
  PhoneNumber: 'nvarchar(255)',
  Email: 'nvarchar(255)',
  URL: 'nvarchar(max)',
  Number: 'bigint',
  Decimal: 'decimal(38,10)',
  Currency: 'decimal(38,10)',
  Percent: 'float',
  Duration: 'decimal(20,4)',
  Rating: 'smallint',
  DateTime: 'datetime2(3)',
  CreateTime: 'datetime2(3)',
  LastModifiedTime: 'datetime2(3)',
  AutoNumber: 'int',
  Geometry: 'nvarchar(max)',
  JSON: 'nvarchar(max)',
  SpecificDBType: 'varchar(100)',
} satisfies Record<PhysicalUIType, string>;

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

    it('generates the MSSQL DDL for create, add and rename', () => {
      const db = sqlOnly.mssql;
      const create = createTableSql(db, 'nc_ab12___T', [key, column(uidt)]).toString();
      expect(create).toContain(`[value] ${MSSQL_TYPES[uidt]}`);
      expect(create).toContain('[id] int identity(1,1) not null primary key');
      const add = addColumnSql(db, 'nc_ab12___T', { ...column(uidt), column_name: 'extra', rqd: true }).toString();
      expect(add.startsWith(`ALTER TABLE [nc_ab12___T] ADD [extra] ${MSSQL_TYPES[uidt]} not null`)).toBe(true);
      expect(renameColumnSql(db, 'nc_ab12___T', 'value', 'renamed').toString()).toContain(
        "exec sp_rename '[nc_ab12___T].value', 'renamed', 'COLUMN'",
      );
    });

    it.each(DIALECTS)('carries sample values to the database and back on %s', (dialect) => {
      for (const sample of SAMPLES[uidt]) {
        const parsed = FIELDS[uidt].parse(sample, {
          colOptions: { options: [{ title: 'a' }, { title: 'b' }, { title: 'c' }] },
        });
        expect(parsed).toEqual({ ok: true, value: sample });
        expect(field.fromDb(field.toDb(sample, dialect), dialect)).toEqual(sample);
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
    expect(BACKEND_FIELDS.JSON.fromDb('{"a":1}', 'mysql')).toEqual({ a: 1 });
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
