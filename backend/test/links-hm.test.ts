import { removeLinksOfTable } from '../src/relations/remove';
import { describeEachDb } from './support/each-db';
import { recordsFixture, type RecordsFixture, DATA } from './support/records';
import { META, createTable, type ColumnJson, type TableJson } from './support/workspace';

const byTitle = (table: TableJson, title: string) => table.columns.find((c) => c.title === title) as ColumnJson;
const titled = (title: string) => ({
  table_name: title,
  title,
  columns: [
    { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
    { column_name: 'title', title: 'Title', uidt: 'SingleLineText', pv: true },
  ],
});

describeEachDb('links: has many / belongs to', (server) => {
  let fx: RecordsFixture;
  let customers: TableJson;
  let orders: TableJson;
  const path = (table: string) => `${DATA}/${encodeURIComponent(fx.project.title)}/${table}`;
  const read = async (id: string) => (await fx.client.get(`${META}/tables/${id}`).expect(200)).body as TableJson;

  beforeAll(async () => {
    fx = await recordsFixture(server(), 'links-hm@example.com', titled('Customers'));
    customers = fx.table;
    orders = await createTable(fx.client, fx.project.id, titled('Orders'));
    await fx.client.post(`${DATA.replace('/data/', '/data/bulk/')}/${encodeURIComponent(fx.project.title)}/Customers`, [
      { Title: 'Ann' },
      { Title: 'Bob' },
    ]);
    await fx.client
      .post(`${DATA.replace('/data/', '/data/bulk/')}/${encodeURIComponent(fx.project.title)}/Orders`, [
        { Title: 'o1' },
        { Title: 'o2' },
        { Title: 'o3' },
      ])
      .expect(200);
  });

  it('adds a foreign key and a link column on each side', async () => {
    const res = await fx.client
      .post(`${META}/tables/${customers.id}/columns`, {
        uidt: 'LinkToAnotherRecord',
        title: 'Orders',
        parentId: customers.id,
        childId: orders.id,
        type: 'hm',
      })
      .expect(200);
    const hm = byTitle(res.body, 'Orders');
    expect(hm).toMatchObject({
      uidt: 'LinkToAnotherRecord',
      colOptions: { type: 'hm', fk_related_model_id: orders.id },
    });
    orders = await read(orders.id);
    const bt = byTitle(orders, 'Customers');
    const fk = orders.columns.find((c) => c.uidt === 'ForeignKey')!;
    expect(fk).toMatchObject({ system: true, column_name: `${customers.table_name}_id` });
    expect(bt.colOptions).toMatchObject({
      type: 'bt',
      fk_related_model_id: customers.id,
      fk_child_column_id: fk.id,
      fk_parent_column_id: byTitle(customers, 'Id').id,
    });
    expect(hm.colOptions).toMatchObject({ fk_child_column_id: fk.id });
    expect(await server().db.schema.hasColumn(orders.table_name, fk.column_name)).toBe(true);
  });

  it('links, lists, excludes and unlinks records', async () => {
    const c = path('Customers');
    await fx.client.post(`${c}/1/hm/Orders/1`).expect(200, { msg: 'The relation data has been created successfully' });
    await fx.client.post(`${c}/1/hm/Orders/3`).expect(200);
    const list = (await fx.client.get(`${c}/1/hm/Orders`).expect(200)).body;
    expect(list.list.map((r: { Title: string }) => r.Title)).toEqual(['o1', 'o3']);
    expect(list.pageInfo).toMatchObject({ totalRows: 2 });
    const exclude = (await fx.client.get(`${c}/1/hm/Orders/exclude`).expect(200)).body;
    expect(exclude.list.map((r: { Title: string }) => r.Title)).toEqual(['o2']);
    // the other side, by column id and by bt
    const btId = byTitle(orders, 'Customers').id;
    const btExclude = (await fx.client.get(`${path('Orders')}/1/bt/${btId}/exclude`).expect(200)).body;
    expect(btExclude.list.map((r: { Title: string }) => r.Title)).toEqual(['Bob']);
    await fx.client.post(`${path('Orders')}/2/bt/Customers/2`).expect(200);
    expect((await fx.client.get(`${c}/2/hm/Orders`).expect(200)).body.list).toHaveLength(1);
    await fx.client
      .delete(`${c}/1/hm/Orders/1`)
      .expect(200, { msg: 'The relation data has been deleted successfully' });
    const after = (await fx.client.get(`${c}/1/hm/Orders?fields=Title`).expect(200)).body;
    expect(after.list).toEqual([{ Id: 3, Title: 'o3' }]);
  });

  it('refuses bad requests', async () => {
    const c = path('Customers');
    await fx.client.get(`${c}/99/hm/Orders`).expect(404);
    await fx.client.post(`${c}/1/hm/Orders/99`).expect(404);
    await fx.client.get(`${c}/1/hm/Nope`).expect(404);
    await fx.client.get(`${c}/1/mm/Orders`).expect(400);
    await fx.client.get(`${c}/1/hm/Title`).expect(400);
    const add = (body: object) =>
      fx.client.post(`${META}/tables/${customers.id}/columns`, { uidt: 'LinkToAnotherRecord', ...body });
    const base = { title: 'More', parentId: customers.id, childId: orders.id, type: 'hm' };
    expect((await add({ ...base, type: 'xx' }).expect(400)).body.msg).toMatch(/type/);
    expect((await add({ ...base, parentId: undefined }).expect(400)).body.msg).toMatch(/parentId/);
    expect((await add({ ...base, childId: 'md_nope' }).expect(400)).body.msg).toMatch(/not found/);
    expect((await add({ ...base, title: 'Orders' }).expect(400)).body.msg).toBe('Duplicate column alias');
  });

  it('deletes the link field with its reverse and foreign key, keeping the rows', async () => {
    const fk = orders.columns.find((c) => c.uidt === 'ForeignKey')!;
    await fx.client.delete(`${META}/columns/${fk.id}`).expect(400);
    const hm = byTitle(await read(customers.id), 'Orders');
    await fx.client.delete(`${META}/columns/${hm.id}`).expect(200);
    orders = await read(orders.id);
    expect(orders.columns.map((c) => c.uidt)).not.toContain('LinkToAnotherRecord');
    expect(orders.columns.map((c) => c.uidt)).not.toContain('ForeignKey');
    expect(await server().db.schema.hasColumn(orders.table_name, fk.column_name)).toBe(false);
    expect((await fx.client.get(path('Orders')).expect(200)).body.pageInfo.totalRows).toBe(3);
  });

  it('links a table to itself', async () => {
    const res = await fx.client
      .post(`${META}/tables/${customers.id}/columns`, {
        uidt: 'LinkToAnotherRecord',
        title: 'Referrer',
        parentId: customers.id,
        childId: customers.id,
        type: 'bt',
      })
      .expect(200);
    expect(byTitle(res.body, 'Referrer').colOptions).toMatchObject({ type: 'bt' });
    expect(byTitle(res.body, 'Customers List').colOptions).toMatchObject({ type: 'hm' });
    const c = path('Customers');
    await fx.client.post(`${c}/2/bt/Referrer/1`).expect(200);
    const referred = (await fx.client.get(`${c}/1/hm/Customers List`).expect(200)).body.list;
    expect(referred.map((r: { Title: string }) => r.Title)).toEqual(['Bob']);
  });

  it('names the reverse field as asked, refusing a name the other table has', async () => {
    const suppliers = await createTable(fx.client, fx.project.id, titled('Suppliers'));
    const parts = await createTable(fx.client, fx.project.id, titled('Parts'));
    const link = (title: string, reverseTitle: string) =>
      fx.client.post(`${META}/tables/${suppliers.id}/columns`, {
        uidt: 'LinkToAnotherRecord',
        title,
        parentId: suppliers.id,
        childId: parts.id,
        type: 'hm',
        reverseTitle,
      });
    expect((await link('Parts made', 'Title').expect(400)).body.msg).toBe('Duplicate column alias');
    // nothing of the refused link is left behind
    expect((await read(suppliers.id)).columns.map((c) => c.title)).not.toContain('Parts made');
    await link('Parts made', 'Made by').expect(200);
    expect(byTitle(await read(parts.id), 'Made by').colOptions).toMatchObject({
      type: 'bt',
      fk_related_model_id: suppliers.id,
    });
  });

  it('takes every link of a table away before the table goes', async () => {
    await fx.client
      .post(`${META}/tables/${orders.id}/columns`, {
        uidt: 'LinkToAnotherRecord',
        title: 'Buyer',
        parentId: customers.id,
        childId: orders.id,
        type: 'bt',
      })
      .expect(200);
    await fx.client
      .post(`${META}/tables/${orders.id}/columns`, {
        uidt: 'LinkToAnotherRecord',
        title: 'Watchers',
        parentId: orders.id,
        childId: customers.id,
        type: 'mm',
      })
      .expect(200);
    await removeLinksOfTable(server().db, server().db, customers.id);
    const links = (table: TableJson) =>
      table.columns.filter((c) => c.uidt === 'LinkToAnotherRecord' || c.uidt === 'ForeignKey');
    expect(links(await read(orders.id))).toEqual([]);
    expect(links(await read(customers.id))).toEqual([]);
    expect(await server().db('nc_models').where({ project_id: fx.project.id, mm: true }).first()).toBeUndefined();
  });
});
