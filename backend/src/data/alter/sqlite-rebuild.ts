import type { Knex } from 'knex';
import { badRequest } from '../../http/errors';
import { createTable, type PhysicalColumn } from '../ddl';
import { rowBatches } from '../rows';
import type { Convert } from './convert';

/** SQLite binds at most 32766 parameters per statement; keep inserts well below. */
const MAX_PARAMS = 30_000;

/**
 * Rebuilds a SQLite table whose column cannot be altered in place (SQLite has no ALTER COLUMN), inside the
 * caller's transaction: create the new table, copy every row converting one column, drop the old table,
 * rename the new one, and re-create the indexes and triggers the old table had.
 */
export async function rebuildSqliteTable(
  trx: Knex,
  tableName: string,
  columns: PhysicalColumn[],
  converted: { column: string; convert: Convert; title: string; uidt: string },
  orderBy: string[],
): Promise<void> {
  // Indexes and triggers (those keeping Basalt's text indexes among them, data/text-index.ts) go with the table.
  const indexes: Array<{ sql: string }> = await trx('sqlite_master')
    .select('sql')
    .whereIn('type', ['index', 'trigger'])
    .where({ tbl_name: tableName })
    .whereNotNull('sql');
  const temp = `${tableName}__rebuild`;
  await trx.schema.dropTableIfExists(temp);
  await createTable(trx, temp, columns);

  const names = columns.map((c) => c.column_name);
  const size = Math.max(1, Math.min(500, Math.floor(MAX_PARAMS / names.length)));
  for await (const batch of rowBatches(trx, tableName, names, orderBy, size)) {
    const rows = batch.map((row) => {
      const result = converted.convert(row[converted.column]);
      if (!result.ok) {
        throw badRequest(`Cannot change column "${converted.title}" to ${converted.uidt}: the data changed meanwhile`);
      }
      return { ...row, [converted.column]: result.db };
    });
    await trx(temp).insert(rows);
  }

  await trx.schema.dropTable(tableName);
  await trx.schema.renameTable(temp, tableName);
  for (const { sql } of indexes) await trx.raw(sql);
}
