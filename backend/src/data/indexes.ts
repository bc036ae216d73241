import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { dialectOf } from './dialect';
import { runSqliteInBackground } from './sqlite/background-ddl';
import { BASALT_INDEX_PREFIX, indexedColumns, sortsServed, type SortDirection } from './index-catalog';
import { dropTextIndex } from './text-index';

export { BASALT_INDEX_PREFIX };

/**
 * The name of the index Basalt keeps on one column of a table (short, the same on every database); the one whose
 * key part runs descending has its own, as MySQL may need both (index-catalog.ts, `sortsServed`).
 */
export function columnIndexName(tableName: string, columnName: string, keyDescending = false): string {
  const named = `${tableName}\u0000${columnName}${keyDescending ? '\u0000desc' : ''}`;
  return `${BASALT_INDEX_PREFIX}${createHash('sha1').update(named).digest('hex').slice(0, 20)}`;
}

const descendingKeys = new WeakMap<Knex, Promise<boolean>>();

/**
 * Whether a MySQL/MariaDB server keeps an index part descending (MySQL 8.0 and MariaDB 10.8 on): older ones accept
 * `desc` and build the part ascending, an index no sort could use.
 */
function keepsDescendingKeys(knex: Knex): Promise<boolean> {
  let known = descendingKeys.get(knex);
  if (!known) {
    known = knex.raw('select version() as v').then(([rows]: [Array<{ v: string }>]) => {
      const [major = 0, minor = 0] = (/^(\d+)\.(\d+)/.exec(rows[0]?.v ?? '') ?? []).slice(1).map(Number);
      return /mariadb/i.test(rows[0]?.v ?? '') ? major * 100 + minor >= 1008 : major >= 8;
    });
    descendingKeys.set(knex, known);
  }
  return known;
}

/**
 * Builds the index of one column without blocking readers or losing writes (docs/ARCHITECTURE.md, indexes):
 * - PostgreSQL `CREATE INDEX CONCURRENTLY` (outside any transaction) on `(column NULLS FIRST, key)`: scanned forwards
 *   it is the ascending order Basalt asks for (no value first), backwards the descending one (no value last);
 * - MySQL/MariaDB online DDL (`ALGORITHM=INPLACE, LOCK=NONE`) on `(column, key)`, or `(column, key desc)` for a
 *   descending sort (refused where the server would not keep the part descending);
 * - SQLite on `(column)` (the rowid key is in every index entry already), in a worker thread while the Knex pool's
 *   one connection, the writer, is held (sqlite/background-ddl.ts): writes wait for the build in the pool's queue
 *   (not lost), the fast path's reader keeps reading, the event loop stays free.
 * Throws when the database refuses (a MySQL TEXT column cannot lead an index without a prefix length).
 */
export async function buildColumnIndex(
  knex: Knex,
  tableName: string,
  columnName: string,
  keyName: string | undefined,
  /**
   * The key descending, for a column first sorted descending. Lists break ties by the key ascending in both
   * directions; read backward, `(column nulls first, key desc)` is exactly `column desc nulls last, key`. On
   * PostgreSQL `(column nulls first, key)` would leave every run of equal values to be sorted again by the key (an
   * Incremental Sort: ~0.27 of the ~0.44 ms a sorted page of 1,000,000 rows costs, docs/PERFORMANCE.md), and the
   * other direction keeps using the index and pays that re-sort; MySQL/MariaDB would sort the whole table, so a
   * column sorted both ways there gets an index for each (index-catalog.ts, `sortsServed`). SQLite ignores it.
   */
  keyDescending = false,
): Promise<void> {
  const dialect = dialectOf(knex);
  const withKey = keyName && keyName !== columnName;
  const descendingKey = Boolean(withKey && keyDescending && dialect !== 'sqlite');
  const name = columnIndexName(tableName, columnName, descendingKey);
  if (dialect === 'pg') {
    const key = withKey ? (descendingKey ? ', ?? desc' : ', ??') : '';
    try {
      await knex.raw(`create index concurrently if not exists ?? on ?? (?? nulls first${key})`, [
        name,
        tableName,
        columnName,
        ...(withKey ? [keyName] : []),
      ]);
    } catch (err) {
      // A failed concurrent build leaves an invalid index behind: take it away so a later try starts clean.
      await knex.raw('drop index concurrently if exists ??', [name]).catch(() => undefined);
      throw err;
    }
    return;
  }
  if (dialect === 'mysql') {
    if (descendingKey && !(await keepsDescendingKeys(knex)))
      throw new Error('this MySQL/MariaDB server builds every index part ascending');
    const key = withKey ? (descendingKey ? ', ?? desc' : ', ??') : '';
    await knex.raw(`alter table ?? add index ?? (??${key}), algorithm=inplace, lock=none`, [
      tableName,
      name,
      columnName,
      ...(withKey ? [keyName] : []),
    ]);
    return;
  }
  await runSqliteInBackground(knex, [
    knex.raw('create index if not exists ?? on ?? (??)', [name, tableName, columnName]).toQuery(),
  ]);
}

/**
 * Indexes a column a view sorts by (docs/PERFORMANCE.md), so a sorted page reads 25 rows in index order instead
 * of sorting the table; nothing is built when an index already serves that sort (index-catalog.ts, `sortsServed`).
 * Best effort: false when the database cannot index the column as is (MySQL TEXT).
 */
export async function ensureColumnIndex(
  knex: Knex,
  tableName: string,
  columnName: string,
  keyName: string | undefined,
  direction: SortDirection = 'asc',
): Promise<boolean> {
  try {
    const existing = await indexedColumns(knex, tableName);
    if (sortsServed(dialectOf(knex), existing, keyName).get(columnName)?.has(direction)) return true;
    await buildColumnIndex(knex, tableName, columnName, keyName, direction === 'desc');
    return true;
  } catch {
    return false;
  }
}

/**
 * Drops the indexes Basalt made that hold a column, before the column is dropped or changes type: SQLite refuses
 * to drop an indexed column, MySQL would keep the rest of a two-column index as a useless one, and an index on the
 * old type is no use to the new one (it is made again on first use if still wanted). `knex` may be a transaction.
 */
export async function dropColumnIndexes(knex: Knex, tableName: string, columnName: string): Promise<void> {
  await dropTextIndex(knex, tableName, columnName);
  const ours = (await indexedColumns(knex, tableName)).filter(
    (i) => i.column === columnName && i.index.startsWith(BASALT_INDEX_PREFIX),
  );
  for (const name of new Set(ours.map((i) => i.index))) {
    if (dialectOf(knex) === 'mysql') await knex.raw('alter table ?? drop index ??', [tableName, name]);
    else await knex.raw('drop index if exists ??', [name]);
  }
}
