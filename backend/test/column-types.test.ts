import type { PhysicalUIType } from '@basalt/core';
import type { SqlDialect } from '../src/data/dialect';
import { BACKEND_FIELDS } from '../src/fields/registry';
import { describeEachDb } from './support/each-db';
import {
  as,
  createProject,
  createTable,
  META,
  signUp,
  type Client,
  type ColumnJson,
  type TableJson,
} from './support/workspace';

/** The types a column request may add (the key and link types come with tables and links). */
type AddableType = Exclude<PhysicalUIType, 'ID' | 'ForeignKey'>;

interface TypeCase {
  /** Extra request fields (options, dt). */
  body?: Record<string, unknown>;
  samples: unknown[];
  /** A compatible type to alter to and back from, with the values the samples read as there. */
  via: { uidt: PhysicalUIType; body?: Record<string, unknown>; values: unknown[] };
}

const options = (...titles: string[]) => ({ colOptions: { options: titles.map((title) => ({ title })) } });
const ISO = '2024-01-15T10:20:30.000Z';

/** Every type a column can be created with; a missing one fails the compile. */
const CASES: Record<AddableType, TypeCase> = {
  SingleLineText: { samples: ['hello', '12', ''], via: { uidt: 'LongText', values: ['hello', '12', ''] } },
  LongText: {
    samples: ['line 1\nline 2', 'short'],
    via: { uidt: 'SingleLineText', values: ['line 1\nline 2', 'short'] },
  },
  Attachment: {
    samples: [[{ url: 'https://example.com/a.png', title: 'a.png' }]],
    via: { uidt: 'LongText', values: ['[{"url":"https://example.com/a.png","title":"a.png"}]'] },
  },
  Checkbox: { samples: [true, false], via: { uidt: 'Number', values: [1, 0] } },
  MultiSelect: { body: options('a', 'b', 'c'), samples: ['a,b', 'c'], via: { uidt: 'LongText', values: ['a,b', 'c'] } },
  SingleSelect: { body: options('a', 'b'), samples: ['a', 'b'], via: { uidt: 'SingleLineText', values: ['a', 'b'] } },
  Date: {
    samples: ['2024-02-29', '1999-12-31'],
    via: { uidt: 'DateTime', values: ['2024-02-29T00:00:00.000Z', '1999-12-31T00:00:00.000Z'] },
  },
  Year: { samples: [1999, 2024], via: { uidt: 'Number', values: [1999, 2024] } },
  Time: { samples: ['13:45:00', '00:00:01'], via: { uidt: 'SingleLineText', values: ['13:45:00', '00:00:01'] } },
  PhoneNumber: { samples: ['+1 555 0100'], via: { uidt: 'SingleLineText', values: ['+1 555 0100'] } },
  Email: { samples: ['a@example.com'], via: { uidt: 'SingleLineText', values: ['a@example.com'] } },
  URL: { samples: ['https://example.com/x?y=1'], via: { uidt: 'LongText', values: ['https://example.com/x?y=1'] } },
  Number: { samples: [0, -12, 123456789], via: { uidt: 'Decimal', values: [0, -12, 123456789] } },
  Decimal: { samples: [12.5, -0.25], via: { uidt: 'Currency', values: [12.5, -0.25] } },
  Currency: { samples: [9.99, 1000], via: { uidt: 'Decimal', values: [9.99, 1000] } },
  Percent: { samples: [12.5, 100], via: { uidt: 'Decimal', values: [12.5, 100] } },
  Duration: { samples: [5400, 90.5], via: { uidt: 'Decimal', values: [5400, 90.5] } },
  Rating: { samples: [3, 5], via: { uidt: 'Number', values: [3, 5] } },
  DateTime: {
    samples: [ISO, '2024-01-15T10:20:30.123Z'],
    via: { uidt: 'SingleLineText', values: [ISO, '2024-01-15T10:20:30.123Z'] },
  },
  CreateTime: { samples: [ISO], via: { uidt: 'DateTime', values: [ISO] } },
  LastModifiedTime: { samples: [ISO], via: { uidt: 'DateTime', values: [ISO] } },
  AutoNumber: { samples: [1, 2], via: { uidt: 'Number', values: [1, 2] } },
  Geometry: {
    samples: ['POINT(1 2)', 'LINESTRING(0 0, 1 1)'],
    via: { uidt: 'LongText', values: ['POINT(1 2)', 'LINESTRING(0 0, 1 1)'] },
  },
  JSON: { samples: [{ a: [1, 2] }, [1, 'x']], via: { uidt: 'LongText', values: ['{"a":[1,2]}', '[1,"x"]'] } },
  SpecificDBType: { body: { dt: 'varchar(100)' }, samples: ['abc'], via: { uidt: 'SingleLineText', values: ['abc'] } },
};

