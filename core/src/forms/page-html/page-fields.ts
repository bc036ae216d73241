import {
  publicFormFields,
  type PublicFormColumn,
  type PublicFormColumnSource,
  type PublicFormField,
} from '../public-form-fields.js';

/** A form view's `type` in a view's meta (docs/API.md, views). */
export const FORM_VIEW_TYPE = 1;

/**
 * A public form's public meta (the answer of `GET /public/shared-view/:uuid/meta`), read into fields by
 * `publicFormFields`, as the page's script reads it: the form written into the page and the one the script renders
 * show the same labels, order and required marks.
 */
export interface PublicFormMeta {
  title: string;
  type: number;
  view?: {
    heading?: string | null;
    subheading?: string | null;
    success_msg?: string | null;
    submit_another_form?: boolean;
    redirect_url?: string | null;
  } | null;
  model: { columns: Array<PublicFormColumnSource & { uidt: string }> };
  columns?: PublicFormColumn[];
}

export interface PageField extends Omit<PublicFormField<unknown>, 'column'> {
  /** A belongs-to link names one record. */
  singleLink: boolean;
  /** The field's column id: the name its controls post under (form-controls.ts). */
  columnId: string;
}

/** The form's fields in the form's order (hidden fields are not in the meta at all). */
export function pageFieldsOf(meta: PublicFormMeta): PageField[] {
  return publicFormFields(meta.model.columns, meta.columns ?? []).map(({ column, ...field }) => ({
    ...field,
    columnId: column?.id ?? field.title,
    singleLink: (column?.colOptions as { type?: string } | undefined)?.type === 'bt',
  }));
}
