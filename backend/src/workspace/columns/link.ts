import type { AuthUser } from '../../auth/users';
import { getBase } from '../../meta/bases';
import { columnsOf } from '../../meta/columns';
import { listModels } from '../../meta/models';
import type { ColumnRecord, ModelRecord } from '../../meta/types';
import { createHasMany, createManyToMany } from '../../relations/create';
import { checkedSides, linkRequest } from '../../relations/request';
import type { Services } from '../../services';
import { tableFor } from '../access';
import { tableResponse } from './store';

/** A column request for a link (docs/API.md §1.7 LinkToAnotherRecord). */
export const isLinkRequest = (body: unknown): boolean =>
  !!body && typeof body === 'object' && (body as { uidt?: unknown }).uidt === 'LinkToAnotherRecord';

/** Adds a link between two tables (hm/bt through a foreign key, mm through a junction table); answers the table. */
export async function addLinkColumn(services: Services, user: AuthUser, tableId: string, body: unknown) {
  const { db, connections } = services;
  const { project, model } = await tableFor(db, user, tableId, 'schema');
  const request = linkRequest(body);
  const models = await listModels(db, project.id, { includeMm: true });
  const { parent, child } = checkedSides(request, model, models);
  const base = (await getBase(db, model.base_id))!;
  const columns = new Map<string, ColumnRecord[]>();
  for (const side of [parent, child]) columns.set(side.id, await columnsOf(db, side.id));
  const plan = {
    project,
    isMetaBase: base.is_meta,
    meta: db,
    data: connections.get(base),
    request,
    parent,
    child,
    columnsOf: (m: ModelRecord) => columns.get(m.id) ?? [],
  };
  await (request.type === 'mm' ? createManyToMany(plan) : createHasMany(plan));
  return tableResponse(db, model);
}
