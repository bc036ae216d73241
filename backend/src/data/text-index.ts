import type { Knex } from 'knex';
import { BASALT_INDEX_PREFIX } from './index-catalog';
import { dialectOf } from './dialect';
import { runSqliteInBackground } from './sqlite/background-ddl';
import { textIndexHash } from './text-index/names';
import {
  buildTrigramIndex,
  catchUpTrigramIndex,
  dropTrigramTables,
  trigramIndexes,
  trigramIndexUsable,
} from './text-index/pg';

/** SQLite: the FTS5 table that indexes one column's text, and the prefix of every one Basalt makes. */
export const FTS_PREFIX = `${BASALT_INDEX_PREFIX}fts_`;

export const ftsTableName = (tableName: string, column: string) => `${FTS_PREFIX}${textIndexHash(tableName, column)}`;

/** The dialects whose `like` a text index can serve (MySQL/MariaDB's FULLTEXT finds words, not substrings). */
export const TEXT_INDEX_DIALECTS: ReadonlySet<string> = new Set(['sqlite', 'pg']);

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
/** SQLite: past this many rows waiting, a text index is not used to narrow a search (the scan is cheaper). */
export const MAX_PENDING_FOR_SEARCH = 10_000;

const sql = (knex: Knex, text: string, bindings: readonly Knex.RawBinding[]) => knex.raw(text, bindings).toQuery();

/**
 * Builds the text index of one column, for `like '%term%'` (docs/PERFORMANCE.md, search). On both databases the
 * copy of the text the index reads is kept off the table's write path and catches up in the background, and what
 * waits for it is known, so a search narrows to the index's candidates plus those rows and still applies the plain
 * LIKE (filters/text.ts): exact at any time.
 * - PostgreSQL: a side table with a `pg_trgm` GIN index (text-index/pg.ts);
 * - SQLite: an FTS5 table with the trigram tokenizer holding a copy of the column by rowid. Copying text into it
 *   costs ~14 us a row, more than the whole bulk insert, so the copy catches up in the background
 *   (`catchUpTextIndex`): the rows above the mark (`markTableName`, what an insert usually makes: no write of its
 *   own) and the rows a trigger noted in the pending table (~1 us): updates, and inserts at or below the mark (an
 *   explicit key, a rowid reused after a delete).
 * `key` is the table's integer key (the rowid on SQLite).
 */
export async function buildTextIndex(knex: Knex, tableName: string, column: string, key: string): Promise<void> {
  const dialect = dialectOf(knex);
  if (dialect === 'pg') return buildTrigramIndex(knex, tableName, column, key);
  if (dialect !== 'sqlite') throw new Error(`no text index on ${dialect}`);
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
export async function catchUpTextIndex(knex: Knex, tableName: string, column: string, key: string): Promise<number> {
  if (dialectOf(knex) === 'pg') {
    const side = (await trigramIndexes(knex, tableName)).get(column);
    return side ? catchUpTrigramIndex(knex, tableName, key, side) : 0;
  }
  const fts = (await sqliteTextIndexes(knex, tableName)).get(column);
  if (!fts) return 0;
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
export async function sqliteTextIndexes(knex: Knex, tableName: string): Promise<Map<string, string>> {
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
export async function sqliteTextIndexUsable(knex: Knex, fts: string): Promise<boolean> {
  if (!(await hasMark(knex, fts))) return false;
  const owner = (await knex.raw(`select tbl_name from sqlite_master where type = 'trigger' and name = ?`, [
    `${fts}_au`,
  ])) as Array<{ tbl_name: string }>;
  if (!owner[0]) return false;
  const limit = MAX_PENDING_FOR_SEARCH + 1;
  // `_rowid_` is the integer key (text indexes are made only on tables keyed by it), whatever the key's name.
  const rows = (await knex.raw(
    `select (select count(*) from (select 1 from ?? limit ${limit}))
       + (select count(*) from (select 1 from ?? where _rowid_ > (select mark from ??) limit ${limit})) as n`,
    [pendingTableName(fts), owner[0].tbl_name, markTableName(fts)],
  )) as Array<{ n: number }>;
  return Number(rows[0]?.n ?? 0) <= MAX_PENDING_FOR_SEARCH;
}

/** SQLite: a text index's triggers and tables. */
export async function dropSqliteTextTables(knex: Knex, fts: string): Promise<void> {
  for (const suffix of ['_ai', '_au']) await knex.raw('drop trigger if exists ??', [`${fts}${suffix}`]);
  await knex.raw('drop table if exists ??', [fts]);
  await knex.raw('drop table if exists ??', [pendingTableName(fts)]);
  await knex.raw('drop table if exists ??', [markTableName(fts)]);
}

/** The text index of each indexed column of a table (column -> the FTS5 or side table), on the dialects that have them. */
export async function textIndexesOf(knex: Knex, tableName: string): Promise<Map<string, string>> {
  const dialect = dialectOf(knex);
  if (dialect === 'sqlite') return sqliteTextIndexes(knex, tableName);
  if (dialect === 'pg') return trigramIndexes(knex, tableName);
  return new Map();
}

/** Whether a text index is built and few enough rows wait for it to narrow a search (MAX_PENDING_FOR_SEARCH). */
export async function textIndexUsable(knex: Knex, tableName: string, index: string): Promise<boolean> {
  if (dialectOf(knex) === 'pg') return trigramIndexUsable(knex, tableName, index);
  return sqliteTextIndexUsable(knex, index);
}

/** Drops one text index's triggers and tables (its FTS5 or side table). */
async function dropIndexTables(knex: Knex, tableName: string, index: string): Promise<void> {
  if (dialectOf(knex) === 'pg') await dropTrigramTables(knex, tableName, index);
  else await dropSqliteTextTables(knex, index);
}

/** Drops the text index of a column before it is dropped or changes type (its triggers would stop the drop). */
export async function dropTextIndex(knex: Knex, tableName: string, column: string): Promise<void> {
  const index = (await textIndexesOf(knex, tableName)).get(column);
  if (index) await dropIndexTables(knex, tableName, index);
}

/** Drops every text index of a table, before the table (SQLite's FTS5 tables and PostgreSQL's side tables stay). */
export async function dropTableTextIndexes(knex: Knex, tableName: string): Promise<void> {
  for (const index of (await textIndexesOf(knex, tableName)).values()) await dropIndexTables(knex, tableName, index);
}
