import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { BASALT_INDEX_PREFIX } from './index-catalog';
import { dialectOf } from './dialect';

/** SQLite: the FTS5 table that indexes one column's text, and the prefix of every one Basalt makes. */
export const FTS_PREFIX = `${BASALT_INDEX_PREFIX}fts_`;

const hashOf = (...parts: string[]) => createHash('sha1').update(parts.join('\u0000')).digest('hex').slice(0, 20);

export const ftsTableName = (tableName: string, column: string) => `${FTS_PREFIX}${hashOf(tableName, column)}`;
const trigramIndexName = (tableName: string, column: string) =>
  `${BASALT_INDEX_PREFIX}${hashOf(tableName, column, 'trgm')}`;

/** The dialects whose `like` a text index can serve (MySQL/MariaDB's FULLTEXT finds words, not substrings). */
export const TEXT_INDEX_DIALECTS: ReadonlySet<string> = new Set(['sqlite', 'pg']);

/**
 * Builds the text index of one column, for `like '%term%'` (docs/PERFORMANCE.md, search):
 * - PostgreSQL: a `pg_trgm` GIN index (`CREATE EXTENSION IF NOT EXISTS pg_trgm`, then `CREATE INDEX CONCURRENTLY`);
 *   the planner uses it for the very ILIKE the filter already is, so answers cannot differ;
 * - SQLite: an FTS5 table with the trigram tokenizer holding a copy of the column by rowid, kept by triggers in the
 *   writing transaction; the filter narrows to its candidates and still applies the plain LIKE (filters/text.ts).
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
  // One transaction on the writer: the copy and the triggers start from the same rows, no write falls between.
  await knex.transaction(async (trx) => {
    await trx.raw(`create virtual table if not exists ?? using fts5(v, tokenize = 'trigram')`, [fts]);
    await trx.raw('delete from ??', [fts]);
    await trx.raw('insert into ?? (rowid, v) select ??, ?? from ??', [fts, key, column, tableName]);
    await trx.raw(
      `create trigger if not exists ?? after insert on ?? begin insert into ?? (rowid, v) values (new.??, new.??); end`,
      [`${fts}_ai`, tableName, fts, key, column],
    );
    await trx.raw(`create trigger if not exists ?? after delete on ?? begin delete from ?? where rowid = old.??; end`, [
      `${fts}_ad`,
      tableName,
      fts,
      key,
    ]);
    await trx.raw(
      `create trigger if not exists ?? after update of ??, ?? on ?? begin
         delete from ?? where rowid = old.??; insert into ?? (rowid, v) values (new.??, new.??); end`,
      [`${fts}_au`, column, key, tableName, fts, key, fts, key, column],
    );
  });
}

/**
 * SQLite: the FTS5 table of each indexed column, found from the insert trigger (SQLite rewrites a trigger when a
 * column it names is renamed, so a renamed column keeps its text index).
 */
export async function sqliteTextIndexes(knex: Knex, tableName: string): Promise<Map<string, string>> {
  const triggers = (await knex.raw(
    `select name, sql from sqlite_master where type = 'trigger' and tbl_name = ? and name like ? escape '!'`,
    [tableName, `${FTS_PREFIX.replace(/_/g, '!_')}%!_ai`],
  )) as Array<{ name: string; sql: string }>;
  const found = new Map<string, string>();
  for (const { name, sql } of triggers) {
    const match = /new\.("(?:[^"]|"")*"|`(?:[^`]|``)*`|\[[^\]]*\]|\w+)\s*\)\s*;\s*end\s*$/i.exec(sql);
    if (!match) continue;
    const raw = match[1]!;
    const column = /^["`[]/.test(raw) ? raw.slice(1, -1).replace(/""/g, '"').replace(/``/g, '`') : raw;
    found.set(column, name.slice(0, -'_ai'.length));
  }
  return found;
}

/** SQLite: drops the text index of a column (its triggers would stop the column from being dropped). */
export async function dropSqliteTextIndex(knex: Knex, tableName: string, column: string): Promise<void> {
  const fts = (await sqliteTextIndexes(knex, tableName)).get(column);
  if (!fts) return;
  for (const suffix of ['_ai', '_ad', '_au']) await knex.raw('drop trigger if exists ??', [`${fts}${suffix}`]);
  await knex.raw('drop table if exists ??', [fts]);
}
