import type { Knex } from 'knex';
import { autoIndexesOf } from '../src/data/auto-index';
import { FastSqlite } from '../src/data/sqlite/fast';
import { catchUpTextIndex, textIndexesOf } from '../src/data/text-index';
import { trigramMarkName, trigramPendingName } from '../src/data/text-index/pg';
import { markTableName, pendingTableName } from '../src/data/text-index/sqlite';
import { describeEachDb } from './support/each-db';
import { indexesOf } from './support/indexes';
import { q, recordsFixture, type RecordsFixture } from './support/records';

const COLUMNS = [
  { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
  { column_name: 'title', title: 'Title', uidt: 'SingleLineText' },
  { column_name: 'notes', title: 'Notes', uidt: 'LongText' },
];

const TEXTS = [
  'Crème brûlée',
  'CRÈME FRAÎCHE',
  'crème anglaise',
  'Ünïcödé text',
  '100% sure',
  '100 percent',
  'snake_case_name',
  'snakeXcaseXname',
  '😀 smile 😀',
  'emoji 🎉 party',
  'ÉCLAIR',
  'éclair au café',
  'Straße',
  'STRASSE',
  'back\\slash',
  'plain words here',
  '',
  null,
];

const TERMS = [
  'crème',
  'CRÈME',
  'rème',
  'brû',
  'éCl',
  'ECL',
  'eclair',
  '100%',
  '0%_s',
  'e_c',
  'snake_',
  'ake_cas',
  '😀 s',
  '🎉 p',
  'ße',
  'strasse',
  'ab',
  'é',
  'xyz',
  '%ème%',
  'c_è',
  'SMILE',
  'ck\\sl',
  'words',
];

describeEachDb('records: search through text indexes', (server) => {
  let fx: RecordsFixture;
  const manager = () => autoIndexesOf(server().db);
  const ids = async (params: Record<string, string>) =>
    (await fx.client.get(`${fx.path}?${q({ ...params, limit: '1000' })}`).expect(200)).body.list.map(
      (r: { Id: number }) => r.Id,
    );
  const answers = async () => {
    const out: Array<[string, unknown, unknown]> = [];
    for (const term of TERMS) {
      out.push([term, await ids({ where: `(Title,like,${term})` }), await ids({ search: term })]);
    }
    return out;
  };

  beforeAll(async () => {
    fx = await recordsFixture(server(), 'search-index@example.com', { table_name: 'Searched', columns: COLUMNS });
    // Every text twice, once per column, so `search` (every text field) and `like` on one field differ.
    await fx.client.post(fx.bulk, [
      ...TEXTS.map((t) => ({ Title: t, Notes: null })),
      ...TEXTS.map((t) => ({ Title: null, Notes: t })),
    ]);
  });

  afterEach(() => {
    manager().paused = false;
  });

  // Builds still queued would outlive the database the suite closes.
  afterAll(() => manager().idle());

  it('finds the same rows as the plain like (case, accents, % and _ in the term, emoji)', async () => {
    manager().paused = true;
    const plain = await answers();
    manager().paused = false;
    await answers();
    await manager().idle();
    const { dialect } = server();
    if (dialect === 'pg') {
      // No index on the table itself: each text index is a side table carrying the GIN, which a search reads.
      const own = (await indexesOf(server(), fx.table.table_name)).filter((i) => i.name.startsWith('bx_'));
      expect(own).toEqual([]);
      const sides = await textIndexesOf(server().db, fx.table.table_name);
      expect([...sides.keys()].sort()).toEqual(['notes', 'title']);
      const side = sides.get('title')!;
      expect(await indexesOf(server(), side)).toEqual([{ name: `${side}_v`, columns: ['v'], unique: false }]);
      const seen: Array<{ sql: string; bindings: unknown[] }> = [];
      const listen = (data: { sql: string; bindings?: unknown[] }) =>
        seen.push({ sql: data.sql.replace(/\$\d+/g, '?'), bindings: data.bindings ?? [] });
      server().db.on('query', listen);
      try {
        await ids({ where: '(Title,like,crème)' });
      } finally {
        server().db.off('query', listen);
      }
      const page = seen.find((s) => s.sql.includes(`"${side}"`) && /order by/i.test(s.sql));
      expect(page).toBeDefined();
      // The planner reads a table this small in full: with that path closed, the search reads the side's GIN.
      const plan = await server().db.transaction(async (trx) => {
        await trx.raw('set local enable_seqscan = off');
        await trx.raw('set local enable_indexscan = off');
        return (await trx.raw(`explain ${page!.sql}`, page!.bindings as Knex.Value[])) as { rows: unknown[] };
      });
      expect(JSON.stringify(plan.rows)).toContain(`Bitmap Index Scan on ${side}_v`);
    }
    if (dialect === 'sqlite') {
      const seen: string[] = [];
      const original = FastSqlite.prototype.rows;
      const spy = jest.spyOn(FastSqlite.prototype, 'rows').mockImplementation(function (this: FastSqlite, query) {
        seen.push(query.sql);
        return original.call(this, query);
      });
      try {
        await ids({ where: '(Title,like,crème)' });
      } finally {
        spy.mockRestore();
      }
      expect(seen.some((sql) => sql.includes('bx_fts_'))).toBe(true);
    }
    const indexed = await answers();
    expect(indexed).toEqual(plain);
    // Sanity: the terms find something, and case folds the way the plain like does on each database.
    expect(plain.find(([t]) => t === 'words')![1]).toHaveLength(1);
    expect(plain.find(([t]) => t === 'SMILE')![2]).toHaveLength(2);
  });

  it('keeps the text index in step with inserts, updates and deletes', async () => {
    await ids({ where: '(Title,like,zebra)' });
    await manager().idle();
    const created = (await fx.client.post(fx.path, { Title: 'a zebra crossing' }).expect(200)).body;
    expect(await ids({ where: '(Title,like,zebra)' })).toEqual([created.Id]);
    await fx.client.patch(`${fx.path}/${created.Id}`, { Title: 'a lion crossing' }).expect(200);
    expect(await ids({ where: '(Title,like,zebra)' })).toEqual([]);
    expect(await ids({ where: '(Title,like,lion cr)' })).toEqual([created.Id]);
    await fx.client.delete(`${fx.path}/${created.Id}`).expect(200);
    expect(await ids({ where: '(Title,like,lion cr)' })).toEqual([]);
  });

  it('finds rows inserted after its text index caught up, changed or not, before and after the next catch-up', async () => {
    await ids({ where: '(Title,like,walrus)' });
    await manager().idle();
    manager().paused = true; // no catch-up: the new rows stay above the SQLite index's mark
    const post = async (Title: string) => (await fx.client.post(fx.path, { Title }).expect(200)).body.Id as number;
    const [made, changed, gone] = [await post('a walrus sings'), await post('a walrus hums'), await post('a walrus')];
    await fx.client.patch(`${fx.path}/${changed}`, { Title: 'a heron hums' }).expect(200);
    await fx.client.delete(`${fx.path}/${gone}`).expect(200);
    const searched = async () => [await ids({ where: '(Title,like,walrus)' }), await ids({ search: 'heron' })];
    expect(await searched()).toEqual([[made], [changed]]);
    const { db, dialect } = server();
    if (dialect === 'mysql') return;
    const index = (await textIndexesOf(db, fx.table.table_name)).get('title')!;
    const [pendingTable, markTable, pendingKey] =
      dialect === 'pg'
        ? [trigramPendingName(index), trigramMarkName(index), 'k']
        : [pendingTableName(index), markTableName(index), 'id'];
    const pending = async () => (await db(pendingTable).pluck(pendingKey)).map(Number);
    // Inserts above the mark note nothing; the update is noted.
    expect(await pending()).toContain(changed);
    expect(await pending()).not.toContain(made);
    await catchUpTextIndex(db, fx.table.table_name, 'title', 'id');
    expect(await pending()).toEqual([]);
    expect(Number((await db(markTable).first('mark'))!.mark)).toBe(changed);
    expect(await searched()).toEqual([[made], [changed]]);
  });

  it('keeps a text index through a rename of its field, and drops it with the field', async () => {
    const notes = fx.table.columns.find((c) => c.title === 'Notes')!;
    await fx.client.patch(`/api/v1/db/meta/columns/${notes.id}`, { title: 'Memo', column_name: 'memo' }).expect(200);
    const before = await ids({ where: '(Memo,like,crème)' });
    expect(before.length).toBeGreaterThanOrEqual(2);
    await manager().idle();
    expect(await ids({ where: '(Memo,like,crème)' })).toEqual(before);
    await fx.client.delete(`/api/v1/db/meta/columns/${notes.id}`).expect(200);
    const left = (await indexesOf(server(), fx.table.table_name)).filter((i) => i.columns.includes('memo'));
    expect(left).toEqual([]);
    if (server().dialect === 'sqlite') {
      const tables = await server().db.raw(`select name from sqlite_master where sql like '%memo%'`);
      expect(tables).toEqual([]);
    }
    if (server().dialect === 'pg') {
      // The side table, its pending and mark tables and its trigger functions went with the field.
      const left = await server().db.raw(
        `select relname from pg_class where relname like 'bx!_trgm!_%' escape '!' and relkind = 'r'
         union all select proname from pg_proc where proname like 'bx!_trgm!_%' escape '!'`,
      );
      const title = (await textIndexesOf(server().db, fx.table.table_name)).get('title')!;
      expect(left.rows.map((r: { relname: string }) => r.relname).filter((n: string) => !n.startsWith(title))).toEqual(
        [],
      );
    }
  });

  it('finds rows written after another field changed type (SQLite rebuilds the table, its text-index triggers with it)', async () => {
    await ids({ where: '(Title,like,quokka)' });
    await manager().idle();
    const added = await fx.client
      .post(`/api/v1/db/meta/tables/${fx.table.id}/columns`, { title: 'Extra', column_name: 'extra', uidt: 'Number' })
      .expect(200);
    const extra = added.body.columns.find((c: { title: string }) => c.title === 'Extra');
    await fx.client.patch(`/api/v1/db/meta/columns/${extra.id}`, { uidt: 'Decimal' }).expect(200);
    const made = (await fx.client.post(fx.path, { Title: 'a quokka smiles', Extra: 1.5 }).expect(200)).body;
    expect(await ids({ where: '(Title,like,quokka)' })).toEqual([made.Id]);
    await manager().idle();
    expect(await ids({ where: '(Title,like,quokka)' })).toEqual([made.Id]);
  });

  it('drops the text indexes of a deleted table with it (their tables are not the table, and would stay)', async () => {
    const { db, dialect } = server();
    const made = await fx.client
      .post(`/api/v1/db/meta/projects/${fx.project.id}/tables`, { table_name: 'Dropped', columns: COLUMNS })
      .expect(200);
    const path = `/api/v1/db/data/noco/${encodeURIComponent(fx.project.title)}/Dropped`;
    await fx.client.post(path, { Title: 'a gecko', Notes: 'a gecko' }).expect(200);
    await fx.client.get(`${path}?${q({ where: '(Title,like,gecko)~or(Notes,like,gecko)' })}`).expect(200);
    await manager().idle();
    if (dialect === 'mysql') return; // no text index there (TEXT_INDEX_DIALECTS)
    const indexes = [...(await textIndexesOf(db, made.body.table_name)).values()];
    expect(indexes).toHaveLength(2);
    await fx.client.delete(`/api/v1/db/meta/tables/${made.body.id}`).expect(200);
    const tableNames =
      dialect === 'sqlite'
        ? ((await db.raw(`select name from sqlite_master where type = 'table'`)) as Array<{ name: string }>).map(
            (r) => r.name,
          )
        : dialect === 'pg'
          ? (await db.raw(`select relname from pg_class where relkind = 'r'`)).rows.map(
              (r: { relname: string }) => r.relname,
            )
          : [];
    // Every table a text index of it had (FTS5 or side table, pending, mark) went with it.
    expect(tableNames.filter((name: string) => indexes.some((index) => name.startsWith(index)))).toEqual([]);
  });
});
