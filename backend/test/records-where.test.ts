import { filterOpsFor } from '../src/data/filters';
import { describeEachDb } from './support/each-db';
import { termFor } from './support/filter-values';
import { q, recordsFixture, type RecordsFixture } from './support/records';
import { TYPED_COLUMNS, WHERE_CASES, WHERE_ERRORS, typedRows } from './support/typed-table';

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

  it.each(TYPED_COLUMNS.map((c) => [c.title, c.uidt]))(
    'runs every op of %s (%s) on the database',
    async (title, uidt) => {
      for (const op of filterOpsFor(uidt)) {
        const where = termFor(title, uidt, op);
        const res = await fx.client.get(`${fx.path}?${q({ where, limit: 100 })}`);
        if (res.status !== 200) throw new Error(`${where}: ${res.status} ${JSON.stringify(res.body)}`);
        const count = await fx.client.get(`${fx.path}/count?${q({ where })}`).expect(200);
        expect(count.body.count).toBe(res.body.list.length);
      }
    },
  );

  it.each(TYPED_COLUMNS.map((c) => [c.title, c.column_name]))('sorts and groups by %s', async (title, name) => {
    for (const sort of [title, `-${title}`]) {
      const res = await fx.client.get(`${fx.path}?${q({ sort, limit: 100 })}`).expect(200);
      expect(res.body.list).toHaveLength(6);
    }
    const groups = await fx.client.get(`${fx.path}/groupby?${q({ column_name: name })}`).expect(200);
    const counted = groups.body.list.reduce((n: number, g: { count: number }) => n + g.count, 0);
    expect(counted).toBe(6);
  });

  it('searches text fields with like and other fields with eq (spec §5)', async () => {
    expect(keys((await fx.client.get(`${fx.path}?${q({ search: 'APP' })}`)).body.list)).toBe('r1');
    expect(keys((await fx.client.get(`${fx.path}?${q({ search: '10' })}`)).body.list)).toBe('r1 r4');
    expect(keys((await fx.client.get(`${fx.path}?${q({ search: 'todo' })}`)).body.list)).toBe('r1 r6');
    expect(keys((await fx.client.get(`${fx.path}?${q({ search: 'zzz-nothing' })}`)).body.list)).toBe('');
  });
});
