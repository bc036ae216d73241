import type { Knex } from 'knex';
import type { AuthUser } from '../auth/users';
import { badRequest, notFound } from '../http/errors';
import { columnsOf } from '../meta/columns';
import { bool, num, str } from '../meta/rows';
import type { ColumnRecord } from '../meta/types';
import { ensureViewColumns, VIEW_COLUMNS } from '../meta/view-settings';
import type { Services } from '../services';
import { page } from '../workspace/serialise';
import { formFor } from './settings';

/** A field as a form shows it (docs/API.md "Forms"): the view's column row plus the form's own settings. */
export interface FormColumn {
  id: string;
  fk_view_id: string;
  fk_column_id: string;
  label: string | null;
  help: string | null;
  description: string | null;
  required: boolean;
  show: boolean;
  order: number | null;
}

const formColumn = (row: Record<string, unknown>): FormColumn => ({
  id: String(row.id),
  fk_view_id: String(row.fk_view_id),
  fk_column_id: String(row.fk_column_id),
  label: str(row.label),
  help: str(row.help),
  description: str(row.description),
  required: bool(row.required),
  show: bool(row.show),
  order: num(row.order),
});

/** Fields a visitor never fills in: kept by the server or generated (the key when it counts itself). */
const fillable = (c: ColumnRecord) =>
  !c.system && !(c.pk && c.ai) && c.uidt !== 'CreateTime' && c.uidt !== 'LastModifiedTime';

/** Every fillable field of the form's table (all its `columns`) with its form settings, in the form's order. */
export async function formColumnsOf(db: Knex, viewId: string, all: ColumnRecord[]) {
  const columns = all.filter(fillable);
  await ensureViewColumns(db, viewId, columns);
  const rows = (await db(VIEW_COLUMNS).where({ fk_view_id: viewId })).map(formColumn);
  const byColumn = new Map(rows.map((r) => [r.fk_column_id, r]));
  return columns
    .map((column) => ({ column, form: byColumn.get(column.id)! }))
    .filter((c) => c.form)
    .sort((a, b) => (a.form.order ?? 0) - (b.form.order ?? 0));
}

/** `GET /forms/:formViewId/columns`: the form's fields with their settings. */
export async function listFormColumns(services: Services, user: AuthUser, viewId: string) {
  const { view } = await formFor(services, user, viewId, 'read');
  return page(
    (await formColumnsOf(services.db, view.id, await columnsOf(services.db, view.fk_model_id))).map((c) => c.form),
  );
}

const TEXTS = ['label', 'help', 'description'] as const;

/** `PATCH /form-columns/:formViewColumnId`: label, help, description, required, show, order. */
export async function patchFormColumn(services: Services, user: AuthUser, formColumnId: string, body: unknown) {
  const { db } = services;
  const row = await db(VIEW_COLUMNS).where({ id: formColumnId }).first();
  if (!row) throw notFound(`Form column '${formColumnId}' not found`);
  await formFor(services, user, String(row.fk_view_id), 'views');
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const values: Record<string, unknown> = {};
  for (const key of TEXTS) {
    if (input[key] === undefined) continue;
    if (input[key] !== null && typeof input[key] !== 'string') throw badRequest(`${key} must be text or null`);
    values[key] = input[key];
  }
  for (const key of ['required', 'show'] as const) {
    if (input[key] === undefined) continue;
    if (typeof input[key] !== 'boolean') throw badRequest(`${key} must be true or false`);
    values[key] = input[key];
  }
  if (input.order !== undefined) {
    if (typeof input.order !== 'number' || !Number.isFinite(input.order)) throw badRequest('order must be a number');
    values.order = input.order;
  }
  if (Object.keys(values).length) {
    await db(VIEW_COLUMNS)
      .where({ id: formColumnId })
      .update({ ...values, updated_at: db.fn.now() });
  }
  return formColumn(await db(VIEW_COLUMNS).where({ id: formColumnId }).first());
}
