import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knex, { type Knex } from 'knex';
import { like } from './filters/text';
import type { FilterContext } from './filters/types';
import { buildTextIndex, catchUpTextIndex, textIndexUsable } from './text-index';
import { ftsTableName, markTableName, pendingTableName } from './text-index/sqlite';

const FTS = ftsTableName('t', 'title');
const TERMS = ['walrus', 'lion', 'narwhal', 'row 1', 'abc'];

/** The ids a `like` on the title finds, through the text index or with the plain LIKE alone. */
async function search(db: Knex, term: string, indexed = true): Promise<number[]> {
  const ctx: FilterContext = { knex: db, dialect: 'sqlite', now: new Date() };
  if (indexed) Object.assign(ctx, { textIndex: () => FTS, textKey: 'id', textTable: { name: 't', key: 'id' } });
  const column = { title: 'Title', column_name: 'title', uidt: 'SingleLineText' as const };
  const query = db('t').where((b) => like(b, { column, op: 'like', value: term }, ctx));
  if (indexed) expect(query.toQuery()).toContain(markTableName(FTS));
  return (await query.orderBy('id').pluck('id')).map(Number);
}

/** Every term finds through the index exactly what the plain LIKE finds. */
async function expectExact(db: Knex) {
  for (const term of TERMS) expect([term, await search(db, term)]).toEqual([term, await search(db, term, false)]);
}

const mark = async (db: Knex) => Number((await db(markTableName(FTS)).first('mark'))!.mark);
const pending = async (db: Knex) => (await db(pendingTableName(FTS)).orderBy('id').pluck('id')).map(Number);
const insert = async (db: Knex, row: { id?: number; title: string }) => Number((await db('t').insert(row))[0]);
const catchUp = (db: Knex) => catchUpTextIndex(db, 't', 'title', 'id');

describe('SQLite text index: the high-water mark', () => {
  let dir: string;
  let db: Knex;

  /** A table of 50 rows, its text index built and caught up (the mark at 50, nothing pending). */
  async function indexed(autoincrement: boolean) {
    const key = autoincrement ? 'id integer primary key autoincrement' : 'id integer primary key';
    await db.raw(`create table t (${key}, title text)`);
    await db('t').insert(Array.from({ length: 50 }, (_, i) => ({ title: `row ${i + 1}${i % 3 ? ' abc' : ''}` })));
    await buildTextIndex(db, 't', 'title', 'id');
    await catchUp(db);
    expect([await mark(db), await pending(db)]).toEqual([50, []]);
  }

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-text-index-'));
    db = knex({ client: 'better-sqlite3', connection: { filename: path.join(dir, 'db') }, useNullAsDefault: true });
  });
  afterEach(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('notes no pending row for an insert above the mark, and finds it before and after the catch-up', async () => {
    await indexed(true);
    const id = await insert(db, { title: 'a walrus sings' });
    expect([id, await pending(db)]).toEqual([51, []]);
    expect(await search(db, 'walrus')).toEqual([id]);
    expect(await catchUp(db)).toBe(1);
    expect([await mark(db), await pending(db)]).toEqual([id, []]);
    expect(await search(db, 'walrus')).toEqual([id]);
    await expectExact(db);
  });

  it('follows an update and a delete of rows above the mark made before the catch-up', async () => {
    await indexed(true);
    const changed = await insert(db, { title: 'a walrus' });
    const gone = await insert(db, { title: 'a narwhal' });
    await db('t').where({ id: changed }).update({ title: 'a lion' });
    await db('t').where({ id: gone }).delete();
    expect(await search(db, 'walrus')).toEqual([]);
    expect(await search(db, 'lion')).toEqual([changed]);
    expect(await search(db, 'narwhal')).toEqual([]);
    await expectExact(db);
    await catchUp(db);
    expect([await mark(db), await pending(db)]).toEqual([changed, []]);
    expect(await search(db, 'lion')).toEqual([changed]);
    await expectExact(db);
  });

  it('notes a row re-inserted with an old key at or below the mark, so its new text is found', async () => {
    await indexed(true);
    await db('t').where({ id: 7 }).delete();
    await insert(db, { id: 7, title: 'a narwhal' });
    expect(await pending(db)).toEqual([7]);
    expect(await search(db, 'narwhal')).toEqual([7]);
    expect(await search(db, 'row 7')).toEqual([]);
    await catchUp(db);
    expect(await search(db, 'narwhal')).toEqual([7]);
    await expectExact(db);
  });

  it('notes the highest rowid reused after a delete on a table without AUTOINCREMENT', async () => {
    await indexed(false);
    await db('t').where({ id: 50 }).delete();
    const id = await insert(db, { title: 'a walrus' });
    expect([id, await pending(db)]).toEqual([50, [50]]);
    expect(await search(db, 'walrus')).toEqual([50]);
    expect(await search(db, 'row 50')).toEqual([]);
    await expectExact(db);
  });

  it('answers as the plain like through any mix of writes and catch-ups', async () => {
    await indexed(false);
    let seed = 11;
    const random = (n: number) => (seed = (seed * 16807) % 2147483647) % n;
    const words = ['walrus', 'lion', 'narwhal', 'abc', 'row 1'];
    for (let step = 0; step < 300; step++) {
      const id = 1 + random(70);
      const title = `${words[random(words.length)]} ${step}`;
      const kind = random(6);
      if (kind === 0) await insert(db, { title });
      else if (kind === 1) await db.raw('insert or replace into t (id, title) values (?, ?)', [id, title]);
      else if (kind === 2) await db('t').where({ id }).update({ title });
      else if (kind === 3) await db('t').where({ id }).delete();
      else if (kind === 4) await db.raw('update or ignore t set id = ? where id = ?', [1 + random(90), id]);
      else await catchUp(db);
      if (step % 5 === 0) await expectExact(db);
    }
    await expectExact(db);
  });

  it('brings an index made before the mark up to it on the next catch-up', async () => {
    await indexed(true);
    // As an earlier build left it: no mark, and an insert trigger noting every row.
    await db.raw('drop table ??', [markTableName(FTS)]);
    await db.raw('drop trigger ??', [`${FTS}_ai`]);
    await db.raw('create trigger ?? after insert on t begin insert or ignore into ?? (id) values (new.id); end', [
      `${FTS}_ai`,
      pendingTableName(FTS),
    ]);
    await insert(db, { title: 'a walrus' });
    expect(await textIndexUsable(db, 't', FTS)).toBe(false);
    expect(await catchUp(db)).toBeGreaterThan(0);
    expect([await mark(db), await pending(db), await textIndexUsable(db, 't', FTS)]).toEqual([51, [], true]);
    await insert(db, { title: 'a walrus again' });
    expect(await pending(db)).toEqual([]);
    await expectExact(db);
  });
});
