import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { BASALT_INDEX_PREFIX } from './index-catalog';
import { dialectOf } from './dialect';
import { runSqliteInBackground } from './sqlite/background-ddl';

/** SQLite: the FTS5 table that indexes one column's text, and the prefix of every one Basalt makes. */
export const FTS_PREFIX = `${BASALT_INDEX_PREFIX}fts_`;

const hashOf = (...parts: string[]) => createHash('sha1').update(parts.join('\u0000')).digest('hex').slice(0, 20);

export const ftsTableName = (tableName: string, column: string) => `${FTS_PREFIX}${hashOf(tableName, column)}`;
const trigramIndexName = (tableName: string, column: string) =>
  `${BASALT_INDEX_PREFIX}${hashOf(tableName, column, 'trgm')}`;

/** The dialects whose `like` a text index can serve (MySQL/MariaDB's FULLTEXT finds words, not substrings). */
export const TEXT_INDEX_DIALECTS: ReadonlySet<string> = new Set(['sqlite', 'pg']);

/** SQLite: the table of rows written since their text was last copied into the FTS5 table. */
export const pendingTableName = (fts: string) => `${fts}_pending`;

/** SQLite: rows copied into a text index per transaction while catching up (each holds the writer ~0.3 s). */
const CATCH_UP_ROWS = 20_000;
/** SQLite: past this many rows waiting, a text index is not used to narrow a search (the scan is cheaper). */
export const MAX_PENDING_FOR_SEARCH = 10_000;

const sql = (knex: Knex, text: string, bindings: readonly Knex.RawBinding[]) => knex.raw(text, bindings).toQuery();

/**
 * Builds the text index of one column, for `like '%term%'` (docs/PERFORMANCE.md, search):
 * - PostgreSQL: a `pg_trgm` GIN index (`CREATE EXTENSION IF NOT EXISTS pg_trgm`, then `CREATE INDEX CONCURRENTLY`);
 *   the planner uses it for the very ILIKE the filter already is, so answers cannot differ;
 * - SQLite: an FTS5 table with the trigram tokenizer holding a copy of the column by rowid. Copying text into it
 *   costs ~14 us a row, more than the whole bulk insert, so writes only note their rowid in a pending table
 *   (triggers, ~1 us) and the copy catches up in the background (`catchUpTextIndex`). A search narrows to the
 *   index's candidates plus the pending rows and still applies the plain LIKE (filters/text.ts): exact at any time.
 * `key` is the table's integer key (the rowid on SQLite).
 */
export async function buildTextIndex(knex: Knex, tableName: string, column: string, key: string): Promise<void> {
  const dialect = dialectOf(knex);
  if (dialect === 'pg') {
    await knex.raw('create extension if not exists pg_trgm');
    const name = trigramIndexName(tableName, column);
    try {
      await knex.raw('create index concurrently if not exists ?? on ?? using gin (?? gin_trgm_ops)', [
        name,
        tableName,
        column,
      ]);
    } catch (err) {
      await knex.raw('drop index concurrently if exists ??', [name]).catch(() => undefined);
      throw err;
    }
    return;
  }
  if (dialect !== 'sqlite') throw new Error(`no text index on ${dialect}`);
  const fts = ftsTableName(tableName, column);
  const pending = pendingTableName(fts);
  // Every row starts pending, in the same transaction as the triggers: none is missed, none waits for the copy.
  await runSqliteInBackground(knex, [
    sql(knex, `create virtual table if not exists ?? using fts5(v, tokenize = 'trigram')`, [fts]),
    sql(knex, 'create table if not exists ?? (id integer primary key)', [pending]),
    sql(
      knex,
      'create trigger if not exists ?? after insert on ?? begin insert or ignore into ?? (id) values (new.??); end',
      [`${fts}_ai`, tableName, pending, key],
    ),
    sql(
      knex,
      'create trigger if not exists ?? after update of ??, ?? on ?? begin insert or ignore into ?? (id) values (new.??); end',
      [`${fts}_au`, column, key, tableName, pending, key],
    ),
    sql(knex, 'insert or ignore into ?? (id) select ?? from ??', [pending, key, tableName]),
  ]);
}

/**
 * SQLite: copies the pending rows' text into a text index, CATCH_UP_ROWS per transaction in the background (stale
 * entries of changed rows are replaced; those of deleted rows stay as candidates the plain LIKE turns down).
 * Resolves with the number of rows copied.
 */
export async function catchUpTextIndex(knex: Knex, tableName: string, column: string, key: string): Promise<number> {
  const fts = (await sqliteTextIndexes(knex, tableName)).get(column);
  if (!fts) return 0;
  const pending = pendingTableName(fts);
  const batch = `select id from ?? order by id limit ${CATCH_UP_ROWS}`;
  let copied = 0;
  for (;;) {
    const rows = (await knex.raw(`select count(*) as n from (${batch})`, [pending])) as Array<{ n: number }>;
    const n = Number(rows[0]?.n ?? 0);
    if (!n) return copied;
    await runSqliteInBackground(knex, [
      sql(knex, `delete from ?? where rowid in (${batch})`, [fts, pending]),
      sql(knex, `insert into ?? (rowid, v) select ??, ?? from ?? where ?? in (${batch})`, [
        fts,
        key,
        column,
        tableName,
        key,
        pending,
      ]),
      sql(knex, `delete from ?? where id in (${batch})`, [pending, pending]),
    ]);
    copied += n;
  }
}

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

/** SQLite: whether few enough rows wait to be copied for the index to narrow a search. */
export async function sqliteTextIndexUsable(knex: Knex, fts: string): Promise<boolean> {
  const rows = (await knex.raw(`select count(*) as n from (select 1 from ?? limit ${MAX_PENDING_FOR_SEARCH + 1})`, [
    pendingTableName(fts),
  ])) as Array<{ n: number }>;
  return Number(rows[0]?.n ?? 0) <= MAX_PENDING_FOR_SEARCH;
}

/** SQLite: drops the text index of a column (its triggers would stop the column from being dropped). */
export async function dropSqliteTextIndex(knex: Knex, tableName: string, column: string): Promise<void> {
  const fts = (await sqliteTextIndexes(knex, tableName)).get(column);
  if (fts) await dropSqliteTextTables(knex, fts);
}

/** SQLite: a text index's triggers and tables. */
export async function dropSqliteTextTables(knex: Knex, fts: string): Promise<void> {
  for (const suffix of ['_ai', '_au']) await knex.raw('drop trigger if exists ??', [`${fts}${suffix}`]);
  await knex.raw('drop table if exists ??', [fts]);
  await knex.raw('drop table if exists ??', [pendingTableName(fts)]);
}
