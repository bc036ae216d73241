import type { ApiClient, ColumnMeta } from '@basalt/core';

/** The server's answer for a protected share opened without (or with a wrong) password (docs/API.md §1.12). */
export const INVALID_PASSWORD = 'INVALID_SHARED_VIEW_PASSWORD';

/** The public meta of a shared view: the view, its kind, and the table with only the fields the view shows. */
export interface SharedViewMeta {
  id: string;
  title: string;
  type: number;
  meta?: { allowCSVDownload?: boolean } | null;
  model: { id: string; title: string; columns: ColumnMeta[] };
}

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
}

/** Why a public request failed, as the page reacts to it. */
export type PublicFailure = 'password' | 'notFound' | 'other';

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

/**
 * The public shared-view endpoints bound to one share: no session is needed; a password, once entered, travels
 * in the `xc-password` header of every request.
 */
export function publicViewApi(api: ApiClient, uuid: string, password?: string) {
  const base = `/api/v1/db/public/shared-view/${encodeURIComponent(uuid)}`;
  const headers: Record<string, string> = password ? { 'xc-password': password } : {};
  return {
    meta: () => api.get(`${base}/meta`, { headers }).json<SharedViewMeta>(),
    rows: (query: RowsQuery) => {
      const searchParams: Record<string, string> = { offset: String(query.offset), limit: String(query.limit) };
      if (query.search) searchParams.search = query.search;
      if (query.sort) searchParams.sort = query.sort;
      return api.get(`${base}/rows`, { headers, searchParams }).json<RowsPage>();
    },
    /** The CSV file of the view (with the visitor's search and sort), as a Blob to save. */
    csv: async (query: Pick<RowsQuery, 'search' | 'sort'>) => {
      const searchParams: Record<string, string> = {};
      if (query.search) searchParams.search = query.search;
      if (query.sort) searchParams.sort = query.sort;
      return (await api.get(`${base}/rows/export/csv`, { headers, searchParams })).blob();
    },
  };
}

export type PublicViewApi = ReturnType<typeof publicViewApi>;
