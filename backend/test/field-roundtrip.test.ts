import { PHYSICAL_UI_TYPES, type PhysicalUIType } from '@basalt/core';
import { describeEachDb } from './support/each-db';
import { recordsFixture, type RecordsFixture } from './support/records';

/**
 * Every physical field type through each real database, black-box: a table with one column of each type is
 * created through the API, representative and edge values are written through the records API, and what the
 * records API reads back (one row, and the list) must be what was written.
 */

/** A written value, and what reading it back must give when that differs (a documented normalisation). */
type Sample = unknown | { write: unknown; read: unknown };
const normalised = (write: unknown, read: unknown) => ({ write, read, normalised: true });
const isNormalised = (s: unknown): s is { write: unknown; read: unknown } =>
  typeof s === 'object' && s !== null && 'normalised' in s;

const UNICODE = 'ünïcødé ✓ 漢字 𝄞 😀';
const OPTIONS = ['a', 'b c', UNICODE, 'd%_'];

/** Per writable physical type: values to write, edge values included. A missing type fails the compile. */
const SAMPLES: Record<Exclude<PhysicalUIType, 'ID' | 'AutoNumber' | 'CreateTime' | 'LastModifiedTime'>, Sample[]> = {
  ForeignKey: [7, 2_147_483_647],
  SingleLineText: ['', UNICODE, 'x'.repeat(255), '😀'.repeat(255), '  padded  ', 'quote \' " \\ backslash'],
  LongText: ['', 'line 1\nline 2\r\n\ttab', UNICODE.repeat(100), 'y'.repeat(70_000)],
  Attachment: [
    [{ url: 'https://example.com/a.png', title: `${UNICODE}.png`, mimetype: 'image/png', size: 12 }],
    [],
    [
      { path: 'download/noco/p/t/c/a.txt', title: 'a.txt', mimetype: 'text/plain', size: 0 },
      { url: 'https://example.com/b', title: 'b' },
    ],
  ],
  Checkbox: [true, false],
  MultiSelect: ['a', `a,b c,${UNICODE}`, 'd%_', normalised(['b c', 'a'], 'b c,a')],
  SingleSelect: ['a', UNICODE, 'd%_'],
  Date: ['1000-01-01', '1970-01-01', '2024-02-29', '9999-12-31'],
  Year: [1901, 2000, 2155],
  Time: ['00:00:00', '12:34:56', '23:59:59'],
  PhoneNumber: ['+44 (0)20 7946 0958', '5550100'],
  Email: ['a.b+tag@example.co.uk', 'x@y.io'],
  URL: ['https://example.com/x?y=1&z=ü#frag', `https://example.com/${'p'.repeat(2000)}`],
  Number: [0, -1, 9_007_199_254_740_991, -9_007_199_254_740_991],
  Decimal: [0, 0.1, -0.25, 123_456_789.123456, 12_345_678_901.12],
  Currency: [0.01, 9.99, -1_000_000.5, 999_999_999_999.99],
  Percent: [0, 12.5, 100, 33.333333333333336],
  Duration: [0, 5400, 86_399, 3_600_000],
  Rating: [0, 3, 10],
  DateTime: [
    '1000-01-01T00:00:00.000Z',
    '1970-01-01T00:00:00.000Z',
    '2024-02-29T23:59:59.999Z',
    '9999-12-31T23:59:59.999Z',
    normalised('2024-06-01T12:00:00+02:00', '2024-06-01T10:00:00.000Z'),
  ],
  Geometry: ['POINT(1 2)', 'POLYGON((0 0, 1 0, 1 1, 0 0))'],
  JSON: [
    { nested: { list: [1, 'x', null, true] }, text: UNICODE },
    [1, 'x', null],
    42,
    true,
    normalised('"a string"', 'a string'),
    {},
  ],
  SpecificDBType: ['abc', '', 'z'.repeat(100)],
};

const WRITABLE = Object.keys(SAMPLES) as Array<keyof typeof SAMPLES>;
const ROWS = Math.max(...Object.values(SAMPLES).map((s) => s.length));
const title = (uidt: string) => `F ${uidt}`;

/**
 * Where the databases legitimately differ, per dialect: what each keeps of a value, or the 400 {msg} it answers
 * (never a 500, never a row half written). `true`: read back as written; a value: read back as that; a string
 * starting with 400: refused with a message holding the rest.
 */
