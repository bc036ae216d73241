import type { SelectOptionLike } from '../fields/field.js';

/** What a public form's field needs of its column in the public meta's `model.columns`. */
export interface PublicFormColumnSource {
  id: string;
  pk?: boolean | number;
  ai?: boolean | number;
  rqd?: boolean | number;
  cdf?: unknown;
  meta?: Record<string, unknown> | string | null;
  colOptions?: unknown;
}

/** A field a form shows, as the public meta lists it in `columns`, with its form settings. */
export interface PublicFormColumn {
  fk_column_id: string;
  title: string;
  uidt: string;
  label?: string | null;
  help?: string | null;
  description?: string | null;
  required?: boolean;
  order?: number | null;
  /** Form-column extras; `hidden_prefill: true` hides the field when the link prefills it. */
  meta?: { hidden_prefill?: boolean } | null;
}

/** One field of a public form: what its row shows and what its input and checks need. */
export interface PublicFormField<C> {
  /** The field's title: the key of its value in the row, and the name a link prefills it by. */
  title: string;
  /** What the visitor reads: the form's label, else the field's title. */
  label: string;
  help: string | null;
  uidt: string;
  required: boolean;
  /** Hidden when the link's query prefills it (the form column's `meta.hidden_prefill`). */
  hiddenWhenPrefilled: boolean;
  options: readonly SelectOptionLike[];
  /** The field's own settings (a rating's `max`...). */
  meta: Record<string, unknown>;
  /** The field's column in the meta, when it is there. */
  column: C | undefined;
}

function metaOf(column: PublicFormColumnSource | undefined): Record<string, unknown> {
  const meta = column?.meta;
  if (typeof meta === 'string') {
    try {
      return JSON.parse(meta) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
  return meta ?? {};
}

/**
 * The server's rule (docs/API.md "Forms", rule 5), so a visitor hears about a missing value before sending: the
 * form flags the field, or the table needs it (required with no default, or a key that neither counts nor has one).
 */
function requiredByTable(column: PublicFormColumnSource | undefined): boolean {
  if (!column) return false;
  return Boolean((column.rqd && !column.cdf && !column.ai) || (column.pk && !column.ai && !column.cdf));
}

/**
 * The fields of a form's public meta in the form's order, each joined with its column: what the page's script
 * renders (mf-shared) and the server writes into the page before it (backend/src/public-pages), read one way.
 */
export function publicFormFields<C extends PublicFormColumnSource>(
  columns: readonly C[],
  formColumns: readonly PublicFormColumn[],
): PublicFormField<C>[] {
  const byId = new Map(columns.map((c) => [c.id, c]));
  return [...formColumns]
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((form) => {
      const column = byId.get(form.fk_column_id);
      const options = (column?.colOptions as { options?: SelectOptionLike[] } | undefined)?.options ?? [];
      return {
        title: form.title,
        label: form.label || form.title,
        help: form.help || form.description || null,
        uidt: form.uidt,
        required: Boolean(form.required) || requiredByTable(column),
        hiddenWhenPrefilled: form.meta?.hidden_prefill === true,
        options: [...options].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)),
        meta: metaOf(column),
        column,
      };
    });
}
