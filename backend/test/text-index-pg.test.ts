import knex, { type Knex } from 'knex';
import { dropTable } from '../src/data/ddl';
import { like } from '../src/data/filters/text';
import type { FilterContext } from '../src/data/filters/types';
import { buildTextIndex, catchUpTextIndex, dropTextIndex, textIndexesOf } from '../src/data/text-index';
import { trigramMarkName, trigramPendingName } from '../src/data/text-index/pg';
import { skipEnvVar } from './support/servers';
import { createTestDatabase, type TestDatabase } from './support/test-db';

const TERMS = ['walrus', 'lion', 'narwhal', 'row 1', 'abc', 'heron'];

(process.env[skipEnvVar('pg')] ? describe.skip : describe)('PostgreSQL text index: the side table and its mark', () => {
  let database: TestDatabase;
  let db: Knex;
  let side: string;

  /** The ids a `like` on the title finds, through the text index or with the plain ILIKE alone. */
  async function search(term: string, indexed = true): Promise<number[]> {
    const ctx: FilterContext = { knex: db, dialect: 'pg', now: new Date() };
    if (indexed) Object.assign(ctx, { textIndex: () => side, textKey: 'id', textTable: { name: 't', key: 'id' } });
    const column = { title: 'Title', column_name: 'title', uidt: 'SingleLineText' as const };
    const query = db('t').where((b) => like(b, { column, op: 'like', value: term }, ctx));
    if (indexed) expect(query.toQuery()).toContain(trigramMarkName(side));
    return (await query.orderBy('id').pluck('id')).map(Number);
  }

  /** Every term finds through the index exactly what the plain ILIKE finds; returns what they find. */
  async function expectExact(): Promise<Record<string, number[]>> {
    const found: Record<string, number[]> = {};
    for (const term of TERMS) {
      found[term] = await search(term, false);
      expect([term, await search(term)]).toEqual([term, found[term]]);
    }
    return found;
  }

  const mark = async () => Number((await db(trigramMarkName(side)).first('mark'))!.mark);
  const pending = async () => (await db(trigramPendingName(side)).orderBy('k').pluck('k')).map(Number);
  const insert = async (row: { id?: number; title: string }) =>
    Number((await db('t').insert(row).returning('id'))[0].id);
  const catchUp = () => catchUpTextIndex(db, 't', 'title', 'id');
  const bound = async () => Number((await db(trigramMarkName(side)).first('bound'))!.bound);
  /** Whether an insert is noted pending by the insert trigger. */
  const insertNoted = async (row: { id?: number; title: string }) => {
    const made = await insert(row);
    return (await pending()).includes(made);
  };

  beforeAll(async () => {
    database = await createTestDatabase('pg');
    db = knex({ client: 'pg', connection: database.url, pool: { min: 0, max: 5 } });
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  /** A table of 50 rows, its text index built (the mark at 50, nothing pending, no GIN on the table itself). */
  beforeEach(async () => {
    await db.raw('drop table if exists t');
    await db.raw('create table t (id serial primary key, title text)');
    await db('t').insert(Array.from({ length: 50 }, (_, i) => ({ title: `row ${i + 1}${i % 3 ? ' abc' : ''}` })));
    await buildTextIndex(db, 't', 'title', 'id');
    side = (await textIndexesOf(db, 't')).get('title')!;
    expect([await mark(), await pending()]).toEqual([50, []]);
    const own = await db.raw(`select indexname from pg_indexes where tablename = 't' and indexname like 'bx%'`);
    expect(own.rows).toEqual([]);
  });
  afterEach(() => dropTextIndex(db, 't', 'title'));

  it('finds rows inserted above the mark without noting them, and copies them on the next catch-up', async () => {
    const made = await insert({ title: 'a walrus' });
    await db('t').insert(Array.from({ length: 20 }, (_, i) => ({ title: `narwhal ${i}` })));
    expect(await pending()).toEqual([]);
    expect((await expectExact()).walrus).toEqual([made]);
    expect(await catchUp()).toBe(21);
    expect([await mark(), await pending()]).toEqual([71, []]);
    expect((await expectExact()).narwhal).toHaveLength(20);
  });

  it('finds updated rows by their new text, below and above the mark, before and after the catch-up', async () => {
    const above = await insert({ title: 'a lion' });
    await db('t').where('id', 7).update({ title: 'a heron' });
    await db('t').where('id', above).update({ title: 'a walrus' });
    await db('t').where('id', 8).update({ id: 500 }); // a key moved: noted under its new key
    expect(await pending()).toEqual([7, above, 500]);
    const before = await expectExact();
    expect([before.heron, before.walrus, before.lion]).toEqual([[7], [above], []]);
    await catchUp();
    expect(await pending()).toEqual([]);
    expect(await expectExact()).toEqual(before);
    // An update that leaves the text as it was notes nothing.
    await db('t')
      .where('id', 9)
      .update({ title: db.raw('title') });
    expect(await pending()).toEqual([]);
  });

  it('notes inserts at or below the mark (explicit keys, a key reused after a delete) and finds them', async () => {
    await db('t').where('id', 10).delete();
    await insert({ id: 10, title: 'a narwhal again' });
    await insert({ id: -5, title: 'a walrus below' });
    expect(await pending()).toEqual([-5, 10]);
    const found = await expectExact();
    expect([found.narwhal, found.walrus]).toEqual([[10], [-5]]);
    await catchUp();
    expect([await mark(), await pending()]).toEqual([50, []]);
    expect(await expectExact()).toEqual(found);
  });

  it('finds no deleted row, whose copy stays in the side table until its key is written again', async () => {
    expect((await search('row 12')).length).toBe(1);
    await db('t').where('id', 12).delete();
    expect(await db(side).where('k', 12).first()).toBeDefined();
    expect(await search('row 12')).toEqual([]);
    await expectExact();
  });

  it('loses no insert still in flight when a catch-up moves the mark past its key', async () => {
    // The open transaction takes key 51 and commits only after a later insert (52) and the catch-up began.
    const trx = await db.transaction();
    await trx('t').insert({ title: 'a walrus in flight' });
    const later = await insert({ title: 'a lion later' });
    expect(later).toBe(52);
    const catching = catchUp();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await trx.commit();
    await catching;
    expect([await mark(), await pending()]).toEqual([52, []]);
    expect((await expectExact()).walrus).toEqual([51]);
  });

  it('does not wait for a transaction writing another table', async () => {
    await db.raw('create table if not exists u (id serial primary key)');
    const trx = await db.transaction();
    try {
      await trx('u').insert({});
      await insert({ title: 'a lion' });
      expect(await catchUp()).toBe(1);
    } finally {
      await trx.rollback();
    }
  });

  it('notes every insert made while a catch-up copies, whatever its key', async () => {
    // A catch-up paused between raising the bound and copying: the open transaction locks the side table against
    // the copy, while inserts made meanwhile see the raised bound.
    await insert({ title: 'a lion above the mark' });
    const holder = await db.transaction();
    await holder.raw('lock table ?? in share mode', [side]);
    const catching = catchUp();
    let made = 0;
    try {
      for (let tries = 0; tries < 50 && !(await pending()).length; tries++) {
        made = await insert({ title: 'a heron' });
        if (!(await pending()).length) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await holder.commit();
      await catching;
    }
    expect(await pending()).toContain(made);
    expect(await bound()).toBe(await mark());
    expect((await expectExact()).heron.length).toBeGreaterThan(0);
  });

  it('gives up when the writers do not let the bound move, and lowers a bound left raised on the next catch-up', async () => {
    await insert({ title: 'a lion above the mark' });
    const writer = await db.transaction();
    await writer('t').insert({ title: 'a walrus held open' });
    // Past the lock's timeout the catch-up gives up without copying; the bound has not moved.
    expect(await catchUp()).toBe(0);
    expect(await bound()).toBe(await mark());
    await writer.commit();
    expect(await catchUp()).toBe(2);
    expect([await mark(), await bound(), await pending()]).toEqual([52, 52, []]);
    // A catch-up whose lowering timed out leaves the trigger noting every insert.
    const raise = async () => {
      const highest = '9223372036854775807';
      await db.raw(
        `create or replace trigger ?? after insert on t for each row when (new.id <= ${highest}) execute function ??()`,
        [`${side}_ai`, `${side}_note`],
      );
      await db(trigramMarkName(side)).update({ bound: highest });
    };
    await raise();
    expect(await insertNoted({ title: 'a heron noted' })).toBe(true);
    expect(await catchUp()).toBe(2); // as pending, then above the mark
    expect([await mark(), await bound()]).toEqual([53, 53]);
    // Nothing waiting: the catch-up only lowers the bound.
    await raise();
    expect(await catchUp()).toBe(0);
    expect([await mark(), await bound()]).toEqual([53, 53]);
    expect(await insertNoted({ title: 'a heron above the mark' })).toBe(false);
    await db('t').where('id', 7).delete();
    expect(await insertNoted({ id: 7, title: 'a reused key' })).toBe(true);
  });

  it('drops its triggers, functions and tables with the column, so the column can be dropped', async () => {
    await dropTextIndex(db, 't', 'title');
    const left = await db.raw(
      `select relname as name from pg_class where relname like ? union all
       select proname from pg_proc where proname like ? union all select tgname from pg_trigger where tgname like ?`,
      [`${side}%`, `${side}%`, `${side}%`],
    );
    expect(left.rows).toEqual([]);
    await db.raw('alter table t drop column title');
  });

  it('drops its side tables with the table', async () => {
    await dropTable(db, 't');
    const left = await db.raw(`select relname from pg_class where relname like ?`, [`${side}%`]);
    expect(left.rows).toEqual([]);
    await db.raw('create table t (id serial primary key, title text)'); // for afterEach
  });

  it('drops the trigram index an earlier version made on the table itself', async () => {
    await dropTextIndex(db, 't', 'title');
    await db.raw('create index bx_legacy_trgm on t using gin (title gin_trgm_ops)');
    await buildTextIndex(db, 't', 'title', 'id');
    const own = await db.raw(`select indexname from pg_indexes where tablename = 't' and indexname like 'bx%'`);
    expect(own.rows).toEqual([]);
  });

  it('refuses a table whose key is not an integer', async () => {
    await db.raw('create table if not exists s (code text primary key, title text)');
    await expect(buildTextIndex(db, 's', 'title', 'code')).rejects.toThrow(/integer key/);
    expect((await textIndexesOf(db, 's')).size).toBe(0);
  });
});
