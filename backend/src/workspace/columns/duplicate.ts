import { columnDuplicateSchema } from '@basalt/core';
import type { AuthUser } from '../../auth/users';
import { badRequest } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { columnsOf } from '../../meta/columns';
import type { Services } from '../../services';
import { columnFor } from '../access';
import { columnJson } from '../serialise';
import { addTableColumn } from './add';

export const DUPLICATE_COLUMN_MESSAGES = {
  primaryKey: 'The primary key column cannot be duplicated',
} as const;

/** The first of "<title> copy", "<title> copy 2", … that no column of the table has. */
function copyTitle(title: string, taken: ReadonlySet<string>): string {
  const base = `${title} copy`;
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base} ${n}`.toLowerCase())) return `${base} ${n}`;
}

/**
 * `POST /duplicate/:projectId/column/:columnId` (docs/API.md §1.7): a new field with the settings of another (type,
 * options, default, format) and, unless `options.excludeData`, a copy of its value in every row, in one schema
 * change. Answers the table, like adding a column.
 */
export async function duplicateTableColumn(services: Services, user: AuthUser, columnId: string, body: unknown) {
  const input = parseBody(columnDuplicateSchema, body ?? {});
  const { model, column } = await columnFor(services.db, user, columnId, 'schema');
  if (column.pk) throw badRequest(DUPLICATE_COLUMN_MESSAGES.primaryKey);
  const taken = new Set((await columnsOf(services.db, model.id)).map((c) => c.title.toLowerCase()));
  const { id: _id, column_name: _name, fk_model_id: _model, order: _order, pv: _pv, ...settings } = columnJson(column);
  const copy = { ...settings, title: input.title?.trim() || copyTitle(column.title, taken), pv: false };
  const withValues = !input.options?.excludeData && !column.virtual;
  return addTableColumn(services, user, model.id, copy, {
    copyValuesFrom: withValues ? (column.column_name ?? undefined) : undefined,
  });
}
