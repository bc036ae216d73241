import type { Knex } from 'knex';
import { dialectOf, type SqlDialect } from './dialect';
import type { TextIndexDriver } from './text-index/driver';
import { trigramTextIndex } from './text-index/pg';
import { ftsTextIndex } from './text-index/sqlite';

/**
 * Text indexes serve `like '%term%'` (docs/PERFORMANCE.md, search). On both databases that have them the copy of the
 * text the index reads is kept off the table's write path and catches up in the background, and what waits for it is
 * known, so a search narrows to the index's candidates plus those rows and still applies the plain LIKE
 * (filters/text.ts): exact at any time.
 * - PostgreSQL: a side table with a `pg_trgm` GIN index (text-index/pg.ts);
 * - SQLite: an FTS5 table with the trigram tokenizer (text-index/sqlite.ts).
 * MySQL/MariaDB has none: its FULLTEXT finds words, not substrings.
 */
const DRIVERS: Partial<Record<SqlDialect, TextIndexDriver>> = { sqlite: ftsTextIndex, pg: trigramTextIndex };

/** The dialects whose `like` a text index can serve. */
export const TEXT_INDEX_DIALECTS: ReadonlySet<string> = new Set(Object.keys(DRIVERS));

/** How the database keeps text indexes, if it has them. */
export const textIndexDriver = (dialect: SqlDialect): TextIndexDriver | undefined => DRIVERS[dialect];

function driverOf(knex: Knex): TextIndexDriver {
  const dialect = dialectOf(knex);
  const driver = DRIVERS[dialect];
  if (!driver) throw new Error(`no text index on ${dialect}`);
  return driver;
}

/** Builds the text index of one column; `key` is the table's integer key. */
export function buildTextIndex(knex: Knex, tableName: string, column: string, key: string): Promise<void> {
  return driverOf(knex).build(knex, tableName, column, key);
}

/** Copies what waits for a column's text index into it, in the background; resolves with the rows copied. */
export async function catchUpTextIndex(knex: Knex, tableName: string, column: string, key: string): Promise<number> {
  const driver = driverOf(knex);
  const index = (await driver.indexesOf(knex, tableName)).get(column);
  return index ? driver.catchUp(knex, { tableName, column, key, index }) : 0;
}

/** The database's text-index driver and the text index of each indexed column of a table; none on other dialects. */
async function tableTextIndexes(
  knex: Knex,
  tableName: string,
): Promise<{ driver: TextIndexDriver; indexes: Map<string, string> } | undefined> {
  const driver = textIndexDriver(dialectOf(knex));
  return driver && { driver, indexes: await driver.indexesOf(knex, tableName) };
}

/** The text index of each indexed column of a table (column -> the FTS5 or side table), on the dialects that have them. */
export async function textIndexesOf(knex: Knex, tableName: string): Promise<Map<string, string>> {
  return (await tableTextIndexes(knex, tableName))?.indexes ?? new Map();
}

/** Whether a text index is built and few enough rows wait for it to narrow a search (MAX_PENDING_FOR_SEARCH). */
export function textIndexUsable(knex: Knex, tableName: string, index: string): Promise<boolean> {
  return driverOf(knex).usable(knex, tableName, index);
}

/** Drops the text index of a column before it is dropped or changes type (its triggers would stop the drop). */
export async function dropTextIndex(knex: Knex, tableName: string, column: string): Promise<void> {
  const found = await tableTextIndexes(knex, tableName);
  const index = found?.indexes.get(column);
  if (found && index) await found.driver.drop(knex, tableName, index);
}

/** Drops every text index of a table, before the table (SQLite's FTS5 tables and PostgreSQL's side tables stay). */
export async function dropTableTextIndexes(knex: Knex, tableName: string): Promise<void> {
  const found = await tableTextIndexes(knex, tableName);
  if (!found) return;
  for (const index of found.indexes.values()) await found.driver.drop(knex, tableName, index);
}
