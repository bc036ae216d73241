import type { ColumnMeta, SelectOptionLike } from '@basalt/core';
import type { FormColumn, SharedViewMeta } from '../public-api';

/** One field of a public form: what its row shows and what the input and the checks need. */
export interface FormField {
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
  /** A link field: what its picker needs. */
  link?: FormLink;
}

/** A link field of a form, as its picker asks for records and reads them. */
export interface FormLink {
  columnId: string;
  /** A belongs-to link names one record: a new pick replaces the previous. */
  single: boolean;
  /** The related table's key and display field titles, when the meta names them (`relatedMetas`). */
  keyTitle?: string;
  displayTitle?: string;
}

/** The link a field makes, with the related table's key and display fields from the meta's `relatedMetas`. */
function linkOf(column: ColumnMeta | undefined, meta: SharedViewMeta): FormLink | undefined {
  if (column?.uidt !== 'LinkToAnotherRecord') return undefined;
  const options = column.colOptions as { type?: string; fk_related_model_id?: string } | undefined;
  const related = meta.relatedMetas?.[options?.fk_related_model_id ?? '']?.columns ?? [];
  const key = related.find((c) => c.pk);
  return {
    columnId: column.id,
    single: options?.type === 'bt',
    keyTitle: key?.title,
    displayTitle: related.find((c) => c.pv && c !== key)?.title,
  };
}

function metaOf(column: ColumnMeta | undefined): Record<string, unknown> {
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
function requiredByTable(column: ColumnMeta | undefined): boolean {
  if (!column) return false;
  return Boolean((column.rqd && !column.cdf && !column.ai) || (column.pk && !column.ai && !column.cdf));
}

/** The fields of a form's public meta, in the form's order, each joined with its column in `model.columns`. */
export function formFieldsOf(meta: SharedViewMeta): FormField[] {
  const byId = new Map(meta.model.columns.map((c) => [c.id, c]));
  return [...(meta.columns ?? [])]
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((form: FormColumn) => {
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
        link: linkOf(column, meta),
      };
    });
}
