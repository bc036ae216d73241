import type { AuthUser } from '../../auth/users';
import { dropColumn } from '../../data/ddl';
import { applySchemaChange } from '../../data/schema-change';
import { badRequest } from '../../http/errors';
import { getBase } from '../../meta/bases';
import { deleteColumn, setDisplayColumn } from '../../meta/columns';
import type { Services } from '../../services';
import { isLinkColumn, linkUsingColumn, removeLink } from '../../relations/remove';
import { columnFor } from '../access';
import { columnJson } from '../serialise';
import { flagFormulasReading } from './formula';
import { tableResponse } from './store';
import { dropRollupStoresTouching } from '../../virtual/rollup-store/store';

export const COLUMN_DELETE_MESSAGES = {
  primaryKey: 'The primary key column cannot be deleted',
  displayValue: 'The display value column cannot be deleted; make another column the display value first',
  linkKey: 'This column holds a link; delete the link field instead',
} as const;

/** Drops a column and its metadata (docs/API.md §1.7); answers the table. */
export async function deleteTableColumn(services: Services, user: AuthUser, columnId: string) {
  const { db, connections } = services;
  const { model, column } = await columnFor(db, user, columnId, 'schema');
  if (column.pk) throw badRequest(COLUMN_DELETE_MESSAGES.primaryKey);
  if (column.pv) throw badRequest(COLUMN_DELETE_MESSAGES.displayValue);
  const base = (await getBase(db, model.base_id))!;
  const data = connections.get(base);
  if (isLinkColumn(column)) {
    await removeLink(db, data, column);
    return tableResponse(db, model);
  }
  if (await linkUsingColumn(db, column)) throw badRequest(COLUMN_DELETE_MESSAGES.linkKey);
  await applySchemaChange(db, data, {
    removing: true,
    data: async (knex) => {
      await dropRollupStoresTouching(knex, [model.table_name]);
      if (!column.virtual) await dropColumn(knex, model.table_name, column.column_name ?? column.title);
    },
    meta: async (trx) => {
      await deleteColumn(trx, column.id);
      await flagFormulasReading(trx, model.id, column.id);
    },
  });
  return tableResponse(db, model);
}

/** Makes the column the table's display value (`pv`). */
export async function makeDisplayColumn(services: Services, user: AuthUser, columnId: string) {
  const { model, column } = await columnFor(services.db, user, columnId, 'schema');
  await setDisplayColumn(services.db, model.id, column.id);
  return true;
}

export async function readColumn(services: Services, user: AuthUser, columnId: string) {
  const { column } = await columnFor(services.db, user, columnId, 'read');
  return columnJson(column);
}
