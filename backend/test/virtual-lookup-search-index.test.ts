import { autoIndexesOf } from '../src/data/auto-index';
import { textIndexesOf } from '../src/data/text-index';
import { describeEachDb } from './support/each-db';
import { indexesOf } from './support/indexes';
import { ownerLookup } from './support/owner-lookup';
import { DATA, type RecordsFixture } from './support/records';
import { sqliteStatementsDuring } from './support/sqlite-statements';
import type { TableJson } from './support/workspace';

/** The owners' titles: case, accents, `%` and `_`, emoji, blanks. */
const OWNERS = [
  'Crème brûlée',
  'CRÈME FRAÎCHE',
  'crème anglaise',
  '100% sure',
  '100 percent',
  'snake_case_name',
  'snakeXcaseXname',
  '😀 smile 😀',
  'ÉCLAIR',
  'éclair au café',
  'Straße',
  'STRASSE',
  'plain words here',
  '',
  null,
];

const TERMS = ['crème', 'CRÈME', 'rème', 'éCl', 'ECL', '100%', '0%_s', 'e_c', 'ake_cas', '😀 s', 'ße', 'words', 'xyz'];

/** Two items per owner: item 2k-1 and 2k belong to owner k (by key, from 1). */
const ITEMS = OWNERS.length * 2;

/**
 * A filter by a lookup searches the related table (`like` on the looked-up column): that table's text index serves
 * it as it serves a search of the table itself (issue 10), queued on first use, and the rows are those of the plain
 * `like` (docs/PERFORMANCE.md, links).
 */
describeEachDb('filtering by a lookup through the related table’s text index', (server) => {
  let fx: RecordsFixture;
  let owners: TableJson;
  const manager = () => autoIndexesOf(server().db);
  const path = () => `${DATA}/${encodeURIComponent(fx.project.title)}/Items`;
  const ids = async (where: string) =>
    (
      (await fx.client.get(`${path()}?limit=1000&where=${encodeURIComponent(where)}`).expect(200)).body as {
        list: Array<{ Id: number }>;
      }
    ).list.map((r) => r.Id);
  const answers = async () => {
    const out: Array<[string, number[], number[]]> = [];
    for (const term of TERMS) {
      out.push([term, await ids(`(Owner title,like,${term})`), await ids(`(Owner title,nlike,${term})`)]);
    }
    return out;
  };

  beforeAll(async () => {
    ({ fx, owners } = await ownerLookup(
      server(),
      'lookup-search-index@example.com',
      OWNERS,
      ITEMS,
      (i) => (i + 1) >> 1,
    ));
  });

  afterEach(() => {
    manager().paused = false;
  });

  // Builds still queued would outlive the database the suite closes.
  afterAll(() => manager().idle());

  it('queues the looked-up column’s text index and finds the rows the plain like finds', async () => {
    manager().paused = true;
    const plain = await answers();
    manager().paused = false;
    await ids('(Owner title,like,crème)');
    await manager().idle();
    const { dialect } = server();
    if (dialect === 'pg') {
      // The owners' text index is a side table (data/text-index/pg.ts), read inside the key set's query.
      expect((await indexesOf(server(), owners.table_name)).filter((i) => i.name.startsWith('bx_'))).toEqual([]);
      const side = (await textIndexesOf(server().db, owners.table_name)).get('title');
      expect(side).toBeDefined();
      const seen: string[] = [];
      const listen = (data: { sql: string }) => seen.push(data.sql);
      server().db.on('query', listen);
      try {
        await ids('(Owner title,like,crème)');
      } finally {
        server().db.off('query', listen);
      }
      expect(seen.some((sql) => sql.includes(`select k from "${side}" where v ilike`))).toBe(true);
    }
    if (dialect === 'sqlite') {
      const seen = await sqliteStatementsDuring(() => ids('(Owner title,like,crème)'));
      // The owners' key set is narrowed by their FTS5 table, read by the owners' key inside the key set's query.
      const narrowed = /`(\w+)`\.`id` in \(select rowid from `bx_fts_\w+` where `bx_fts_\w+` match/.exec(
        seen.map((c) => c.sql).join('\n'),
      );
      expect(narrowed?.[1]).toMatch(/^basalt_/);
    }
    expect(await answers()).toEqual(plain);
    // Sanity: the terms find rows, case folded as the plain like folds it on each database.
    expect(plain.find(([t]) => t === 'words')![1]).toEqual([25, 26]);
    expect(plain.find(([t]) => t === 'ake_cas')![1]).toEqual([11, 12, 13, 14]);
    expect(plain.find(([t]) => t === '100%')![1]).toEqual([7, 8, 9, 10]);
  });

  it('keeps finding rows written since the index was made', async () => {
    await ids('(Owner title,like,zebra)');
    await manager().idle();
    const created = (await fx.client.post(fx.path, { Title: 'a zebra crossing' }).expect(200)).body as { Id: number };
    const item = (await fx.client.post(`${DATA}/${encodeURIComponent(fx.project.title)}/Items`, { Title: 'new' }))
      .body as { Id: number };
    await fx.client.post(`${fx.path}/${created.Id}/hm/Items/${item.Id}`).expect(200);
    expect(await ids('(Owner title,like,zebra)')).toEqual([item.Id]);
  });
});
