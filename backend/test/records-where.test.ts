import { filterOpsFor } from '../src/data/filters';
import { describeEachDb } from './support/each-db';
import { HOSTILE } from './support/filter-values';
import { q, recordsFixture, type RecordsFixture } from './support/records';
import { PROBES, expectedGroups, matches, sortedKeys, termOf, type Row } from './support/where-oracle';
import { TYPED_COLUMNS, at, WHERE_CASES, WHERE_ERRORS, typedRows } from './support/typed-table';

const keys = (list: Array<{ Key: string }>) =>
  list
    .map((r) => r.Key)
    .sort()
    .join(' ');

describeEachDb('records where grammar', (server) => {
  let fx: RecordsFixture;

  beforeAll(async () => {
    fx = await recordsFixture(server(), 'where@example.com', { table_name: 'Typed', columns: TYPED_COLUMNS });
    const res = await fx.client.post(fx.bulk, typedRows());
    if (res.status !== 200) throw new Error(`seeding failed: ${JSON.stringify(res.body)}`);
  });

  it.each(WHERE_CASES)('where=%s', async (where, expected) => {
    const res = await fx.client.get(`${fx.path}?${q({ where, limit: 100 })}`);
    expect(res.status).toBe(200);
    expect(keys(res.body.list)).toBe(expected);
    const count = await fx.client.get(`${fx.path}/count?${q({ where })}`).expect(200);
    expect(count.body).toEqual({ count: expected ? expected.split(' ').length : 0 });
  });

  it.each(WHERE_ERRORS)('where=%s is a 400 naming the problem', async (where, words) => {
    const res = await fx.client.get(`${fx.path}?${q({ where })}`);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['msg']);
    for (const word of words) expect(res.body.msg).toContain(word);
  });

  it('takes the w and filter aliases, and ANDs filterArrJson with where', async () => {
    expect(keys((await fx.client.get(`${fx.path}?${q({ w: '(Num,gt,2)' })}`)).body.list)).toBe('r3 r4');
    expect(keys((await fx.client.get(`${fx.path}?${q({ filter: '(Num,gt,2)' })}`)).body.list)).toBe('r3 r4');
    const num = fx.table.columns.find((c) => c.title === 'Num')!;
    const done = fx.table.columns.find((c) => c.title === 'Done')!;
    const filterArrJson = JSON.stringify([
      { fk_column_id: num.id, comparison_op: 'gt', value: '0', logical_op: 'and' },
      {
        is_group: true,
        logical_op: 'and',
        children: [
          { fk_column_id: done.id, comparison_op: 'checked', logical_op: 'and' },
          { fk_column_id: num.id, comparison_op: 'eq', value: 3, logical_op: 'or' },
        ],
      },
    ]);
    const res = await fx.client.get(`${fx.path}?${q({ filterArrJson, where: '(Num,lt,10)' })}`).expect(200);
    expect(keys(res.body.list)).toBe('r1 r3');
    const bad = await fx.client.get(`${fx.path}?${q({ filterArrJson: '[{"fk_column_id":' })}`).expect(400);
    expect(bad.body.msg).toContain('filterArrJson');
  });

  /** The seeded rows as the API reads them back, in key order: what the oracle computes expectations from. */
  let rows: Row[];
  beforeAll(async () => {
    rows = (await fx.client.get(`${fx.path}?${q({ limit: 100, sort: 'Id' })}`).expect(200)).body.list;
    expect(rows.map((r) => r.Key)).toEqual(['r1', 'r2', 'r3', 'r4', 'r5', 'r6']);
    // The insert time is the server's: one read back, and one no row holds.
    PROBES.CreatedAt!.list = `${String(rows[2]!.CreatedAt)},${at(-3, '10:00:00')}`;
    PROBES.UpdatedAt!.list = at(-3, '10:00:00');
  });

  it.each(TYPED_COLUMNS.map((c) => [c.title, c.uidt]))(
    'runs every op of %s (%s) on the database, matching the rows the op means',
    async (title, uidt) => {
      const probe = PROBES[title]!;
      const wrong: string[] = [];
      for (const op of filterOpsFor(uidt)) {
        const where = termOf(title, op);
        const expected = rows.filter((r) => matches(probe, op, r[title], server().dialect)).map((r) => String(r.Key));
        const res = await fx.client.get(`${fx.path}?${q({ where, limit: 100 })}`);
        if (res.status !== 200) throw new Error(`${where}: ${res.status} ${JSON.stringify(res.body)}`);
        const got = keys(res.body.list);
        if (got !== expected.join(' ')) wrong.push(`${where}: got [${got}], expected [${expected.join(' ')}]`);
        const count = await fx.client.get(`${fx.path}/count?${q({ where })}`).expect(200);
        if (count.body.count !== expected.length)
          wrong.push(`${where}: count ${count.body.count}, expected ${expected.length}`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it('matches no row and every row for hostile text, bound as a value', async () => {
    expect(keys((await fx.client.get(`${fx.path}?${q({ where: `(Text,eq,${HOSTILE})` })}`)).body.list)).toBe('');
    const all = await fx.client.get(`${fx.path}?${q({ where: `(Text,neq,${HOSTILE})` })}`);
    expect(keys(all.body.list)).toBe('r1 r2 r3 r4 r5 r6');
  });

  it.each(TYPED_COLUMNS.map((c) => [c.title, c.column_name]))('sorts and groups by %s', async (title, name) => {
    const { dialect } = server();
    for (const descending of [false, true]) {
      const sort = descending ? `-${title}` : title;
      const res = await fx.client.get(`${fx.path}?${q({ sort, limit: 100 })}`).expect(200);
      expect([sort, res.body.list.map((r: Row) => r.Key)]).toEqual([
        sort,
        sortedKeys(rows, title, dialect, descending),
      ]);
    }
    const groups = await fx.client.get(`${fx.path}/groupby?${q({ column_name: name })}`).expect(200);
    expect(groups.body.list).toEqual(expectedGroups(rows, title, dialect, name));
  });

  it('searches text fields with like and other fields with eq (docs/PRODUCT.md §5)', async () => {
    expect(keys((await fx.client.get(`${fx.path}?${q({ search: 'APP' })}`)).body.list)).toBe('r1');
    expect(keys((await fx.client.get(`${fx.path}?${q({ search: '10' })}`)).body.list)).toBe('r1 r4');
    expect(keys((await fx.client.get(`${fx.path}?${q({ search: 'todo' })}`)).body.list)).toBe('r1 r6');
    expect(keys((await fx.client.get(`${fx.path}?${q({ search: 'zzz-nothing' })}`)).body.list)).toBe('');
  });
});
