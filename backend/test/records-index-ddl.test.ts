import type { Knex } from 'knex';
import { autoIndexesOf } from '../src/data/auto-index';
import { describeEachDb, type TestServer } from './support/each-db';
import { indexesOf } from './support/indexes';
import { q, recordsFixture, type RecordsFixture } from './support/records';
import { META } from './support/workspace';

const COLUMNS = [
  { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
  { column_name: 'title', title: 'Title', uidt: 'SingleLineText' },
  { column_name: 'n', title: 'N', uidt: 'Number' },
  { column_name: 'm', title: 'M', uidt: 'Number' },
];

/** Whether the database is running the statement that builds an index on the table (a build under way). */
async function building({ db, dialect }: TestServer): Promise<boolean> {
  if (dialect === 'pg') {
    const { rows } = await db.raw(
      `select 1 from pg_stat_activity where state = 'active' and query ilike 'create index concurrently%'`,
    );
    return rows.length > 0;
  }
  const [rows] = await db.raw(
    `select 1 from information_schema.processlist where command = 'Query' and info like 'alter table%add index%'`,
  );
  return (rows as unknown[]).length > 0;
}

const until = async (check: () => Promise<boolean>, what: string) => {
  for (const started = Date.now(); !(await check());) {
    if (Date.now() - started > 10_000) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describeEachDb('records: a field deleted while another is being indexed', (server) => {
  let fx: RecordsFixture;
  const manager = () => autoIndexesOf(server().db);

  beforeAll(async () => {
    fx = await recordsFixture(server(), 'index-ddl@example.com', { table_name: 'Busy', columns: COLUMNS });
    const rows = Array.from({ length: 2000 }, (_, i) => ({ Title: `row ${i}`, N: i % 7, M: (i * 13) % 101 }));
    await fx.client.post(fx.bulk, rows).expect(200);
  });

  afterAll(() => manager().idle());

  it('deletes the field and finishes the build, losing neither (PostgreSQL: no deadlock between them)', async () => {
    const { db, dialect } = server();
    const table = fx.table.table_name;
    // A write left open keeps a server database's build waiting (PostgreSQL's concurrent build waits for older
    // writers, MySQL's online DDL for their metadata lock), so the deletion surely comes while it runs.
    let writer: Knex.Transaction | undefined;
    if (dialect !== 'sqlite') {
      writer = await db.transaction();
      await writer(table).where('id', 1).update({ title: 'held' });
    }
    try {
      await fx.client.get(`${fx.path}?${q({ sort: 'M', limit: 5 })}`).expect(200);
      if (writer) await until(() => building(server()), 'the index build');
      const columnN = fx.table.columns.find((c) => c.title === 'N')!.id;
      const deleting = fx.client.delete(`${META}/columns/${columnN}`).then((res) => res);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await writer?.commit();
      writer = undefined;
      expect((await deleting).status).toBe(200);
    } finally {
      await writer?.rollback();
    }
    await manager().idle();
    const indexes = await indexesOf(server(), table);
    expect(indexes.filter((i) => i.name.startsWith('bx_')).map((i) => i.columns[0])).toEqual(['m']);
    const body = (await fx.client.get(`${fx.path}?${q({ sort: 'M', limit: 3 })}`).expect(200)).body;
    expect(body.list.map((r: { M: number }) => r.M)).toEqual([0, 0, 0]);
    expect(body.list[0]).not.toHaveProperty('N');
  });
});
