import { REGISTRY, recheckRollupStore, rollupStoresSettled, storeReady } from '../src/virtual/rollup-store/store';
import { describeEachDb } from './support/each-db';
import { byTitle, linkedTablesApi } from './support/linked-tables';
import { recordsFixture, type RecordsFixture } from './support/records';
import { META, createTable, type TableJson } from './support/workspace';

/**
 * A rollup's stored copy (virtual/rollup-store): made by the first sort by the rollup, kept exact by triggers on
 * every write the value depends on, read by sorts, dropped with the field. Items link to Tags many to many (sum of
 * the tags' prices); Owners have many Items (sum of the items' weights). MySQL computes rollups as they are read: the
 * same orders are checked there.
 */
describeEachDb('rollups stored for sorting', (server) => {
  let fx: RecordsFixture;
  let items: TableJson;
  let tags: TableJson;
  const { path, bulk, read, add, addLink, rows, linkPath } = linkedTablesApi(() => fx);
  const stores = async (fieldId: string) =>
    (await server().db(REGISTRY).where({ field_id: fieldId })) as Array<{ name: string; ready: number }>;
  const isStored = () => server().dialect !== 'mysql';

  /** The names by the rollup (descending, then key), and the store's values against the rollup read as it is. */
  async function expectOrder(table: string, rollup: string, expected: string[]) {
    const list = await rows(table, `sort=-${encodeURIComponent(rollup)}&fields=Name,${encodeURIComponent(rollup)}`);
    expect(list.map((r) => r.Name)).toEqual(expected);
    if (!isStored()) return;
    const field = byTitle(table === 'Items' ? items : await read(owners.id), rollup);
    const [store] = await stores(field.id);
    const values = (await server().db(store!.name).select('bx_k', 'bx_v')) as Array<{ bx_k: unknown; bx_v: unknown }>;
    const byKey = new Map(values.map((v) => [Number(v.bx_k), v.bx_v === null ? null : Number(v.bx_v)]));
    const all = await rows(table, `sort=Id&limit=100&fields=Id,${encodeURIComponent(rollup)}`);
    expect(byKey.size).toBe(all.length);
    for (const row of all) expect(byKey.get(Number(row.Id))).toBe(row[rollup] === null ? null : Number(row[rollup]));
  }

  let owners: TableJson;

  beforeAll(async () => {
    fx = await recordsFixture(server(), 'rollup-store@example.com', {
      table_name: 'Items',
      title: 'Items',
      columns: [
        { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
        { column_name: 'name', title: 'Name', uidt: 'SingleLineText', pv: true },
        { column_name: 'weight', title: 'Weight', uidt: 'Number' },
      ],
    });
    items = fx.table;
    tags = await createTable(fx.client, fx.project.id, {
      table_name: 'Tags',
      title: 'Tags',
      columns: [
        { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
        { column_name: 'label', title: 'Label', uidt: 'SingleLineText', pv: true },
        { column_name: 'price', title: 'Price', uidt: 'Number' },
      ],
    });
    owners = await createTable(fx.client, fx.project.id, {
      table_name: 'Owners',
      title: 'Owners',
      columns: [
        { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
        { column_name: 'name', title: 'Name', uidt: 'SingleLineText', pv: true },
      ],
    });
    await fx.client
      .post(bulk('Items'), [
        { Name: 'i1', Weight: 1 },
        { Name: 'i2', Weight: 2 },
        { Name: 'i3', Weight: 3 },
      ])
      .expect(200);
    await fx.client
      .post(bulk('Tags'), [
        { Label: 't1', Price: 10 },
        { Label: 't2', Price: 20 },
        { Label: 't3', Price: 5 },
      ])
      .expect(200);
    await fx.client.post(bulk('Owners'), [{ Name: 'o1' }, { Name: 'o2' }]).expect(200);
    await addLink(items, tags, 'Tags', 'mm');
    await addLink(owners, items, 'Items', 'hm');
    items = await read(items.id);
    owners = await read(owners.id);
    tags = await read(tags.id);
    await add(items, {
      uidt: 'Rollup',
      title: 'Tag sum',
      fk_relation_column_id: byTitle(items, 'Tags').id,
      fk_rollup_column_id: byTitle(tags, 'Price').id,
      rollup_function: 'sum',
    }).expect(200);
    await add(owners, {
      uidt: 'Rollup',
      title: 'Weight sum',
      fk_relation_column_id: byTitle(owners, 'Items').id,
      fk_rollup_column_id: byTitle(items, 'Weight').id,
      rollup_function: 'sum',
    }).expect(200);
    items = await read(items.id);
    owners = await read(owners.id);
    await fx.client.post(linkPath('Items', 1, 'mm', 'Tags', 1)).expect(200);
    await fx.client.post(linkPath('Owners', 1, 'hm', 'Items', 1)).expect(200);
  });

  it('is made by the first sort by a many-to-many rollup and follows links, unlinks and edits', async () => {
    // The first sort is answered by the rollup's own SQL and asks for the store.
    expect((await rows('Items', 'sort=-Tag%20sum')).map((r) => r.Name)).toEqual(['i1', 'i2', 'i3']);
    await rollupStoresSettled();
    if (isStored()) expect(Number((await stores(byTitle(items, 'Tag sum').id))[0]!.ready)).toBe(1);
    await expectOrder('Items', 'Tag sum', ['i1', 'i2', 'i3']);
    // Linked: i3 gets 20 + 5.
    await fx.client.post(linkPath('Items', 3, 'mm', 'Tags', 2)).expect(200);
    await fx.client.post(linkPath('Items', 3, 'mm', 'Tags', 3)).expect(200);
    await expectOrder('Items', 'Tag sum', ['i3', 'i1', 'i2']);
    // Unlinked: i3 keeps 5.
    await fx.client.delete(linkPath('Items', 3, 'mm', 'Tags', 2)).expect(200);
    await expectOrder('Items', 'Tag sum', ['i1', 'i3', 'i2']);
    // The related value edited: t3 costs 50.
    await fx.client
      .patch(`${path('Tags')}/3`)
      .send({ Price: 50 })
      .expect(200);
    await expectOrder('Items', 'Tag sum', ['i3', 'i1', 'i2']);
    // A related row deleted: t3 goes.
    await fx.client.delete(`${path('Tags')}/3`).expect(200);
    await expectOrder('Items', 'Tag sum', ['i1', 'i2', 'i3']);
    // A row inserted, then linked.
    await fx.client.post(path('Items')).send({ Name: 'i4', Weight: 4 }).expect(200);
    await expectOrder('Items', 'Tag sum', ['i1', 'i2', 'i3', 'i4']);
    await fx.client.post(linkPath('Items', 4, 'mm', 'Tags', 2)).expect(200);
    await expectOrder('Items', 'Tag sum', ['i4', 'i1', 'i2', 'i3']);
    // A row deleted leaves the store.
    await fx.client.delete(`${path('Items')}/4`).expect(200);
    await expectOrder('Items', 'Tag sum', ['i1', 'i2', 'i3']);
  });

  it('follows a has-many rollup: children linked, moved, edited, deleted', async () => {
    await rows('Owners', 'sort=-Weight%20sum');
    await rollupStoresSettled();
    await expectOrder('Owners', 'Weight sum', ['o1', 'o2']);
    await fx.client.post(linkPath('Owners', 2, 'hm', 'Items', 2)).expect(200);
    await expectOrder('Owners', 'Weight sum', ['o2', 'o1']);
    await fx.client
      .patch(`${path('Items')}/1`)
      .send({ Weight: 9 })
      .expect(200);
    await expectOrder('Owners', 'Weight sum', ['o1', 'o2']);
    await fx.client.delete(linkPath('Owners', 1, 'hm', 'Items', 1)).expect(200);
    await expectOrder('Owners', 'Weight sum', ['o2', 'o1']);
    await fx.client.delete(`${path('Items')}/2`).expect(200);
    await expectOrder('Owners', 'Weight sum', ['o1', 'o2']);
  });

  it('recomputes every sum a price edit changes at once, and the sum of nothing once the last link goes', async () => {
    await rollupStoresSettled();
    // Left by the tests above: i1 holds t1 (10), i3 nothing. A new tag (20) is linked to two new items.
    const item = async (Name: string) =>
      ((await fx.client.post(path('Items')).send({ Name }).expect(200)).body as { Id: number }).Id;
    const i5 = await item('i5');
    const i6 = await item('i6');
    const res = await fx.client.post(path('Tags')).send({ Label: 't4', Price: 20 }).expect(200);
    const t4 = (res.body as { Id: number }).Id;
    await fx.client.post(linkPath('Items', i5, 'mm', 'Tags', t4)).expect(200);
    await fx.client.post(linkPath('Items', i6, 'mm', 'Tags', t4)).expect(200);
    await expectOrder('Items', 'Tag sum', ['i5', 'i6', 'i1', 'i3']);
    // One edit moves both sums (PostgreSQL: one grouped statement for every row the tag is linked to).
    const price = (Price: number) =>
      fx.client
        .patch(`${path('Tags')}/${t4}`)
        .send({ Price })
        .expect(200);
    await price(1);
    await expectOrder('Items', 'Tag sum', ['i1', 'i5', 'i6', 'i3']);
    await price(15);
    await expectOrder('Items', 'Tag sum', ['i5', 'i6', 'i1', 'i3']);
    // The same price again: nothing changes, nothing goes stale.
    await price(15);
    await expectOrder('Items', 'Tag sum', ['i5', 'i6', 'i1', 'i3']);
    // i5's last tag unlinked: the sum of nothing, 0.
    await fx.client.delete(linkPath('Items', i5, 'mm', 'Tags', t4)).expect(200);
    await expectOrder('Items', 'Tag sum', ['i6', 'i1', 'i3', 'i5']);
    await fx.client.delete(linkPath('Items', i6, 'mm', 'Tags', t4)).expect(200);
    await expectOrder('Items', 'Tag sum', ['i1', 'i3', 'i5', 'i6']);
  });

  it('is read no more once another server dropped it, and is made again', async () => {
    if (!isStored()) return;
    const field = byTitle(owners, 'Weight sum');
    const [store] = await stores(field.id);
    expect(storeReady(store!.name)).toBe(true);
    // What another server does when a table it reads changes: the store and its registry row go.
    await server().db(REGISTRY).where({ name: store!.name }).delete();
    recheckRollupStore(server().db, store!.name, Date.now() + 60_000);
    for (let i = 0; i < 50 && storeReady(store!.name); i++) await new Promise((r) => setTimeout(r, 20));
    expect(storeReady(store!.name)).toBe(false);
    await server().db.schema.dropTable(store!.name);
    expect((await rows('Owners', 'sort=-Weight%20sum')).map((r) => r.Name)).toEqual(['o1', 'o2']);
    await rollupStoresSettled();
    expect(storeReady(store!.name)).toBe(true);
    await expectOrder('Owners', 'Weight sum', ['o1', 'o2']);
  });

  it('is dropped with its field, and writes go on', async () => {
    // MySQL keeps no store.
    if (!isStored()) return;
    const field = byTitle(items, 'Tag sum');
    const [store] = await stores(field.id);
    expect(store).toBeDefined();
    await fx.client.delete(`${META}/columns/${field.id}`).expect(200);
    expect(await stores(field.id)).toEqual([]);
    expect(await server().db.schema.hasTable(store!.name)).toBe(false);
    await fx.client.post(linkPath('Items', 3, 'mm', 'Tags', 1)).expect(200);
    await fx.client
      .patch(`${path('Tags')}/1`)
      .send({ Price: 11 })
      .expect(200);
  });

  it('is dropped when a table it reads is deleted (with its links), so writes to the others go on', async () => {
    if (!isStored()) return;
    const field = byTitle(owners, 'Weight sum');
    // Deleting a field of Items (above) dropped this store too: the next sort makes it again.
    await rows('Owners', 'sort=-Weight%20sum');
    await rollupStoresSettled();
    const [store] = await stores(field.id);
    expect(store).toBeDefined();
    // The owners' store has triggers on Owners reading Items: left behind, they would fail every owner written.
    await fx.client.delete(`${META}/tables/${items.id}`).expect(200);
    expect(await stores(field.id)).toEqual([]);
    await fx.client.post(path('Owners')).send({ Name: 'o3' }).expect(200);
    await fx.client.delete(`${path('Owners')}/1`).expect(200);
  });
});
