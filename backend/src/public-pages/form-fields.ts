/**
 * A public form's fields read from its public meta (the answer of `GET /public/shared-view/:uuid/meta`), the same
 * way the page's script reads them (mf-shared's form-fields.ts), so the form written by the server and the one the
 * script renders show the same labels, order and required marks.
 */
export interface PublicFormMeta {
  title: string;
  type: number;
  view?: { heading?: string | null; subheading?: string | null } | null;
  model: { columns: PublicColumn[] };
  columns?: PublicFormColumn[];
}

interface PublicColumn {
  id: string;
  uidt: string;
  pk?: boolean;
  ai?: boolean;
  rqd?: boolean;
  cdf?: unknown;
  meta?: unknown;
  colOptions?: unknown;
}

interface PublicFormColumn {
  fk_column_id: string;
  title: string;
  uidt: string;
  label?: string | null;
  help?: string | null;
  description?: string | null;
  required?: boolean;
  order?: number | null;
  meta?: { hidden_prefill?: boolean } | null;
}

export interface PageOption {
  title: string;
  color?: string;
}

export interface PageField {
  title: string;
  label: string;
  help: string | null;
  uidt: string;
  required: boolean;
  hiddenWhenPrefilled: boolean;
  options: PageOption[];
  /** The field's own settings (a rating's `max`). */
  meta: Record<string, unknown>;
  /** A belongs-to link names one record. */
  singleLink: boolean;
}

function metaOf(column: PublicColumn | undefined): Record<string, unknown> {
  const meta = column?.meta;
  if (typeof meta === 'string') {
    try {
      return JSON.parse(meta) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
  return (meta as Record<string, unknown> | null | undefined) ?? {};
}

/** What the page's script marks required (docs/API.md "Forms", rule 5): flagged, or needed by the table. */
function required(form: PublicFormColumn, column: PublicColumn | undefined): boolean {
  if (form.required) return true;
  if (!column) return false;
  return Boolean((column.rqd && !column.cdf && !column.ai) || (column.pk && !column.ai && !column.cdf));
}

/** The form's fields in the form's order (hidden fields are not in the meta at all). */
export function pageFieldsOf(meta: PublicFormMeta): PageField[] {
  const byId = new Map(meta.model.columns.map((c) => [c.id, c]));
  return [...(meta.columns ?? [])]
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((form) => {
      const column = byId.get(form.fk_column_id);
      const colOptions = column?.colOptions as { options?: Array<PageOption & { order?: number }>; type?: string };
      return {
        title: form.title,
        label: form.label || form.title,
        help: form.help || form.description || null,
        uidt: form.uidt,
        required: required(form, column),
        hiddenWhenPrefilled: form.meta?.hidden_prefill === true,
        options: [...(colOptions?.options ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)),
        meta: metaOf(column),
        singleLink: colOptions?.type === 'bt',
      };
    });
}
