import { randomUUID } from 'node:crypto';
import type { AuthUser } from '../auth/users';
import { hashPassword } from '../auth/passwords';
import { badRequest } from '../http/errors';
import type { ViewRecord } from '../meta/types';
import { getView, VIEWS, viewsOf } from '../meta/views';
import { tableById } from '../records/resolve';
import type { Services } from '../services';
import { viewFor } from '../views/access';
import { metaObject } from '../workspace/columns/request';
import { page, viewJson } from '../workspace/serialise';

export const SHARE_EDIT_MESSAGES = {
  bodyNotObject: 'The share settings must be an object',
  passwordNotText: 'password must be a string or null',
  // bcrypt reads only the first 72 bytes: a longer password would accept anything sharing its start
  passwordTooLong: 'password must be at most 72 bytes long',
} as const;

/** The meta key of the CSV download toggle (docs/API.md §1.10). */
export const CSV_DOWNLOAD = 'allowCSVDownload';

/**
 * A shared view as the share routes answer it: the view without its password hash, and whether one is set (the
 * share dialog shows a password switch; the hash never leaves the server).
 */
export function shareJson(view: ViewRecord) {
  return { ...viewJson(view), has_password: !!view.password };
}

async function reread(services: Services, view: ViewRecord) {
  return shareJson((await getView(services.db, view.id))!);
}

/** `POST /views/:viewId/share`: gives the view a link (kept when it has one); CSV download is allowed by default. */
export async function createShare(services: Services, user: AuthUser, viewId: string) {
  const { view } = await viewFor(services, user, viewId, 'share');
  if (view.uuid) return shareJson(view);
  const meta = CSV_DOWNLOAD in view.meta ? view.meta : { ...view.meta, [CSV_DOWNLOAD]: true };
  await services
    .db(VIEWS)
    .where({ id: view.id })
    .update({ uuid: randomUUID(), meta: JSON.stringify(meta), updated_at: services.db.fn.now() });
  return reread(services, view);
}

/**
 * `PATCH /views/:viewId/share` `{password?, meta?}`: a password sets protection (stored as a bcrypt hash), null or ''
 * removes it; `meta` is merged into the view's meta (so toggling CSV download keeps the view's other settings).
 * Creates the link when the view had none, as the share dialog opens on an unshared view.
 */
export async function updateShare(services: Services, user: AuthUser, viewId: string, body: unknown) {
  const { view } = await viewFor(services, user, viewId, 'share');
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest(SHARE_EDIT_MESSAGES.bodyNotObject);
  const input = body as { password?: unknown; meta?: unknown };
  const changes: Record<string, unknown> = { updated_at: services.db.fn.now() };
  if (!view.uuid) changes.uuid = randomUUID();
  if (input.password !== undefined) {
    if (input.password !== null && typeof input.password !== 'string') {
      throw badRequest(SHARE_EDIT_MESSAGES.passwordNotText);
    }
    if (input.password && Buffer.byteLength(input.password) > 72) throw badRequest(SHARE_EDIT_MESSAGES.passwordTooLong);
    changes.password = input.password ? await hashPassword(input.password, services.config.auth.bcryptRounds) : null;
  }
  if (input.meta !== undefined && input.meta !== null) {
    const meta = metaObject(input.meta as Parameters<typeof metaObject>[0]);
    changes.meta = JSON.stringify({ ...view.meta, ...meta });
  }
  await services.db(VIEWS).where({ id: view.id }).update(changes);
  return reread(services, view);
}

/** `DELETE /views/:viewId/share`: the link stops working at once; its password goes with it. */
export async function deleteShare(services: Services, user: AuthUser, viewId: string) {
  const { view } = await viewFor(services, user, viewId, 'share');
  await services
    .db(VIEWS)
    .where({ id: view.id })
    .update({ uuid: null, password: null, updated_at: services.db.fn.now() });
  return true;
}

/** `GET /tables/:tableId/share`: the table's shared views, in view order (paged envelope). */
export async function listShares(services: Services, user: AuthUser, tableId: string) {
  const table = await tableById(services.records, user, tableId, 'share');
  const views = await viewsOf(services.db, table.model.id);
  return page(views.filter((v) => v.uuid).map(shareJson));
}
