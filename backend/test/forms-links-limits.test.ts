import { describeEachDb } from './support/each-db';
import { addOrdersLink, DATA, recordsFixture, type RecordsFixture } from './support/records';
import { META, type TableJson } from './support/workspace';

const PUBLIC = '/api/v1/db/public/shared-view';

type Row = Record<string, unknown>;

describeEachDb(
  'form submits: links and the per-address rate limit',
  (server) => {
    let fx: RecordsFixture;
    let orders: TableJson;
    let uuid: string;
    const submit = (data: Row) => server().request().post(`${PUBLIC}/${uuid}/rows`).send(data);

    beforeAll(async () => {
      fx = await recordsFixture(server(), 'form-links@example.com', {
        table_name: 'Customers',
        columns: [
          { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
          { column_name: 'name', title: 'Name', uidt: 'SingleLineText' },
        ],
      });
      await fx.client.post(fx.bulk, [{ Name: 'Ann' }, { Name: 'Bob' }]).expect(200);
      orders = await addOrdersLink(fx);
      const form = (await fx.client.post(`${META}/tables/${orders.id}/forms`, { title: 'Order form' }).expect(200))
        .body;
      const list = (await fx.client.get(`${META}/forms/${form.id}/columns`).expect(200)).body.list as Row[];
      const ordersMeta = (await fx.client.get(`${META}/tables/${orders.id}`).expect(200)).body as TableJson;
      const link = ordersMeta.columns.find((c) => c.uidt === 'LinkToAnotherRecord')!;
      const linkColumn = list.find((c) => c.fk_column_id === link.id)!;
      await fx.client.patch(`${META}/form-columns/${linkColumn.id}`, { required: true, label: 'Customer' }).expect(200);
      uuid = (await fx.client.post(`${META}/views/${form.id}/share`).expect(200)).body.uuid;
    });

    it('a required link needs an entry; the linked row is saved through its foreign key', async () => {
      expect((await submit({ Item: 'pen' }).expect(400)).body.msg).toBe('The value for Customer is required');
      expect((await submit({ Item: 'pen', Customers: [] }).expect(400)).body.msg).toBe(
        'The value for Customer is required',
      );
      await submit({ Item: 'pen', Customers: { Id: 2 } }).expect(200);
      const path = `${DATA}/${encodeURIComponent(fx.project.title)}/${encodeURIComponent(fx.table.title)}/2/hm/Orders`;
      const linked = (await fx.client.get(path).expect(200)).body.list as Row[];
      expect(linked.map((r) => r.Item)).toEqual(['pen']);
    });

    it('limits submits per address (429 with Retry-After)', async () => {
      // three submits were made above; the limit is four per window
      await submit({ Item: 'pencil', Customers: [{ Id: 1 }] }).expect(200);
      const res = await submit({ Item: 'one too many', Customers: [{ Id: 1 }] }).expect(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });
  },
  { BASALT_FORM_SUBMITS_MAX: '4', BASALT_FORM_SUBMITS_WINDOW_MS: '600000' },
);