const LIMITS: Array<[string, string, unknown, Record<'sqlite' | 'pg' | 'mysql', unknown>]> = [
  // MariaDB's decimal(38,10) keeps 10 decimal places; PostgreSQL's numeric and SQLite keep the number.
  ['Decimal 1.23456789012', 'F Decimal', 1.23456789012, { sqlite: true, pg: true, mysql: 1.2345678901 }],
  ['Decimal 1e-11', 'F Decimal', 1e-11, { sqlite: true, pg: true, mysql: 0 }],
  ['Currency 1e30', 'F Currency', 1e30, { sqlite: true, pg: true, mysql: '400 out of range' }],
  // Duration is numeric(20,4) / decimal(20,4): 16 digits before the point.
  ['Duration 1e17', 'F Duration', 1e17, { sqlite: true, pg: '400 out of range', mysql: '400 out of range' }],
  // PostgreSQL text cannot hold the NUL character.
  ['SingleLineText with NUL', 'F SingleLineText', 'a\u0000b', { sqlite: true, pg: '400 does not fit', mysql: true }],
  // MariaDB's TEXT holds 65,535 bytes.
  [
    'URL of 70,000 characters',
    'F URL',
    `https://e.com/${'p'.repeat(70_000)}`,
    { sqlite: true, pg: true, mysql: '400 too long' },
  ],
];

describeEachDb('every field type to the database and back', (server) => {
  let fx: RecordsFixture;

  beforeAll(async () => {
    fx = await recordsFixture(server(), 'roundtrip@example.com', {
      table_name: 'Roundtrip',
      columns: [
        { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
        ...WRITABLE.map((uidt) => ({
          column_name: uidt.toLowerCase(),
          title: title(uidt),
          uidt,
          ...(uidt === 'SpecificDBType' ? { dt: 'varchar(100)' } : {}),
          ...(uidt.endsWith('Select') ? { colOptions: { options: OPTIONS.map((t) => ({ title: t })) } } : {}),
        })),
        { column_name: 'seq', title: 'Seq', uidt: 'AutoNumber' },
        { column_name: 'created_at', title: 'CreatedAt', uidt: 'CreateTime' },
        { column_name: 'updated_at', title: 'UpdatedAt', uidt: 'LastModifiedTime' },
      ],
    });
  });

  it('creates one column of every physical type', () => {
    expect(fx.table.columns.map((c) => c.uidt).sort()).toEqual([...PHYSICAL_UI_TYPES].sort());
  });

  /** Row i holds the i-th sample of every type that has one, and no value where a type has fewer. */
  const rowsToWrite = () =>
    Array.from({ length: ROWS }, (_, i) => {
      const write: Record<string, unknown> = {};
      const read: Record<string, unknown> = {};
      for (const uidt of WRITABLE) {
        const sample = SAMPLES[uidt][i];
        write[title(uidt)] = isNormalised(sample) ? sample.write : (sample ?? null);
        read[title(uidt)] = isNormalised(sample) ? sample.read : (sample ?? null);
      }
      return { write, read };
    });

  it('reads back every written value, edge values included, one row at a time and in the list', async () => {
    const startedAt = Date.now();
    const written: Array<{ id: number; read: Record<string, unknown> }> = [];
    for (const { write, read } of rowsToWrite()) {
      const res = await fx.client.post(fx.path, { ...write, Seq: 999, CreatedAt: '2000-01-01T00:00:00.000Z' });
      if (res.status !== 200)
        throw new Error(`writing ${JSON.stringify(write).slice(0, 300)}: ${JSON.stringify(res.body)}`);
      written.push({ id: res.body.Id, read });
      expect(res.body).toMatchObject(read);
    }
    const list = (await fx.client.get(`${fx.path}?limit=100&sort=Id`).expect(200)).body.list;
    expect(list).toHaveLength(ROWS);
    for (const [i, { id, read }] of written.entries()) {
      const one = (await fx.client.get(`${fx.path}/${id}`).expect(200)).body;
      for (const uidt of WRITABLE) {
        // Compared field by field so a failure names the type and the value.
        expect([uidt, one[title(uidt)]]).toEqual([uidt, read[title(uidt)]]);
        expect([uidt, list[i][title(uidt)]]).toEqual([uidt, read[title(uidt)]]);
      }
      // Kept by the server whatever was sent: running numbers, and times of the write.
      expect(one.Id).toBe(id);
      expect(one.Seq).toBe(i + 1);
      expect(Date.parse(one.CreatedAt)).toBeGreaterThanOrEqual(startedAt - 1000);
      expect(one.UpdatedAt).toBe(one.CreatedAt);
    }
  });

  it.each(LIMITS)('%s: kept, changed or refused as this database does', async (_label, field, value, byDialect) => {
    const expected = byDialect[server().dialect];
    const before = (await fx.client.get(`${fx.path}/count`).expect(200)).body.count;
    const res = await fx.client.post(fx.path, { [field]: value });
    if (typeof expected === 'string') {
      const [status, words] = [Number(expected.slice(0, 3)), expected.slice(4)];
      expect([res.status, Object.keys(res.body)]).toEqual([status, ['msg']]);
      expect(res.body.msg).toContain(words);
      expect((await fx.client.get(`${fx.path}/count`).expect(200)).body.count).toBe(before);
      return;
    }
    expect(res.status).toBe(200);
    const read = (await fx.client.get(`${fx.path}/${res.body.Id}`).expect(200)).body[field];
    expect(read).toEqual(expected === true ? value : expected);
  });
});
