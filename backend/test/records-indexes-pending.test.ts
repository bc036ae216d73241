import { autoIndexesOf } from '../src/data/auto-index';
import { describeEachDb } from './support/each-db';
import { indexesOf } from './support/indexes';
import { q, recordsFixture, type RecordsFixture } from './support/records';

const COLUMNS = [
  { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
  { column_name: 'title', title: 'Title', uidt: 'SingleLineText' },
];

const WORDS = ['alpha', 'Bravo', 'charlie', 'Délta', 'echo'];
const rowsFrom = (start: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ Title: `${WORDS[(start + i) % 5]} ${start + i}` }));

/**
 * PostgreSQL's trigram index takes a bulk insert's rows into its pending list, and Basalt merges the list in the
 * background after the answer (data/text-index.ts, PG_PENDING_LIST_KB; docs/ARCHITECTURE.md): searches find the
 * rows all along, whether merged or not.
 */
describeEachDb('records: text index pending list after bulk inserts', (server) => {
  let fx: RecordsFixture;
  const manager = () => autoIndexesOf(server().db);
  const ids = async (where: string) =>
    (await fx.client.get(`${fx.path}?${q({ where, limit: 1000 })}`).expect(200)).body.list.map(
      (r: { Id: number }) => r.Id,
    );

  beforeAll(async () => {
    fx = await recordsFixture(server(), 'indexes-pending@example.com', { table_name: 'Pending', columns: COLUMNS });
    await fx.client.post(fx.bulk, rowsFrom(0, 50)).expect(200);
  });

  afterAll(() => manager().idle());

  it('merges a bulk insert’s pending list in the background, and searches find its rows before and after', async () => {
    await ids('(Title,like,délta)');
    await manager().idle();
    const { dialect, db } = server();
    let index: string | undefined;
    if (dialect === 'pg') {
      index = (await indexesOf(server(), fx.table.table_name)).find((i) => i.name.startsWith('bx_'))?.name;
      expect(index).toBeDefined();
      const options = await db.raw('select reloptions from pg_class where relname = ?', [index!]);
      expect(options.rows[0].reloptions).toEqual(
        expect.arrayContaining(['fastupdate=on', expect.stringMatching(/^gin_pending_list_limit=\d+$/)]),
      );
    }
    manager().paused = true;
    await fx.client.post(fx.bulk, rowsFrom(50, 400)).expect(200);
    // Found while the rows may still wait in the pending list (nothing merges while the manager is paused).
    const expected = Array.from({ length: 90 }, (_, i) => 4 + i * 5);
    expect(await ids('(Title,like,délta)')).toEqual(expected);
    manager().paused = false;
    await fx.client.post(fx.bulk, rowsFrom(450, 5)).expect(200);
    await manager().idle();
    if (dialect === 'pg') {
      // Merged already: nothing left for a clean to move (it answers the pending pages it merged).
      const left = await db.raw('select gin_clean_pending_list(?::regclass) as pages', [`"${index}"`]);
      expect(Number(left.rows[0].pages)).toBe(0);
    }
    expect(await ids('(Title,like,délta)')).toEqual([...expected, 454]);
  });
});
