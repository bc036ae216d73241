import { publicFormFields, type ColumnMeta, type PublicFormField } from '@basalt/core';
import type { SharedViewMeta } from '../public-api';

/** One field of a public form: what its row shows and what the input and the checks need (core's reading). */
export interface FormField extends Omit<PublicFormField<ColumnMeta>, 'column'> {
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

/** The fields of a form's public meta, in the form's order, each joined with its column in `model.columns`. */
export function formFieldsOf(meta: SharedViewMeta): FormField[] {
  return publicFormFields(meta.model.columns, meta.columns ?? []).map(({ column, ...field }) => ({
    ...field,
    link: linkOf(column, meta),
  }));
}
