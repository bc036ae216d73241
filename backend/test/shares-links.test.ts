import { describeEachDb } from './support/each-db';
import { recordsFixture, type RecordsFixture, BULK } from './support/records';
import { META, createTable, type TableJson } from './support/workspace';

const PUBLIC = '/api/v1/db/public/shared-view';

describeEachDb('shared views: links and their related tables', (server) => {
  let fx: RecordsFixture;
  let orders: TableJson;
  let uuid: string;
  let viewId: string;
  const visitor = (path: string) => server().request().get(`${PUBLIC}/${uuid}/${path}`);

  beforeAll(async () => {
    fx = await recordsFixture(server(), 'shares-links@example.com', {
      table_name: 'Customers',
      title: 'Customers',
      columns: [
        { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
        { column_name: 'title', title: 'Title', uidt: 'SingleLineText', pv: true },
        { column_name: 'phone', title: 'Phone', uidt: 'SingleLineText' },
      ],
    });
    orders = await createTable(fx.client, fx.project.id, {
      table_name: 'Orders',
      title: 'Orders',
      columns: [
        { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
        { column_name: 'title', title: 'Title', uidt: 'SingleLineText', pv: true },
      ],
    });
    const bulk = (table: string) => `${BULK}/${encodeURIComponent(fx.project.title)}/${table}`;
    await fx.client.post(bulk('Customers'), [{ Title: 'Ann', Phone: '555-0101' }]).expect(200);
    await fx.client.post(bulk('Orders'), [{ Title: 'o1' }, { Title: 'o2' }]).expect(200);
    const link = {
      uidt: 'LinkToAnotherRecord',
      title: 'Orders',
      parentId: fx.table.id,
      childId: orders.id,
      type: 'hm',
    };
    await fx.client.post(`${META}/tables/${fx.table.id}/columns`, link).expect(200);
    await fx.client.post(`${fx.path}/1/hm/Orders/1`).expect(200);
    viewId = (await fx.client.get(`${META}/tables/${orders.id}/views`).expect(200)).body.list[0].id;
    uuid = (await fx.client.post(`${META}/views/${viewId}/share`).expect(200)).body.uuid;
  });

  it("gives a shown link's table with only its key and display fields; rows carry the link's display value", async () => {
    const meta = (await visitor('meta').expect(200)).body;
    expect(Object.keys(meta.relatedMetas)).toEqual([fx.table.id]);
    const related = meta.relatedMetas[fx.table.id];
    expect(related.columns.map((c: { title: string }) => c.title)).toEqual(['Id', 'Title']);
    const rows = (await visitor('rows').expect(200)).body.list;
    expect(rows[0]).toMatchObject({ Title: 'o1', Customers: { Id: 1, Title: 'Ann' } });
    expect(JSON.stringify({ meta, rows })).not.toContain('555-0101');
  });

  it('a hidden link takes its related table with it', async () => {
    const orderTable = (await fx.client.get(`${META}/tables/${orders.id}`).expect(200)).body as TableJson;
    const linkId = orderTable.columns.find((c) => c.title === 'Customers')!.id;
    await fx.client.post(`${META}/views/${viewId}/columns`, { fk_column_id: linkId, show: false }).expect(200);
    const meta = (await visitor('meta').expect(200)).body;
    expect(meta.relatedMetas).toEqual({});
    expect(meta.model.columns.map((c: { title: string }) => c.title)).not.toContain('Customers');
    const rows = (await visitor('rows').expect(200)).body.list;
    expect(rows[0]).not.toHaveProperty('Customers');
    const csv = await visitor('rows/export/csv').expect(200);
    expect(csv.text).not.toContain('Ann');
  });
});
