import type { Knex } from 'knex';
import type { AuthUser } from '../../auth/users';
import { inBaseTransaction } from '../../data/connections';
import { addColumn, dropColumn } from '../../data/ddl';
import { TRANSACTIONAL_DDL, dialectOf } from '../../data/dialect';
import { countRows, rowBatches, updateByKey } from '../../data/rows';
import { BACKEND_FIELDS } from '../../fields/registry';
import { badRequest } from '../../http/errors';
import { getBase } from '../../meta/bases';
import { columnsOf, nextColumnOrder, setDisplayColumn } from '../../meta/columns';
import type { Services } from '../../services';
import { tableFor } from '../access';
import { columnDraft, type ColumnDraft } from './request';
import { insertDraft, physicalOfDraft, tableResponse } from './store';

/** Rows already in the table get a value for columns the engine keeps: the current time, or 1, 2, 3... */
async function fillExistingRows(knex: Knex, tableName: string, draft: ColumnDraft, key: string): Promise<void> {
  const field = BACKEND_FIELDS[draft.uidt];
  const dialect = dialectOf(knex);
  if (field.fillOnAdd === 'now') {
    await knex(tableName)
      .whereNull(draft.column_name)
      .update({ [draft.column_name]: field.toDb(new Date().toISOString(), dialect) as Knex.Value });
  } else if (field.fillOnAdd === 'sequence') {
    let n = 0;
    for await (const batch of rowBatches(knex, tableName, [key], [key])) {
      const pairs = batch.map((row): [unknown, unknown] => [row[key], ++n]);
      await updateByKey(knex, tableName, key, draft.column_name, pairs, draft.dt);
    }
  }
}

export const REQUIRED_WITHOUT_DEFAULT = (title: string) =>
  `Column "${title}" is required but has no default value, and the table already has rows`;

/** Adds a column (reference §1.7): ALTER TABLE, then the metadata; answers the whole table. */
export async function addTableColumn(services: Services, user: AuthUser, tableId: string, body: unknown) {
  const { db, connections } = services;
  const { model } = await tableFor(db, user, tableId, 'schema');
  const base = (await getBase(db, model.base_id))!;
  const data = connections.get(base);
  const dialect = dialectOf(data);
  const columns = await columnsOf(db, model.id);
  const draft = columnDraft(body, { dialect, others: columns, creatingTable: false });
  const rows = await countRows(data, model.table_name);
  if (draft.rqd && draft.cdf === null && rows > 0) throw badRequest(REQUIRED_WITHOUT_DEFAULT(draft.title));

  const physical = columns.filter((c) => !c.virtual);
  const keys = physical.filter((c) => c.pk).map((c) => c.column_name ?? c.title);
  const after = physical.at(-1)?.column_name ?? undefined;
  let added = false;
  try {
    await inBaseTransaction(db, data, async (trx) => {
      await addColumn(trx.data, model.table_name, physicalOfDraft(draft), { after });
      added = true;
      if (rows > 0) await fillExistingRows(trx.data, model.table_name, draft, keys.length === 1 ? keys[0]! : 'rowid');
      const id = await insertDraft(trx.meta, model, draft, await nextColumnOrder(trx.meta, model.id));
      if (draft.pv) await setDisplayColumn(trx.meta, model.id, id);
    });
  } catch (err) {
    // MySQL committed the ALTER already: take the column away again.
    if (added && !TRANSACTIONAL_DDL[dialect])
      await dropColumn(data, model.table_name, draft.column_name).catch(() => undefined);
    throw err;
  }
  return tableResponse(db, model);
}
