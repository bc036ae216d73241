import type { Knex } from 'knex';
import { BASALT_INDEX_PREFIX } from '../index-catalog';
import { runSqliteInBackground } from '../sqlite/background-ddl';
import { MAX_PENDING_FOR_SEARCH, type TextIndexDriver, type TextIndexRef } from './driver';
import { textIndexHash } from './names';

/** SQLite: the FTS5 table that indexes one column's text, and the prefix of every one Basalt makes. */
const FTS_PREFIX = `${BASALT_INDEX_PREFIX}fts_`;

export const ftsTableName = (tableName: string, column: string) => `${FTS_PREFIX}${textIndexHash(tableName, column)}`;

/** SQLite: the table of rows changed (or inserted at or below the mark) since their text was last copied. */
export const pendingTableName = (fts: string) => `${fts}_pending`;
/**
 * SQLite: the one-row table holding the text index's high-water mark, the highest key whose row was copied in order:
 * a row above it waits to be copied by definition, so an insert notes nothing (one page less in its transaction).
 */
export const markTableName = (fts: string) => `${fts}_mark`;
/** The lowest 64-bit integer: the mark of an index that has copied nothing yet (a key equal to it counts as below). */
const LOWEST_KEY = '(-9223372036854775807 - 1)';

/** SQLite: rows copied into a text index per transaction while catching up (each holds the writer ~0.3 s). */
const CATCH_UP_ROWS = 20_000;

const sql = (knex: Knex, text: string, bindings: readonly Knex.RawBinding[]) => knex.raw(text, bindings).toQuery();

/**
 * SQLite's text index of one column: an FTS5 table with the trigram tokenizer holding a copy of the column by rowid.
 * Copying text into it costs ~14 us a row, more than the whole bulk insert, so the copy catches up in the background
 * (`catchUpFtsIndex`): the rows above the mark (`markTableName`, what an insert usually makes: no write of its own)
 * and the rows a trigger noted in the pending table (~1 us): updates, and inserts at or below the mark (an explicit
 * key, a rowid reused after a delete). `key` is the table's integer key (the rowid).
 */
async function buildFtsIndex(knex: Knex, tableName: string, column: string, key: string): Promise<void> {
  const fts = ftsTableName(tableName, column);
  const pending = pendingTableName(fts);
  // Every row starts pending, in the same transaction as the triggers and the mark: none is missed.
  await runSqliteInBackground(knex, [
    sql(knex, `create virtual table if not exists ?? using fts5(v, tokenize = 'trigram')`, [fts]),
    sql(knex, 'create table if not exists ?? (id integer primary key)', [pending]),
    ...markStatements(knex, tableName, fts, key),
    sql(
      knex,
      'create trigger if not exists ?? after update of ??, ?? on ?? begin insert or ignore into ?? (id) values (new.??); end',
      [`${fts}_au`, column, key, tableName, pending, key],
    ),
    sql(knex, 'insert or ignore into ?? (id) select ?? from ??', [pending, key, tableName]),
  ]);
}

/**
 * SQLite: the mark (the table's highest key, every row being pending or copied when it is set) and the insert
 * trigger that notes only a row written at or below it. Also brings an index made before the mark up to it (its
 * trigger noted every insert: the same statements, the old trigger replaced in the same transaction).
 */
function markStatements(knex: Knex, tableName: string, fts: string, key: string): string[] {
  const mark = markTableName(fts);
  return [
    sql(knex, 'create table if not exists ?? (id integer primary key check (id = 0), mark integer not null)', [mark]),
    sql(knex, `insert or ignore into ?? (id, mark) select 0, coalesce(max(??), ${LOWEST_KEY}) from ??`, [
      mark,
      key,
      tableName,
    ]),
    sql(knex, 'drop trigger if exists ??', [`${fts}_ai`]),
    sql(
      knex,
      'create trigger ?? after insert on ?? when new.?? <= (select mark from ??) begin insert or ignore into ?? (id) values (new.??); end',
      [`${fts}_ai`, tableName, key, mark, pendingTableName(fts), key],
    ),
  ];
}

/**
 * SQLite: copies the text of the rows waiting for a text index into it, CATCH_UP_ROWS per transaction in the
 * background: the pending rows first, then the rows above the mark in key order, the mark moving up to the last one
 * copied in the same transaction (stale entries of changed rows are replaced; those of deleted rows stay as
 * candidates the plain LIKE turns down). Resolves with the number of rows copied (1 at least when an index made
 * before the mark was brought up to it, so the searches compiled before see the change).
 */
