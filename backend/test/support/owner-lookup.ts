import type { TestServer } from './each-db';
import { recordsFixture, type RecordsFixture } from './records';
import { titledTable } from './titled-table';
import { META, createTable, type TableJson } from './workspace';

/** Owners (has many) Items, and on Items the lookup 'Owner title' of the owner's Title. */
export interface OwnerLookup {
  fx: RecordsFixture;
  owners: TableJson;
  items: TableJson;
  /** The items' column holding their owner's key. */
  fk: string;
}

/**
 * Makes Owners and Items, the has-many link between them and the lookup of the owner's title on Items, then writes
 * the owners' titles (keys 1, 2...) and items ('item N') whose owner is `ownerOf(N)`, straight into the database.
 */
export async function ownerLookup(
  server: TestServer,
  email: string,
  titles: Array<string | null>,
  items: number,
  ownerOf: (item: number) => number,
): Promise<OwnerLookup> {
  const fx = await recordsFixture(server, email, titledTable('Owners'));
  const owners = fx.table;
  let itemsTable = await createTable(fx.client, fx.project.id, titledTable('Items'));
  await fx.client
    .post(`${META}/tables/${owners.id}/columns`, {
      uidt: 'LinkToAnotherRecord',
      title: 'Items',
      parentId: owners.id,
      childId: itemsTable.id,
      type: 'hm',
    })
    .expect(200);
  itemsTable = (await fx.client.get(`${META}/tables/${itemsTable.id}`).expect(200)).body as TableJson;
  const ownerLink = itemsTable.columns.find((c) => c.uidt === 'LinkToAnotherRecord')!;
  const ownerTitle = owners.columns.find((c) => c.title === 'Title')!;
  await fx.client
    .post(`${META}/tables/${itemsTable.id}/columns`, {
      uidt: 'Lookup',
      title: 'Owner title',
      fk_relation_column_id: ownerLink.id,
      fk_lookup_column_id: ownerTitle.id,
    })
    .expect(200);
  const fk = itemsTable.columns.find((c) => c.uidt === 'ForeignKey' || /_id$/.test(c.column_name ?? ''))!.column_name!;
  const knex = server.db;
  await knex.batchInsert(
    owners.table_name,
    titles.map((title) => ({ title })),
    100,
  );
  const rows = Array.from({ length: items }, (_, i) => ({ title: `item ${i + 1}`, [fk]: ownerOf(i + 1) }));
  await knex.batchInsert(itemsTable.table_name, rows, 500);
  return { fx, owners, items: itemsTable, fk };
}
