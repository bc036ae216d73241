import { describeEachDb } from './support/each-db';
import { q, recordsFixture, type RecordsFixture } from './support/records';
import { META } from './support/workspace';

const options = (...titles: string[]) => ({ options: titles.map((title) => ({ title })) });

const COLUMNS = [
  { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
  { column_name: 'name', title: 'Name', uidt: 'SingleLineText' },
  { column_name: 'num', title: 'Num', uidt: 'Number' },
  { column_name: 'status', title: 'Status', uidt: 'SingleSelect', colOptions: options('todo', 'done') },
  { column_name: 'done', title: 'Done', uidt: 'Checkbox' },
  { column_name: 'due', title: 'Due', uidt: 'Date' },
  { column_name: 'at', title: 'At', uidt: 'DateTime' },
];

// Case variants ('Apple', 'apple'), '' beside unset text, unset beside unchecked checkboxes: the groups must still
// hold exactly the rows a grid reads for them.
const ROWS = [
  { Name: 'Apple', Num: 1, Status: 'todo', Done: true, Due: '2024-01-01', At: '2024-01-01T08:00:00.000Z' },
  { Name: 'apple', Num: 1, Status: 'done', Done: false, Due: '2024-01-01', At: '2024-01-01T09:30:00.000Z' },
  { Name: 'Pear', Num: 2, Status: null, Done: null, Due: null, At: null },
  { Name: null, Num: null, Status: 'todo', Done: true, Due: '2024-02-03', At: '2024-01-01T08:00:00.000Z' },
  { Name: '', Num: 3, Status: 'done', Done: false, Due: '2024-02-03', At: '2024-02-03T23:59:59.000Z' },
  { Name: 'Apple', Num: 3, Status: 'todo', Done: null, Due: '2024-02-03', At: null },
];

type Group = Record<string, unknown> & { count: number };

/** The `where` that reads a group's rows as docs/API.md §1.11 writes it: `eq`, or `blank` for no value. */
function eqWhere(title: string, uidt: string, value: unknown): string {
  if (value === null || value === '') return `(${title},blank)`;
  if (uidt === 'Date') return `(${title},eq,exactDate,${value})`;
  return `(${title},eq,${value})`;
}

/** The `where` the grouped grid (mf-views group-where.ts) sends: checkboxes by (not)checked, dates by `in`. */
function gridWhere(title: string, uidt: string, value: unknown): string {
  if (uidt === 'Checkbox') return `(${title},${value === true ? 'checked' : 'notchecked'})`;
  if (value === null) return `(${title},blank)`;
  return `(${title},${uidt === 'Date' || uidt === 'DateTime' ? 'in' : 'eq'},${value})`;
}

describeEachDb('records groupby', (server) => {
  let fx: RecordsFixture;
  const groups = async (params: Record<string, string>, path = fx.path): Promise<Group[]> =>
    (await fx.client.get(`${path}/groupby?${q(params)}`).expect(200)).body.list;
  const total = async (params: Record<string, string>, path = fx.path): Promise<number> =>
    (await fx.client.get(`${path}?${q({ ...params, limit: '1' })}`).expect(200)).body.pageInfo.totalRows;

  beforeAll(async () => {
    fx = await recordsFixture(server(), 'groupby@example.com', { table_name: 'Things', columns: COLUMNS });
    await fx.client.post(fx.bulk, ROWS).expect(200);
  });

  const stored = COLUMNS.filter((c) => !('pk' in c)).map((c) => [c.title, c.uidt, c.column_name]);

  it.each(stored.filter(([, uidt]) => uidt !== 'DateTime'))(
    'counts each group of %s as the rows (column,eq,value) or (column,blank) reads',
    async (title, uidt, name) => {
      const list = await groups({ column_name: name });
      const read = await Promise.all(list.map((g) => total({ where: eqWhere(title, uidt, g[name]) })));
      expect(list.map((g) => [g[name], g.count])).toEqual(list.map((g, i) => [g[name], read[i]]));
      expect(list.reduce((sum, g) => sum + g.count, 0)).toBe(ROWS.length);
    },
  );

  it.each(stored)("counts each group of %s as the rows the grouped grid's where reads", async (title, uidt, name) => {
    const list = await groups({ column_name: name });
    const read = await Promise.all(list.map((g) => total({ where: gridWhere(title, uidt, g[name]) })));
    expect(list.map((g) => [g[name], g.count])).toEqual(list.map((g, i) => [g[name], read[i]]));
    expect(list.reduce((sum, g) => sum + g.count, 0)).toBe(ROWS.length);
  });

  it('lists the groups as the where reads them: case-sensitive text, no empty text, checkboxes true or false', async () => {
    const names = await groups({ column_name: 'name' });
    const expected = [
      { name: null, count: 2 },
      { name: 'Apple', count: 2 },
      { name: 'Pear', count: 1 },
      { name: 'apple', count: 1 },
    ];
    // the order of 'Pear' and 'apple' is the database's collation
    expect([names.length, names[0]]).toEqual([4, expected[0]]);
    expect(names).toEqual(expect.arrayContaining(expected));
    expect(await groups({ column_name: 'done' })).toEqual([
      { done: false, count: 4 },
      { done: true, count: 2 },
    ]);
  });

  it('orders the group values by sort=asc or sort=desc, ascending by default', async () => {
    const values = async (sort?: string) =>
      (await groups({ column_name: 'num', ...(sort ? { sort } : {}) })).map((g) => g.num);
    expect(await values()).toEqual([null, 1, 2, 3]);
    expect(await values('asc')).toEqual([null, 1, 2, 3]);
    expect(await values('desc')).toEqual([3, 2, 1, null]);
    expect(await values('-Num')).toEqual([3, 2, 1, null]);
    const dates = (await groups({ column_name: 'due', sort: 'desc' })).map((g) => g.due);
    expect(dates).toEqual(['2024-02-03', '2024-01-01', null]);
    // the count first, then the values in the order asked
    const byCount = await groups({ column_name: 'status', sort: '-count,desc' });
    expect(byCount).toEqual([
      { status: 'todo', count: 3 },
      { status: 'done', count: 2 },
      { status: null, count: 1 },
    ]);
  });

  it("groups only the rows the view's filters and the where param leave", async () => {
    const view = (await fx.client.post(`${META}/tables/${fx.table.id}/grids`, { title: 'Open' }).expect(200)).body;
    const num = fx.table.columns.find((c) => c.title === 'Num')!.id;
    await fx.client
      .post(`${META}/views/${view.id}/filters`, { fk_column_id: num, comparison_op: 'gte', value: 2 })
      .expect(200);
    const viewPath = `${fx.path}/views/${encodeURIComponent(view.title)}`;
    expect(await groups({ column_name: 'status' }, viewPath)).toEqual([
      { status: null, count: 1 },
      { status: 'done', count: 1 },
      { status: 'todo', count: 1 },
    ]);
    expect(await groups({ column_name: 'status', where: '(Name,blank)' }, viewPath)).toEqual([
      { status: 'done', count: 1 },
    ]);
    expect(await groups({ column_name: 'status', where: '(Name,eq,Apple)' }, viewPath)).toEqual([
      { status: 'todo', count: 1 },
    ]);
    expect(await groups({ column_name: 'status', where: '(Name,eq,Apple)' })).toEqual([{ status: 'todo', count: 2 }]);
    // each group of the view counts the rows the view's list reads for it
    for (const g of await groups({ column_name: 'num' }, viewPath)) {
      expect([g.num, await total({ where: eqWhere('Num', 'Number', g.num) }, viewPath)]).toEqual([g.num, g.count]);
    }
  });
});
