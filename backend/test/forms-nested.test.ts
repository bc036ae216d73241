import { describeEachDb } from './support/each-db';
import { DATA, recordsFixture, type RecordsFixture } from './support/records';
import { META, createTable, type TableJson } from './support/workspace';

const PUBLIC = '/api/v1/db/public/shared-view';

type Row = Record<string, unknown>;

describeEachDb('form submits: has-many and many-to-many links, and the public link pickers', (server) => {
  let fx: RecordsFixture;
  let orders: TableJson;
  let tags: TableJson;
  let formId: string;
  let uuid: string;
  const submit = (data: Row) => server().request().post(`${PUBLIC}/${uuid}/rows`).send(data);
  const picker = (column: string, query = '', password?: string) => {
    const req = server()
      .request()
      .get(`${PUBLIC}/${uuid}/nested/${encodeURIComponent(column)}${query}`);
    return password === undefined ? req : req.set('xc-password', password);
  };
  const rowsPath = (table: string) => `${DATA}/${encodeURIComponent(fx.project.title)}/${encodeURIComponent(table)}`;
  const linked = async (customerId: unknown, type: 'hm' | 'mm', column: string, field: string) =>
    (
      (await fx.client.get(`${rowsPath(fx.table.title)}/${customerId}/${type}/${column}`).expect(200)).body
        .list as Row[]
    )
      .map((r) => r[field])
      .sort();
  const count = async (table: string) =>
    (await fx.client.get(`${rowsPath(table)}/count`).expect(200)).body.count as number;

  beforeAll(async () => {
    fx = await recordsFixture(server(), 'form-nested@example.com', {
      table_name: 'Customers',
      columns: [
        { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
        { column_name: 'name', title: 'Name', uidt: 'SingleLineText' },
      ],
    });
    const table = (name: string, title: string) =>
      createTable(fx.client, fx.project.id, {
        table_name: name,
        columns: [
          { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
          { column_name: title.toLowerCase(), title, uidt: 'SingleLineText', pv: true },
        ],
      });
    orders = await table('Orders', 'Item');
    tags = await table('Tags', 'Label');
    await fx.client.post(rowsPath('Orders'), { Item: 'pen' }).expect(200);
    await fx.client.post(rowsPath('Orders'), { Item: 'ink' }).expect(200);
    await fx.client.post(rowsPath('Orders'), { Item: 'paper' }).expect(200);
    await fx.client.post(rowsPath('Tags'), { Label: 'red' }).expect(200);
    await fx.client.post(rowsPath('Tags'), { Label: 'blue' }).expect(200);
    await fx.client.post(rowsPath('Tags'), { Label: 'green 50%' }).expect(200);
    for (const [title, child, type] of [
      ['Orders', orders.id, 'hm'],
      ['Tags', tags.id, 'mm'],
    ] as const) {
      await fx.client
        .post(`${META}/tables/${fx.table.id}/columns`, {
          uidt: 'LinkToAnotherRecord',
          title,
          parentId: fx.table.id,
          childId: child,
          type,
        })
        .expect(200);
    }
    formId = (await fx.client.post(`${META}/tables/${fx.table.id}/forms`, { title: 'Sign up' }).expect(200)).body.id;
    uuid = (await fx.client.post(`${META}/views/${formId}/share`).expect(200)).body.uuid;
  });

  it('saves has-many and many-to-many links given as keys or {key: value} objects', async () => {
    const res = await submit({ Name: 'Ann', Orders: [1, { Id: 3 }], Tags: [{ Id: 2 }, '3'] }).expect(200);
    const id = res.body.Id;
    expect(await linked(id, 'hm', 'Orders', 'Item')).toEqual(['paper', 'pen']);
    expect(await linked(id, 'mm', 'Tags', 'Label')).toEqual(['blue', 'green 50%']);
    // a single object counts as a list of one
    const one = await submit({ Name: 'Bob', Tags: { Id: 1 } }).expect(200);
    expect(await linked(one.body.Id, 'mm', 'Tags', 'Label')).toEqual(['red']);
  });

  it('an unknown or malformed related key is a 400 and nothing is saved', async () => {
    const customers = await count(fx.table.title);
    const before = await linked(1, 'hm', 'Orders', 'Item');
    expect((await submit({ Name: 'Cy', Orders: [2], Tags: [1, 99] }).expect(400)).body.msg).toBe(
      "The value for Tags names no record with the key '99'",
    );
    expect((await submit({ Name: 'Cy', Orders: [2, 'x'] }).expect(400)).body.msg).toBe(
      "The value for Orders names no record with the key 'x'",
    );
    expect((await submit({ Name: 'Cy', Tags: [{ Label: 'red' }] }).expect(400)).body.msg).toBe(
      'The value for Tags must be a list of record keys or {key: value} objects',
    );
    expect(await count(fx.table.title)).toBe(customers);
    expect(await linked(1, 'hm', 'Orders', 'Item')).toEqual(before);
    const ink = (await fx.client.get(`${rowsPath('Orders')}/2`).expect(200)).body as Row;
    expect(ink.Customers ?? null).toBeNull();
  });

  it('lists a shown link field’s records as key and display value, paged and searchable', async () => {
    const all = (await picker('Tags').expect(200)).body;
    expect(all.list).toEqual([
      { Id: 1, Label: 'red' },
      { Id: 2, Label: 'blue' },
      { Id: 3, Label: 'green 50%' },
    ]);
    expect(all.pageInfo).toMatchObject({ totalRows: 3, isFirstPage: true });
    const page = (await picker('Orders', '?limit=2&offset=2').expect(200)).body;
    expect(page.list).toEqual([{ Id: 3, Item: 'paper' }]);
    expect(page.pageInfo).toMatchObject({ totalRows: 3, pageSize: 2, page: 2, isLastPage: true });
    const found = (await picker('Tags', '?search=EN').expect(200)).body;
    expect(found.list).toEqual([{ Id: 3, Label: 'green 50%' }]);
    expect((await picker('Tags', '?search=50%25').expect(200)).body.list).toEqual([{ Id: 3, Label: 'green 50%' }]);
    // the column id names the field too
    const meta = (await fx.client.get(`${META}/tables/${fx.table.id}`).expect(200)).body as TableJson;
    const tagsColumn = meta.columns.find((c) => c.title === 'Tags')!;
    expect((await picker(tagsColumn.id).expect(200)).body.pageInfo.totalRows).toBe(3);
  });

  it('a field the form hides, or that is not a link, has no picker (404); a password protects it', async () => {
    await picker('Name').expect(404);
    await picker('Nope').expect(404);
    const fields = (await fx.client.get(`${META}/forms/${formId}/columns`).expect(200)).body.list as Row[];
    const meta = (await fx.client.get(`${META}/tables/${fx.table.id}`).expect(200)).body as TableJson;
    const orderLink = meta.columns.find((c) => c.title === 'Orders')!;
    const field = fields.find((f) => f.fk_column_id === orderLink.id)!;
    await fx.client.patch(`${META}/form-columns/${field.id}`, { show: false }).expect(200);
    expect((await picker('Orders').expect(404)).body.msg).toBe("The form has no field 'Orders'");
    // a hidden field's value is dropped from a submission, its links too
    const res = await submit({ Name: 'Dee', Orders: [2] }).expect(200);
    expect(await linked(res.body.Id, 'hm', 'Orders', 'Item')).toEqual([]);

    await fx.client.patch(`${META}/views/${formId}/share`, { password: 'open sesame' }).expect(200);
    expect((await picker('Tags', '', 'wrong').expect(403)).body.msg).toBe('INVALID_SHARED_VIEW_PASSWORD');
    await picker('Tags').expect(403);
    await picker('Tags', '', 'open sesame').expect(200);
  });

  it('a link that is not a form has no picker (404)', async () => {
    const grid = (await fx.client.post(`${META}/tables/${fx.table.id}/grids`, { title: 'G' }).expect(200)).body;
    const gridUuid = (await fx.client.post(`${META}/views/${grid.id}/share`).expect(200)).body.uuid;
    await server().request().get(`${PUBLIC}/${gridUuid}/nested/Tags`).expect(404);
  });
});
