import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { dialectOf } from './dialect';

/** The name of the index Basalt keeps on one column of a table (short, the same on every database). */
export function columnIndexName(tableName: string, columnName: string): string {
  return `bx_${createHash('sha1').update(`${tableName}\u0000${columnName}`).digest('hex').slice(0, 20)}`;
}

/**
 * Indexes a column a view sorts by (docs/PERFORMANCE.md), so a sorted page reads 25 rows in index order instead
 * of sorting the table. Best effort: a column the database cannot index as is (MySQL TEXT) is left alone.
 */
export async function ensureColumnIndex(knex: Knex, tableName: string, columnName: string): Promise<boolean> {
  const name = columnIndexName(tableName, columnName);
  const ifMissing = dialectOf(knex) === 'mysql' ? '' : 'if not exists ';
  try {
    await knex.raw(`create index ${ifMissing}?? on ?? (??)`, [name, tableName, columnName]);
    return true;
  } catch {
    return false;
  }
}
