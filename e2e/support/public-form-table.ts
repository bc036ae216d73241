import type { Page } from '@playwright/test';
import { apiAs, createProjectWithTable } from './api';

/**
 * The table and shared form the public form journeys fill in (shared-form.spec.ts, public-form-prerender.spec.ts):
 * a name, an e-mail, a topic to choose, and the extra fields a journey asks for.
 */

export const PUBLIC_FORM_COLUMNS = [
  { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
  { column_name: 'name', title: 'Name', uidt: 'SingleLineText', pv: true },
  { column_name: 'email', title: 'Email', uidt: 'Email' },
  {
    column_name: 'topic',
    title: 'Topic',
    uidt: 'SingleSelect',
    colOptions: { options: [{ title: 'Bug' }, { title: 'Idea' }] },
  },
];
export const DETAILS_COLUMN = { column_name: 'details', title: 'Details', uidt: 'LongText' };
export const PHOTO_COLUMN = { column_name: 'photo', title: 'Photo', uidt: 'Attachment' };

export interface PublicFormRow {
  Name: string | null;
  Email: string | null;
  Topic: string | null;
  Details?: string | null;
  Photo?: Array<{ title: string }> | null;
}

interface Options {
  project: string;
  table: string;
  /** The columns after Name, Email and Topic. */
  extra: object[];
  /** The form view's title. */
  title: string;
  /** The form's settings (heading, success message...: docs/API.md "Forms"). */
  settings?: object;
}

/** A table of `PUBLIC_FORM_COLUMNS` and `extra`, a form on it with `settings`, shared by link (no password). */
export async function seedPublicForm(page: Page, url: string, options: Options) {
  const { projectId, tableId } = await createProjectWithTable(page, url, options.project, options.table, [
    ...PUBLIC_FORM_COLUMNS,
    ...options.extra,
  ]);
  const form = await apiAs<{ id: string }>(page, url, 'POST', `/api/v1/db/meta/tables/${tableId}/forms`, {
    title: options.title,
  });
  const settings = (body: object) => apiAs(page, url, 'PATCH', `/api/v1/db/meta/forms/${form.id}`, body);
  if (options.settings) await settings(options.settings);
  /** Changes one field of the form (label, required, show...). */
  const formField = async (title: string, body: object) => {
    const table = await apiAs<{ columns: Array<{ id: string; title: string }> }>(
      page,
      url,
      'GET',
      `/api/v1/db/meta/tables/${tableId}`,
    );
    const columnId = table.columns.find((c) => c.title === title)!.id;
    const fields = await apiAs<{ list: Array<{ id: string; fk_column_id: string }> }>(
      page,
      url,
      'GET',
      `/api/v1/db/meta/forms/${form.id}/columns`,
    );
    const field = fields.list.find((c) => c.fk_column_id === columnId)!;
    await apiAs(page, url, 'PATCH', `/api/v1/db/meta/form-columns/${field.id}`, body);
  };
  const shared = await apiAs<{ uuid: string }>(page, url, 'POST', `/api/v1/db/meta/views/${form.id}/share`);
  /** The table's rows, read through the API as the owner. */
  const rows = async () =>
    (
      await apiAs<{ list: PublicFormRow[] }>(
        page,
        url,
        'GET',
        `/api/v1/db/data/noco/${projectId}/${encodeURIComponent(options.table)}?limit=100`,
      )
    ).list;
  return { projectId, tableId, formId: form.id, uuid: shared.uuid, settings, formField, rows };
}