async function catchUpFtsIndex(knex: Knex, { tableName, column, key, index: fts }: TextIndexRef): Promise<number> {
  let copied = 0;
  if (!(await hasMark(knex, fts))) {
    await runSqliteInBackground(knex, markStatements(knex, tableName, fts, key));
    copied = 1;
  }
  const pending = pendingTableName(fts);
  const mark = markTableName(fts);
  const batches = [
    { ids: sql(knex, `select id from ?? order by id limit ${CATCH_UP_ROWS}`, [pending]), fromPending: true },
    {
      ids: sql(knex, `select ?? from ?? where ?? > (select mark from ??) order by ?? limit ${CATCH_UP_ROWS}`, [
        key,
        tableName,
        key,
        mark,
        key,
      ]),
      fromPending: false,
    },
  ];
  for (const { ids, fromPending } of batches) {
    for (;;) {
      const rows = (await knex.raw(`select count(*) as n from (${ids})`)) as Array<{ n: number }>;
      const n = Number(rows[0]?.n ?? 0);
      if (!n) break;
      await runSqliteInBackground(knex, [
        sql(knex, `delete from ?? where rowid in (${ids})`, [fts]),
        sql(knex, `insert into ?? (rowid, v) select ??, ?? from ?? where ?? in (${ids})`, [
          fts,
          key,
          column,
          tableName,
          key,
        ]),
        fromPending
          ? sql(knex, `delete from ?? where id in (${ids})`, [pending])
          : sql(knex, `update ?? set mark = (select max(??) from (${ids}))`, [mark, key]),
      ]);
      copied += n;
    }
  }
  return copied;
}

const hasMark = async (knex: Knex, fts: string) =>
  ((await knex.raw(`select 1 from sqlite_master where type = 'table' and name = ?`, [markTableName(fts)])) as unknown[])
    .length > 0;

/**
 * SQLite: the FTS5 table of each indexed column, found from the update trigger's column list (SQLite rewrites a
 * trigger when a column it names is renamed, so a renamed column keeps its text index).
 */
async function ftsIndexes(knex: Knex, tableName: string): Promise<Map<string, string>> {
  const triggers = (await knex.raw(
    `select name, sql from sqlite_master where type = 'trigger' and tbl_name = ? and name like ? escape '!'`,
    [tableName, `${FTS_PREFIX.replace(/_/g, '!_')}%!_au`],
  )) as Array<{ name: string; sql: string }>;
  const found = new Map<string, string>();
  for (const { name, sql: text } of triggers) {
    const match = /after\s+update\s+of\s+("(?:[^"]|"")*"|`(?:[^`]|``)*`|\[[^\]]*\]|\w+)/i.exec(text);
    if (!match) continue;
    const raw = match[1]!;
    const column = /^["`[]/.test(raw) ? raw.slice(1, -1).replace(/""/g, '"').replace(/``/g, '`') : raw;
    found.set(column, name.slice(0, -'_au'.length));
  }
  return found;
}

/**
 * SQLite: whether few enough rows wait to be copied (pending, or above the mark) for the index to narrow a search.
 * An index made before the mark narrows none until a catch-up brings it up to it (the search reads the mark).
 */
async function ftsIndexUsable(knex: Knex, tableName: string, fts: string): Promise<boolean> {
  if (!(await hasMark(knex, fts))) return false;
  const limit = MAX_PENDING_FOR_SEARCH + 1;
  // `_rowid_` is the integer key (text indexes are made only on tables keyed by it), whatever the key's name.
  const rows = (await knex.raw(
    `select (select count(*) from (select 1 from ?? limit ${limit}))
       + (select count(*) from (select 1 from ?? where _rowid_ > (select mark from ??) limit ${limit})) as n`,
    [pendingTableName(fts), tableName, markTableName(fts)],
  )) as Array<{ n: number }>;
  return Number(rows[0]?.n ?? 0) <= MAX_PENDING_FOR_SEARCH;
}

/** SQLite: a text index's triggers and tables. */
async function dropFtsTables(knex: Knex, fts: string): Promise<void> {
  for (const suffix of ['_ai', '_au']) await knex.raw('drop trigger if exists ??', [`${fts}${suffix}`]);
  await knex.raw('drop table if exists ??', [fts]);
  await knex.raw('drop table if exists ??', [pendingTableName(fts)]);
  await knex.raw('drop table if exists ??', [markTableName(fts)]);
}

export const ftsTextIndex: TextIndexDriver = {
  build: buildFtsIndex,
  catchUp: catchUpFtsIndex,
  indexesOf: ftsIndexes,
  usable: ftsIndexUsable,
  drop: (knex, _tableName, fts) => dropFtsTables(knex, fts),
  // The longest run as an FTS5 phrase: MATCH reads only the trigrams' lists, ~10x faster than the index's own LIKE
  // (the trigram tokenizer folds case more widely than SQLite's LIKE: a superset).
  candidates: (knex, fts, _pattern, run) =>
    knex.raw('select rowid from ?? where ?? match ?', [fts, fts, `"${run.replace(/"/g, '""')}"`]),
  waiting: (knex, fts) => ({
    pending: knex.raw('select id from ??', [pendingTableName(fts)]),
    markTable: markTableName(fts),
  }),
};