describeEachDb('every column type: create, fill, alter and back, drop', (server) => {
  let alice: Client;
  let projectId: string;
  let refusals = 0;

  beforeAll(async () => {
    alice = as(server(), await signUp(server(), 'alice@example.com'));
    projectId = (await createProject(alice)).id;
  });

  const dialect = () => server().dialect as SqlDialect;
  const column = (table: TableJson, title: string) => table.columns.find((c) => c.title === title) as ColumnJson;

  /** The API values of a column, read from the physical table through the field registry. */
  async function values(table: TableJson, col: ColumnJson): Promise<unknown[]> {
    const rows = await server().db(table.table_name).select('id', col.column_name).orderBy('id');
    const field = BACKEND_FIELDS[col.uidt as PhysicalUIType];
    return rows.map((r) => field.fromDb(r[col.column_name], dialect()));
  }

  async function sqlType(table: TableJson, name: string): Promise<string> {
    const info = await server().db(table.table_name).columnInfo();
    return String(info[name]?.type);
  }

  it.each(Object.entries(CASES).map(([uidt, c]) => [uidt as AddableType, c]))('%s', async (uidt, c) => {
    const table = await createTable(alice, projectId, { table_name: `T ${uidt}` });
    const added = await alice
      .post(`${META}/tables/${table.id}/columns`, { title: 'Value', uidt, ...c.body })
      .expect(200);
    let col = column(added.body, 'Value');
    expect(col).toMatchObject({ uidt, column_name: 'Value' });
    const originalType = await sqlType(table, 'Value');

    const field = BACKEND_FIELDS[uidt];
    await server()
      .db(table.table_name)
      .insert([
        ...c.samples.map((sample, i) => ({ title: `row ${i}`, Value: field.toDb(sample, dialect()) })),
        { title: 'empty', Value: null },
      ]);
    expect(await values(table, col)).toEqual([...c.samples, null]);

    const there = await alice.patch(`${META}/columns/${col.id}`, { uidt: c.via.uidt, ...c.via.body }).expect(200);
    col = column(there.body, 'Value');
    expect(col).toMatchObject({ id: col.id, uidt: c.via.uidt, column_name: 'Value' });
    expect(await values(table, col)).toEqual([...c.via.values, null]);

    const back = await alice.patch(`${META}/columns/${col.id}`, { uidt, ...c.body }).expect(200);
    col = column(back.body, 'Value');
    expect(col.uidt).toBe(uidt);
    expect(await values(table, col)).toEqual([...c.samples, null]);
    expect(await sqlType(table, 'Value')).toBe(originalType);
    expect((await server().db(table.table_name).select('title').orderBy('id')).map((r) => r.title)).toEqual([
      ...c.samples.map((_, i) => `row ${i}`),
      'empty',
    ]);

    const dropped = await alice.delete(`${META}/columns/${col.id}`).expect(200);
    expect(dropped.body.columns.map((x: ColumnJson) => x.title)).not.toContain('Value');
    expect(Object.keys(await server().db(table.table_name).columnInfo())).not.toContain('Value');
    const [{ n }] = await server().db(table.table_name).count({ n: '*' });
    expect(Number(n)).toBe(c.samples.length + 1);
  });

  it.each([
    [
      'SingleLineText',
      ['12', 'abc', '7'],
      'Number',
      'Cannot change column "Amount" to Number: value "abc" in 1 row(s) cannot be converted',
    ],
    [
      'SingleLineText',
      ['x', 'y', 'x'],
      'Number',
      'Cannot change column "Amount" to Number: values "x", "y" in 3 row(s) cannot be converted',
    ],
    [
      'Decimal',
      [12.5, 3],
      'Number',
      'Cannot change column "Amount" to Number: value "12.5" in 1 row(s) cannot be converted',
    ],
    [
      'LongText',
      ['x'.repeat(300)],
      'SingleLineText',
      /^Cannot change column "Amount" to SingleLineText: value "x{37}\.\.\." in 1 row\(s\) cannot be converted$/,
    ],
    [
      'SingleLineText',
      ['not a mail'],
      'Email',
      'Cannot change column "Amount" to Email: value "not a mail" in 1 row(s) cannot be converted',
    ],
  ] as const)('refuses %s %j -> %s, leaving table and data untouched', async (from, samples, to, msg) => {
    const table = await createTable(alice, projectId, { table_name: `Refused ${++refusals}` });
    const created = await alice.post(`${META}/tables/${table.id}/columns`, { title: 'Amount', uidt: from }).expect(200);
    const col = column(created.body, 'Amount');
    const field = BACKEND_FIELDS[from];
    await server()
      .db(table.table_name)
      .insert(samples.map((s) => ({ title: String(s).slice(0, 10), Amount: field.toDb(s, dialect()) })));
    const schemaBefore = await server().db(table.table_name).columnInfo();
    const rowsBefore = await server().db(table.table_name).select().orderBy('id');

    const res = await alice.patch(`${META}/columns/${col.id}`, { uidt: to }).expect(400);
    expect(res.body.msg).toEqual(typeof msg === 'string' ? msg : expect.stringMatching(msg));

    expect(await server().db(table.table_name).columnInfo()).toEqual(schemaBefore);
    expect(await server().db(table.table_name).select().orderBy('id')).toEqual(rowsBefore);
    const meta = (await alice.get(`${META}/columns/${col.id}`).expect(200)).body;
    expect(meta).toEqual(col);
  });
});
