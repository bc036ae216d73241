import type { Knex } from 'knex';
import type { AuthUser } from '../../auth/users';
import { addColumn, dropColumn } from '../../data/ddl';
import { applySchemaChange } from '../../data/schema-change';
import { TRANSACTIONAL_DDL, dialectOf } from '../../data/dialect';
import { countRows, rowBatches, updateByKey } from '../../data/rows';
import { BACKEND_FIELDS } from '../../fields/registry';
import { badRequest } from '../../http/errors';
import { getBase } from '../../meta/bases';
import { columnsOf, nextColumnOrder, setDisplayColumn } from '../../meta/columns';
import type { Services } from '../../services';
import { tableFor } from '../access';
import { addLinkColumn, isLinkRequest } from './link';
import { addComputedColumn, isComputedRequest } from './computed';
import { addFormulaColumn, isFormulaRequest } from './formula';
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

export interface AddColumnOptions {
  /** Physical column whose values every row copies into the new one (duplicating a field with its values). */
  copyValuesFrom?: string;
}

/** Adds a column (docs/API.md §1.7): ALTER TABLE, then the metadata; answers the whole table. */
export async function addTableColumn(
  services: Services,
  user: AuthUser,
  tableId: string,
  body: unknown,
  options: AddColumnOptions = {},
) {
  // Virtual fields keep no physical column of their own: each kind is added by its module.
  if (isLinkRequest(body)) return addLinkColumn(services, user, tableId, body);
  if (isFormulaRequest(body)) return addFormulaColumn(services, user, tableId, body);
  if (isComputedRequest(body)) return addComputedColumn(services, user, tableId, body);

  const { copyValuesFrom } = options;
  const { db, connections } = services;
  const { model } = await tableFor(db, user, tableId, 'schema');
  const base = (await getBase(db, model.base_id))!;
  const data = connections.get(base);
  const dialect = dialectOf(data);
  const columns = await columnsOf(db, model.id);
  const draft = columnDraft(body, { dialect, others: columns, creatingTable: false });
  const rows = await countRows(data, model.table_name);
  if (draft.rqd && draft.cdf === null && rows > 0 && !copyValuesFrom) {
    throw badRequest(REQUIRED_WITHOUT_DEFAULT(draft.title));
  }

  const physical = columns.filter((c) => !c.virtual);
  const keys = physical.filter((c) => c.pk).map((c) => c.column_name ?? c.title);
  const after = physical.at(-1)?.column_name ?? undefined;
  const table = model.table_name;
  await applySchemaChange(db, data, {
    async data(knex) {
      await addColumn(knex, table, physicalOfDraft(draft), { after });
      if (rows === 0) return;
      try {
        if (copyValuesFrom) await knex(table).update({ [draft.column_name]: knex.ref(copyValuesFrom) });
        else await fillExistingRows(knex, table, draft, keys.length === 1 ? keys[0]! : 'rowid');
      } catch (err) {
        // Where the ALTER has committed already (MySQL), take the column away again.
        if (!TRANSACTIONAL_DDL[dialect]) await dropColumn(knex, table, draft.column_name).catch(() => undefined);
        throw err;
      }
    },
    undo: (knex) => dropColumn(knex, table, draft.column_name),
    async meta(trx) {
      const id = await insertDraft(trx, model, draft, await nextColumnOrder(trx, model.id));
      if (draft.pv) await setDisplayColumn(trx, model.id, id);
    },
  });
  return tableResponse(db, model);
}
