import type { AuthUser } from '../auth/users';
import { notFound } from '../http/errors';
import type { Need } from '../access/policy';
import { tableById } from '../records/resolve';
import type { TableMeta } from '../records/table-meta';
import type { ViewRecord } from '../meta/types';
import { getView } from '../meta/views';
import type { Services } from '../services';

export const VIEW_MESSAGES = {
  notFound: (id: string) => `View '${id}' not found`,
  duplicateTitle: 'Duplicate view name',
  titleRequired: 'View title is required',
  titleTooLong: 'View title exceeds 255 characters',
  defaultView: 'The default view cannot be deleted',
  copyFromOtherTable: 'copy_from_id must be a view of the same table',
  columnNotInTable: (id: string) => `Column '${id}' is not a column of this table`,
} as const;

/** A view and its table, once the user may `need` it (404, then 403). */
export async function viewFor(
  services: Services,
  user: AuthUser,
  viewId: string,
  need: Need,
): Promise<{ table: TableMeta; view: ViewRecord }> {
  const view = await getView(services.db, viewId);
  if (!view) throw notFound(VIEW_MESSAGES.notFound(viewId));
  const table = await tableById(services.records, user, view.fk_model_id, need);
  return { table, view };
}
