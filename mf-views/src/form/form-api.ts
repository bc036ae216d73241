import type { ApiClient, ListResponse } from '@basalt/core';

const META = '/api/v1/db/meta';

/** A form view's settings (docs/API.md "Forms"), kept in the view's `meta`. */
export interface FormSettings {
  fk_view_id: string;
  heading: string | null;
  subheading: string | null;
  success_msg: string | null;
  redirect_url: string | null;
  submit_another_form: boolean;
  show_blank_form: boolean;
  /** The view's whole meta, these settings included. */
  meta: Record<string, unknown>;
}

export type FormSettingsPatch = Partial<
  Pick<
    FormSettings,
    'heading' | 'subheading' | 'success_msg' | 'redirect_url' | 'submit_another_form' | 'show_blank_form'
  >
>;

/** One field as the form asks for it; `show` false means the field is not in the form. */
export interface FormColumn {
  id: string;
  fk_column_id: string;
  label: string | null;
  help: string | null;
  required: boolean;
  show: boolean;
  order: number | null;
}

export type FormColumnPatch = Partial<Pick<FormColumn, 'label' | 'help' | 'required' | 'show' | 'order'>>;

const enc = encodeURIComponent;

/** The form calls of the meta API the builder makes, typed. */
export function formApi(api: ApiClient) {
  return {
    settings: (viewId: string) => api.get(`${META}/forms/${enc(viewId)}`).json<FormSettings>(),
    saveSettings: (viewId: string, patch: FormSettingsPatch) =>
      api.patch(`${META}/forms/${enc(viewId)}`, { json: patch }).json<FormSettings>(),
    columns: (viewId: string) => api.get(`${META}/forms/${enc(viewId)}/columns`).json<ListResponse<FormColumn>>(),
    saveColumn: (formColumnId: string, patch: FormColumnPatch) =>
      api.patch(`${META}/form-columns/${enc(formColumnId)}`, { json: patch }).json<FormColumn>(),
    /**
     * The view's whole meta (`PATCH /views/:id` replaces it). Form columns have no meta of their own on the server,
     * so what the builder keeps beyond the API's settings (fields hidden when prefilled) lives here.
     */
    saveViewMeta: (viewId: string, meta: Record<string, unknown>) =>
      api.patch(`${META}/views/${enc(viewId)}`, { json: { meta } }).json<{ meta?: unknown }>(),
  };
}

export type FormApi = ReturnType<typeof formApi>;
