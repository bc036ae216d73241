import type { ApiClient, ColumnMeta, PublicFormColumn } from '@basalt/core';

/** The server's answer for a protected share opened without (or with a wrong) password (docs/API.md §1.12). */
export const INVALID_PASSWORD = 'INVALID_SHARED_VIEW_PASSWORD';

/** The public meta of a shared view: the view, its kind, and the table with only the fields the view shows. */
export interface SharedViewMeta {
  id: string;
  title: string;
  type: number;
  meta?: { allowCSVDownload?: boolean } | null;
  model: { id: string; title: string; columns: ColumnMeta[] };
  /** The view's own settings; a form's are its after-submit behaviour and texts (docs/API.md "Forms"). */
  view?: FormSettings;
  /** A form only: the fields it shows, in its order, with their form settings. */
  columns?: FormColumn[];
  /** Each table a shown link reaches, with only its key and display fields (docs/API.md §1.12). */
  relatedMetas?: Record<string, { columns: ColumnMeta[] }>;
}

/** A form's settings as the public meta gives them in `view`. */
export interface FormSettings {
  heading?: string | null;
  subheading?: string | null;
  success_msg?: string | null;
  redirect_url?: string | null;
  redirect_after_secs?: number | null;
  submit_another_form?: boolean;
  show_blank_form?: boolean;
}

/** A field a form shows: its form settings, the field's title and type (core reads them into fields). */
export type FormColumn = PublicFormColumn;

export interface RowsPage {
  list: Array<Record<string, unknown>>;
  pageInfo: { totalRows: number; page?: number; pageSize?: number };
}

export interface RowsQuery {
  offset: number;
  limit: number;
  search?: string;
  /** A field title, `-` first for descending. */
  sort?: string;
  /** The visitor's own filter (docs/API.md §1.11), which the server ANDs with the view's filters. */
  filterArrJson?: string;
}

/** The visitor's search, sort and filter as query parameters, the same for the rows and their CSV. */
function visitorParams(query: Omit<RowsQuery, 'offset' | 'limit'>): Record<string, string> {
  const searchParams: Record<string, string> = {};
  if (query.search) searchParams.search = query.search;
  if (query.sort) searchParams.sort = query.sort;
  if (query.filterArrJson) searchParams.filterArrJson = query.filterArrJson;
  return searchParams;
}

/** Why a public request failed, as the page reacts to it. */
export type PublicFailure = 'password' | 'notFound' | 'other';

/** The server's `{msg}` of a failed request (a 400's "The value for … is required"), when it gave one. */
export async function messageOf(error: unknown): Promise<string | undefined> {
  const response = (error as { response?: { json: () => Promise<unknown> } }).response;
  const body = (await response?.json().catch(() => undefined)) as { msg?: unknown } | undefined;
  return typeof body?.msg === 'string' ? body.msg : undefined;
}

/** Reads ky's HTTPError (or anything else) into the page's failure kinds. */
export async function failureOf(error: unknown): Promise<PublicFailure> {
  const response = (error as { response?: { status: number; json: () => Promise<unknown> } }).response;
  if (!response) return 'other';
  if (response.status === 404) return 'notFound';
  if (response.status === 403) {
    const body = (await response.json().catch(() => undefined)) as { msg?: string } | undefined;
    if (body?.msg === INVALID_PASSWORD) return 'password';
  }
  return 'other';
}

interface EarlyMeta {
  uuid: string;
  response: Promise<Response | undefined>;
}

/**
 * The meta the standalone page's HTML asked for before its scripts arrived (standalone.html), taken once and only
 * when it answered: a protected or missing share is asked again the ordinary way, which reports why.
 */
async function takeEarlyMeta(uuid: string): Promise<SharedViewMeta | undefined> {
  const page = window as { basaltEarlyMeta?: EarlyMeta };
  const early = page.basaltEarlyMeta;
  if (early?.uuid !== uuid) return undefined;
  delete page.basaltEarlyMeta;
  const response = await early.response;
  return response?.ok ? ((await response.json().catch(() => undefined)) as SharedViewMeta | undefined) : undefined;
}

/**
 * The public shared-view endpoints bound to one share: no session is needed; a password, once entered, travels
 * in the `xc-password` header of every request.
 */
export function publicViewApi(api: ApiClient, uuid: string, password?: string) {
  const base = `/api/v1/db/public/shared-view/${encodeURIComponent(uuid)}`;
  const headers: Record<string, string> = password ? { 'xc-password': password } : {};
  return {
    meta: async () =>
      (!password && (await takeEarlyMeta(uuid))) || api.get(`${base}/meta`, { headers }).json<SharedViewMeta>(),
    rows: (query: RowsQuery) => {
      const searchParams = { offset: String(query.offset), limit: String(query.limit), ...visitorParams(query) };
      return api.get(`${base}/rows`, { headers, searchParams }).json<RowsPage>();
    },
    /** The CSV file of the view (with the visitor's search, sort and filter), as a Blob to save. */
    csv: async (query: Omit<RowsQuery, 'offset' | 'limit'>) =>
      (await api.get(`${base}/rows/export/csv`, { headers, searchParams: visitorParams(query) })).blob(),
    /**
     * The records a visitor may pick for a form's link field, each as `{<key title>: key, <display title>: value}`
     * (docs/API.md "Link pickers"); `search` looks in the display value.
     */
    linkChoices: (columnId: string, query: RowsQuery) => {
      const searchParams: Record<string, string> = { offset: String(query.offset), limit: String(query.limit) };
      if (query.search) searchParams.search = query.search;
      return api.get(`${base}/nested/${encodeURIComponent(columnId)}`, { headers, searchParams }).json<RowsPage>();
    },
    /**
     * A form submission: the row keyed by field title, as JSON; with files, multipart with the row in a `data` part
     * and one part per file named after its attachment field.
     */
    submit: (data: Record<string, unknown>, files: ReadonlyArray<{ field: string; file: File }>) => {
      if (!files.length) return api.post(`${base}/rows`, { headers, json: data }).json<Record<string, unknown>>();
      const body = new FormData();
      body.append('data', JSON.stringify(data));
      for (const { field, file } of files) body.append(field, file, file.name);
      return api.post(`${base}/rows`, { headers, body }).json<Record<string, unknown>>();
    },
  };
}

export type PublicViewApi = ReturnType<typeof publicViewApi>;
