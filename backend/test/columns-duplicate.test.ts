import { describeEachDb } from './support/each-db';
import { recordsFixture, type RecordsFixture } from './support/records';
import { META, type ColumnJson, type TableJson } from './support/workspace';

const byTitle = (table: TableJson, title: string) => table.columns.find((c) => c.title === title) as ColumnJson;

describeEachDb('duplicating a field', (server) => {
  let fx: RecordsFixture;

  beforeAll(async () => {
    fx = await recordsFixture(server(), 'duplicate@example.com', {
      table_name: 'Tasks',
      columns: [
        { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
        { column_name: 'title', title: 'Title', uidt: 'SingleLineText', pv: true },
        {
          column_name: 'status',
          title: 'Status',
          uidt: 'SingleSelect',
          cdf: 'Open',
          colOptions: {
            options: [
              { title: 'Open', color: '#cfdffe' },
              { title: 'Done', color: '#d0f1fd' },
            ],
          },
        },
        { column_name: 'price', title: 'Price', uidt: 'Currency', meta: { currency_code: 'EUR' } },
      ],
    });
    await fx.client
      .post(fx.bulk, [
        { Title: 'a', Status: 'Done', Price: 1.5 },
        { Title: 'b', Status: 'Open', Price: null },
      ])
      .expect(200);
  });

  const duplicate = (columnId: string, body: object = {}) =>
    fx.client.post(`${META}/duplicate/${fx.project.id}/column/${columnId}`, body);
  const list = async () =>
    (await fx.client.get(`${fx.path}?sort=Id`).expect(200)).body.list as Array<Record<string, unknown>>;

  it("makes a new field with the other's settings and every row's value", async () => {
    const status = byTitle(fx.table, 'Status');
    const res = await duplicate(status.id).expect(200);
    const copy = byTitle(res.body, 'Status copy');
    expect(copy).toMatchObject({ uidt: 'SingleSelect', pv: false });
    expect(copy.id).not.toBe(status.id);
    expect((copy.colOptions as { options: Array<{ title: string; color: string }> }).options).toEqual([
      expect.objectContaining({ title: 'Open', color: '#cfdffe' }),
      expect.objectContaining({ title: 'Done', color: '#d0f1fd' }),
    ]);
    expect((await list()).map((r) => [r.Status, r['Status copy']])).toEqual([
      ['Done', 'Done'],
      ['Open', 'Open'],
    ]);
    // the copy stands alone: changing it leaves the original as it was
    const [first] = await list();
    await fx.client.patch(`${fx.path}/${String(first!.Id)}`, { 'Status copy': 'Open' }).expect(200);
    expect((await list())[0]).toMatchObject({ Status: 'Done', 'Status copy': 'Open' });
  });

  it('numbers a second copy, takes a given title, and leaves values behind when asked', async () => {
    const price = byTitle(fx.table, 'Price');
    const second = await duplicate(price.id).expect(200);
    expect(byTitle(second.body, 'Price copy').meta).toMatchObject({ currency_code: 'EUR' });
    const third = await duplicate(price.id).expect(200);
    expect(byTitle(third.body, 'Price copy 2')).toBeDefined();
    const empty = await duplicate(price.id, { title: 'Price (empty)', options: { excludeData: true } }).expect(200);
    expect(byTitle(empty.body, 'Price (empty)')).toBeDefined();
    expect((await list()).map((r) => [r.Price, r['Price copy'], r['Price (empty)']])).toEqual([
      [1.5, 1.5, null],
      [null, null, null],
    ]);
  });

  it('refuses the primary key, a title in use, and an unknown field', async () => {
    const id = byTitle(fx.table, 'Id');
    expect((await duplicate(id.id).expect(400)).body.msg).toBe('The primary key column cannot be duplicated');
    const title = byTitle(fx.table, 'Title');
    expect((await duplicate(title.id, { title: 'Status' }).expect(400)).body.msg).toBe('Duplicate column alias');
    await duplicate('cl_missing').expect(404);
  });
});
