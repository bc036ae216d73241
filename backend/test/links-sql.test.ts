import { dialectOf } from '../src/data/dialect';
import { linkValueFromDb, linkValueSql, linkedRowsQuery } from '../src/relations/link-sql';
import { loadProjectSchema, type ProjectSchema } from '../src/virtual/schema';
import { describeEachDb } from './support/each-db';
import { BULK, DATA, recordsFixture, type RecordsFixture } from './support/records';
import { titledTable } from './support/titled-table';
import { META, createTable, type TableJson } from './support/workspace';

describeEachDb('link values in SQL', (server) => {
  let fx: RecordsFixture;
  let customers: TableJson;
  let orders: TableJson;
  let schema: ProjectSchema;
  const path = (table: string) => `${DATA}/${encodeURIComponent(fx.project.title)}/${encodeURIComponent(table)}`;
  const link = (body: object) =>
    fx.client.post(`${META}/tables/${customers.id}/columns`, { uidt: 'LinkToAnotherRecord', ...body }).expect(200);
  const column = (table: TableJson, title: string) => schema.columnsOf(table.id).find((c) => c.title === title)!;

  /** Every row of `table` with the link's value, by key. */
  async function values(table: TableJson, title: string) {
    const knex = server().db;
    const dialect = dialectOf(knex);
    const sql = linkValueSql(knex, dialect, schema, column(table, title), table.table_name);
    const rows = await knex(table.table_name)
      .select('id', knex.raw('? as ??', [sql, 'v']))
      .orderBy('id');
    return rows.map((r: { id: unknown; v: unknown }) => [Number(r.id), linkValueFromDb(r.v, dialect)]);
  }

  beforeAll(async () => {
    fx = await recordsFixture(server(), 'links-sql@example.com', titledTable('Customers'));
    customers = fx.table;
    orders = await createTable(fx.client, fx.project.id, titledTable('Orders'));
    const bulk = (table: string) => `${BULK}/${encodeURIComponent(fx.project.title)}/${table}`;
    await fx.client.post(bulk('Customers'), [{ Title: 'Ann' }, { Title: 'Bob "B"' }]).expect(200);
    await fx.client.post(bulk('Orders'), [{ Title: 'o1' }, { Title: null }, { Title: 'o3' }]).expect(200);
    await link({ title: 'Orders', parentId: customers.id, childId: orders.id, type: 'hm' });
    await link({ title: 'Favourites', parentId: customers.id, childId: orders.id, type: 'mm' });
    await link({ title: 'Referrer', parentId: customers.id, childId: customers.id, type: 'bt' });
    for (const step of ['1/hm/Orders/3', '1/hm/Orders/1', '2/hm/Orders/2', '2/mm/Favourites/3', '2/mm/Favourites/1']) {
      await fx.client.post(`${path('Customers')}/${step}`).expect(200);
    }
    await fx.client.post(`${path('Customers')}/2/bt/Referrer/1`).expect(200);
    schema = await loadProjectSchema(server().db, fx.project.id);
  });

  it('reads hm links as arrays of key and display value, by key', async () => {
    expect(await values(customers, 'Orders')).toEqual([
      [
        1,
        [
          { Id: 1, Title: 'o1' },
          { Id: 3, Title: 'o3' },
        ],
      ],
      [2, [{ Id: 2, Title: null }]],
    ]);
  });

  it('reads bt links as one object or null', async () => {
    expect(await values(orders, 'Customers')).toEqual([
      [1, { Id: 1, Title: 'Ann' }],
      [2, { Id: 2, Title: 'Bob "B"' }],
      [3, { Id: 1, Title: 'Ann' }],
    ]);
  });

  it('reads mm links from both sides, empty as []', async () => {
    expect(await values(customers, 'Favourites')).toEqual([
      [1, []],
      [
        2,
        [
          { Id: 1, Title: 'o1' },
          { Id: 3, Title: 'o3' },
        ],
      ],
    ]);
    expect(await values(orders, 'Customers List')).toEqual([
      [1, [{ Id: 2, Title: 'Bob "B"' }]],
      [2, []],
      [3, [{ Id: 2, Title: 'Bob "B"' }]],
    ]);
  });

  it('reads a link of a table to itself', async () => {
    expect(await values(customers, 'Referrer')).toEqual([
      [1, null],
      [2, { Id: 1, Title: 'Ann' }],
    ]);
    expect(await values(customers, 'Customers List')).toEqual([
      [1, [{ Id: 2, Title: 'Bob "B"' }]],
      [2, []],
    ]);
  });

  it('gives the linked rows as a correlated query', async () => {
    const knex = server().db;
    const linked = linkedRowsQuery(knex, schema, column(customers, 'Favourites'), customers.table_name, 'f').count({
      n: '*',
    });
    const rows = await knex(customers.table_name)
      .select('id', knex.raw('(?) as ??', [linked, 'n']))
      .orderBy('id');
    expect(rows.map((r: { id: unknown; n: unknown }) => [Number(r.id), Number(r.n)])).toEqual([
      [1, 0],
      [2, 2],
    ]);
  });

  it('reads a row’s many-to-many links through the junction’s keys, never scanning the related table (SQLite plan)', async () => {
    if (server().dialect !== 'sqlite') return;
    const knex = server().db;
    for (const [table, title] of [
      [customers, 'Favourites'],
      [orders, 'Customers List'],
    ] as const) {
      const linked = linkedRowsQuery(knex, schema, column(table, title), table.table_name, 'f').count({ n: '*' });
      const { sql, bindings } = knex(table.table_name)
        .select(knex.raw('(?) as n', [linked]))
        .toSQL();
      const plan = (await knex.raw(`explain query plan ${sql}`, bindings)) as Array<{ detail: string }>;
      const steps = plan.map((step) => step.detail);
      expect(steps).toContainEqual(expect.stringMatching(/^SEARCH f_mm USING .*INDEX/));
      expect(steps).toContainEqual(expect.stringMatching(/^SEARCH f USING INTEGER PRIMARY KEY/));
      expect(steps).not.toContainEqual(expect.stringMatching(/^SCAN f\b/));
    }
  });

  it('turns driver values into arrays and objects', () => {
    expect(linkValueFromDb('[{"Id":1}]', 'sqlite')).toEqual([{ Id: 1 }]);
    expect(linkValueFromDb([{ Id: 1 }], 'pg')).toEqual([{ Id: 1 }]);
    expect(linkValueFromDb(Buffer.from('{"Id":2}'), 'mysql')).toEqual({ Id: 2 });
    expect(linkValueFromDb(null, 'mysql')).toBeNull();
  });
});
