import { describeEachDb } from './support/each-db';
import { byTitle, linkedTablesApi } from './support/linked-tables';
import { recordsFixture, type RecordsFixture } from './support/records';
import { sqliteStatementsDuring } from './support/sqlite-statements';
import { META, createTable, type TableJson } from './support/workspace';

/**
 * A page reads the fields that go through one link (the link, its lookups, rollups and counts) with one walk of the
 * linked rows per row (virtual/read-together.ts; on SQLite one subquery answering a JSON array, split in Node). Its
 * values must be what each field's own subquery gives, which a record read by key still uses.
 */
describeEachDb('fields read together through one link', (server) => {
  let fx: RecordsFixture;
  let customers: TableJson;
  let orders: TableJson;
  let tags: TableJson;
  const { path, bulk, read, add, addLink, rows, link } = linkedTablesApi(() => fx);
  const FIELDS = [
    'Title',
    'Tags',
    'Tag labels',
    'Tag prices',
    'Price sum',
    'Price avg',
    'Price max',
    'Tag count',
    'Customers',
    'Customer name',
    'Customer note',
  ];

  beforeAll(async () => {
    fx = await recordsFixture(server(), 'virtual-read-together@example.com', {
      table_name: 'Customers',
      title: 'Customers',
      columns: [
        { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
        { column_name: 'name', title: 'Name', uidt: 'SingleLineText', pv: true },
        { column_name: 'note', title: 'Note', uidt: 'SingleLineText' },
      ],
    });
    customers = fx.table;
    orders = await createTable(fx.client, fx.project.id, {
      table_name: 'Orders',
      title: 'Orders',
      columns: [
        { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
        { column_name: 'title', title: 'Title', uidt: 'SingleLineText', pv: true },
      ],
    });
    tags = await createTable(fx.client, fx.project.id, {
      table_name: 'Tags',
      title: 'Tags',
      columns: [
        { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
        { column_name: 'label', title: 'Label', uidt: 'SingleLineText', pv: true },
        { column_name: 'price', title: 'Price', uidt: 'Decimal' },
      ],
    });
    // A note that reads as JSON stays text; a label may be null; prices whose sum has many digits.
    await fx.client
      .post(bulk('Customers'), [
        { Name: 'Ann', Note: '[1, 2]' },
        { Name: null, Note: '{"a":1}' },
      ])
      .expect(200);
    await fx.client.post(bulk('Orders'), [{ Title: 'o1' }, { Title: 'o2' }, { Title: 'o3' }]).expect(200);
    await fx.client
      .post(bulk('Tags'), [
        { Label: 'red', Price: 0.1 },
        { Label: null, Price: 0.2 },
        { Label: 'blue', Price: null },
      ])
      .expect(200);
    await addLink(customers, orders, 'Orders', 'hm');
    await addLink(orders, tags, 'Tags', 'mm');
    orders = await read(orders.id);
    customers = await read(customers.id);
    const tagsLink = byTitle(orders, 'Tags').id;
    const customerLink = byTitle(orders, 'Customers').id;
    const lookup = (title: string, relation: string, column: string) =>
      add(orders, { uidt: 'Lookup', title, fk_relation_column_id: relation, fk_lookup_column_id: column }).expect(200);
    const rollup = (title: string, column: string, fn: string) =>
      add(orders, {
        uidt: 'Rollup',
        title,
        fk_relation_column_id: tagsLink,
        fk_rollup_column_id: column,
        rollup_function: fn,
      }).expect(200);
    await lookup('Tag labels', tagsLink, byTitle(tags, 'Label').id);
    await lookup('Tag prices', tagsLink, byTitle(tags, 'Price').id);
    await rollup('Price sum', byTitle(tags, 'Price').id, 'sum');
    await rollup('Price avg', byTitle(tags, 'Price').id, 'avg');
    await rollup('Price max', byTitle(tags, 'Price').id, 'max');
    await add(orders, { uidt: 'Count', title: 'Tag count', fk_relation_column_id: tagsLink }).expect(200);
    await lookup('Customer name', customerLink, byTitle(customers, 'Name').id);
    await lookup('Customer note', customerLink, byTitle(customers, 'Note').id);
    for (const [customer, order] of [
      [1, 1],
      [2, 2],
    ] as const)
      await link('Customers', customer, 'hm', 'Orders', order);
    for (const [order, tag] of [
      [1, 3],
      [1, 1],
      [1, 2],
      [2, 3],
    ] as const)
      await link('Orders', order, 'mm', 'Tags', tag);
    orders = await read(orders.id);
  });

  const page = () => rows('Orders', `sort=Id&fields=${FIELDS.map(encodeURIComponent).join(',')}`);

  it('answers each field as its own subquery does: order, nulls, empty lists, numbers, text that reads as JSON', async () => {
    const list = await page();
    expect(list).toHaveLength(3);
    for (const row of list) {
      const one = (await fx.client.get(`${path('Orders')}/${row.Id as number}`).expect(200)).body as object;
      expect(row).toEqual(Object.fromEntries(['Id', ...FIELDS].map((f) => [f, (one as Record<string, unknown>)[f]])));
    }
    expect(list.map((r) => (r.Tags as Array<{ Id: number }>).map((t) => t.Id))).toEqual([[1, 2, 3], [3], []]);
    expect(list.map((r) => r['Tag labels'])).toEqual([['red', null, 'blue'], ['blue'], []]);
    expect(list.map((r) => r['Tag prices'])).toEqual([[0.1, 0.2, null], [null], []]);
    // SQLite sums doubles (0.30000000000000004, every digit kept as its subquery gives it), the others decimals.
    expect(list.map((r) => r['Price sum'])).toEqual([expect.closeTo(0.3, 12), 0, 0]);
    expect(list.map((r) => r['Price avg'])).toEqual([expect.closeTo(0.15, 12), null, null]);
    expect(list.map((r) => r['Price max'])).toEqual([0.2, null, null]);
    expect(list.map((r) => r['Tag count'])).toEqual([3, 1, 0]);
    expect(list.map((r) => r.Customers)).toEqual([{ Id: 1, Name: 'Ann' }, { Id: 2, Name: null }, null]);
    expect(list.map((r) => r['Customer name'])).toEqual(['Ann', null, null]);
    expect(list.map((r) => r['Customer note'])).toEqual(['[1, 2]', '{"a":1}', null]);
  });

  it('walks the junction and the linked parent once per row on SQLite (one subquery for each link)', async () => {
    if (server().dialect !== 'sqlite') return;
    const junctionId = (byTitle(orders, 'Tags').colOptions as unknown as { fk_mm_model_id: string }).fk_mm_model_id;
    const junction = ((await fx.client.get(`${META}/tables/${junctionId}`).expect(200)).body as TableJson).table_name;
    await page();
    const [statement] = await sqliteStatementsDuring(page);
    const from = (table: string) => statement!.sql.split(`join \`${table}\``).length - 1;
    const selects = (table: string) => statement!.sql.split(`from \`${table}\``).length - 1;
    // Without reading together: the link, the two lookups, three rollups and the count each walked the junction.
    expect(from(junction)).toBe(1);
    expect(selects(customers.table_name)).toBe(1);
  });
});
