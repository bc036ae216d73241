import type { Knex } from 'knex';
import { dialectOf } from './dialect';

export const BATCH_SIZE = 500;

/** Reads `columns` of every row, `size` at a time, in key order (offset paging inside one snapshot or lock). */
export async function* rowBatches(
  knex: Knex,
  tableName: string,
  columns: string[] | '*',
  orderBy: string[],
  size = BATCH_SIZE,
): AsyncGenerator<Array<Record<string, unknown>>> {
  for (let offset = 0; ; offset += size) {
    const query = knex(tableName);
    if (columns !== '*') query.select(columns);
    const rows: Array<Record<string, unknown>> = await query
      .orderBy(orderBy.map((column) => ({ column })))
      .limit(size)
      .offset(offset);
    if (rows.length) yield rows;
    if (rows.length < size) return;
  }
}

/**
 * Sets `column` row by row from `[key, value]` pairs in one UPDATE per batch: `CASE key WHEN ? THEN ? ... END`.
 * PostgreSQL and MSSQL need each value cast to the column's type (`sqlType` comes from the field registry or a
 * checked SpecificDBType, never raw input).
 */
export async function updateByKey(
  knex: Knex,
  tableName: string,
  keyColumn: string,
  column: string,
  pairs: Array<[unknown, unknown]>,
  sqlType: string,
): Promise<void> {
  const dialect = dialectOf(knex);
  const cast = dialect === 'pg' || dialect === 'mssql';
  for (let i = 0; i < pairs.length; i += BATCH_SIZE) {
    const batch = pairs.slice(i, i + BATCH_SIZE);
    const whens = batch.map(() => (cast ? `when ? then cast(? as ${sqlType})` : 'when ? then ?')).join(' ');
    const bindings = batch.flatMap(([key, value]) => [key, value]) as Knex.RawBinding[];
    await knex(tableName)
      .whereIn(
        keyColumn,
        batch.map(([key]) => key as Knex.Value),
      )
      .update({ [column]: knex.raw(`case ?? ${whens} end`, [keyColumn, ...bindings]) });
  }
}

export async function countRows(knex: Knex, tableName: string): Promise<number> {
  const row = await knex(tableName).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}
