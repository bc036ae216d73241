import type { ColumnMeta } from '@basalt/core';
import type { FormColumn, FormColumnPatch } from './form-api';

/** A field of the table with its form settings. */
export interface FormField {
  form: FormColumn;
  column: ColumnMeta;
}

const byOrder = (a: FormField, b: FormField) => (a.form.order ?? 0) - (b.form.order ?? 0);

/**
 * The fields the form asks for, in the form's order, and the ones it leaves out, in the table's order. Only the
 * fields the server lists can be in a form (it leaves out system fields and a key that counts itself).
 */
export function splitFields(formColumns: readonly FormColumn[], columns: readonly ColumnMeta[]) {
  const formOf = new Map(formColumns.map((f) => [f.fk_column_id, f]));
  const fields = columns.flatMap((column) => {
    const form = formOf.get(column.id);
    return form ? [{ form, column }] : [];
  });
  return {
    inForm: fields.filter((f) => f.form.show).sort(byOrder),
    available: fields.filter((f) => !f.form.show),
  };
}

/** One form column's change, as sent to `PATCH /form-columns/:id`. */
export interface FormColumnChange {
  id: string;
  patch: FormColumnPatch;
}

/**
 * The changes that put the field `columnId` at `index` of the form's fields (moved there, or added there when it
 * was left out). The form's fields are numbered 1, 2, 3… again and only those whose number or presence changes are
 * sent, so a reorder costs a request per moved field and the stored order always matches the screen.
 */
export function placeField(
  inForm: readonly FormField[],
  all: readonly FormColumn[],
  columnId: string,
  index: number,
): FormColumnChange[] {
  if (!all.some((f) => f.fk_column_id === columnId)) return [];
  const ids = inForm.map((f) => f.form.fk_column_id).filter((id) => id !== columnId);
  ids.splice(Math.max(0, Math.min(index, ids.length)), 0, columnId);
  return numbered(ids, all);
}

/** The changes that make the fields `ids` the form's, numbered 1, 2, 3… in that order. */
function numbered(ids: readonly string[], all: readonly FormColumn[]): FormColumnChange[] {
  const byColumn = new Map(all.map((f) => [f.fk_column_id, f]));
  return ids.flatMap((id, i) => {
    const form = byColumn.get(id)!;
    const patch: FormColumnPatch = {};
    if (form.order !== i + 1) patch.order = i + 1;
    if (!form.show) patch.show = true;
    return Object.keys(patch).length ? [{ id: form.id, patch }] : [];
  });
}

/** Every left-out field added at the end of the form, in the table's order. */
export function addAllFields(
  inForm: readonly FormField[],
  available: readonly FormField[],
  all: readonly FormColumn[],
): FormColumnChange[] {
  return numbered(
    [...inForm, ...available].map((f) => f.form.fk_column_id),
    all,
  );
}

/** The form columns with `changes` applied, as the screen shows them before the server answers. */
export function applyChanges(all: readonly FormColumn[], changes: readonly FormColumnChange[]): FormColumn[] {
  const patchOf = new Map(changes.map((c) => [c.id, c.patch]));
  return all.map((f) => (patchOf.has(f.id) ? { ...f, ...patchOf.get(f.id) } : f));
}

/** The key of the view's meta listing the fields the form hides when the link fills them in (see form-api.ts). */
export const HIDDEN_WHEN_PREFILLED = 'hidden_when_prefilled';

export function hiddenWhenPrefilledOf(meta: Record<string, unknown> | undefined): string[] {
  const list = meta?.[HIDDEN_WHEN_PREFILLED];
  return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
}

/** A redirect must be a web address (the server refuses anything else, `javascript:` above all). */
export const isRedirectUrl = (value: string) => value === '' || /^https?:\/\/\S+$/i.test(value);

/** The link's query that fills in a field: `?Title=value`, the title encoded as a URL needs it. */
export const prefillQuery = (title: string, value: string) =>
  `?${encodeURIComponent(title)}=${encodeURIComponent(value)}`;
