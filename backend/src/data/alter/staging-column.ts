import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { BACKEND_FIELDS } from '../../fields/registry';
import { badRequest } from '../../http/errors';
import { addColumn, applyConstraints, dropColumn, renameColumn, sqlTypeOf, type PhysicalColumn } from '../ddl';
import { TRANSACTIONAL_DDL, dialectOf } from '../dialect';
import { rowBatches, updateByKey } from '../rows';
import type { Convert } from './convert';

/**
 * Changes a column's type on PostgreSQL, MySQL and MSSQL without losing data: add a staging column of the new
 * type next to it, fill it with the converted values row by row (by key), drop the old column, give the staging
 * column its name, then apply NOT NULL and DEFAULT. PostgreSQL and MSSQL roll all of it back on failure; MySQL
 * commits DDL at once, so there the staging column is removed by hand if filling fails.
 */
export async function replaceViaStagingColumn(
  trx: Knex,
  tableName: string,
  from: PhysicalColumn,
  to: PhysicalColumn,
  key: string,
  convert: Convert,
  title: string,
): Promise<void> {
  const dialect = dialectOf(trx);
  const staging = `bsl_tmp_${randomBytes(4).toString('hex')}`;
  await addColumn(trx, tableName, { ...to, column_name: staging }, { bare: true, after: from.column_name });
  try {
    const type = sqlTypeOf(to, dialect);
    for await (const batch of rowBatches(trx, tableName, [key, from.column_name], [key])) {
      const pairs = batch.map((row): [unknown, unknown] => {
        const result = convert(row[from.column_name]);
        if (!result.ok) throw badRequest(`Cannot change column "${title}" to ${to.uidt}: the data changed meanwhile`);
        return [row[key], result.db];
      });
      await updateByKey(trx, tableName, key, staging, pairs, type);
    }
  } catch (err) {
    if (!TRANSACTIONAL_DDL[dialect]) await dropColumn(trx, tableName, staging).catch(() => undefined);
    throw err;
  }
  await dropColumn(trx, tableName, from.column_name);
  await renameColumn(trx, tableName, staging, to.column_name);
  const hasDefault = (to.cdf !== undefined && to.cdf !== null) || BACKEND_FIELDS[to.uidt].defaultsToNow;
  if (to.rqd || hasDefault) await applyConstraints(trx, tableName, to);
}
