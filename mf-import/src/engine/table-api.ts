import {
  dtxpOf,
  type ColumnMeta,
  type ConvertColumn,
  type ImportReport,
  type ImportTableTemplate,
  type TableMeta,
} from '@basalt/core';
import { BatchRejected, type ImportRecord } from './batch-uploader';
import type { ApiAccess } from './worker-protocol';

const META = '/api/v1/db/meta';

/** The calls an import makes, from the worker, with the page's token (renewed through the page on a 401). */
export interface TableApi {
  createTable(template: ImportTableTemplate): Promise<TableMeta>;
  readTable(tableId: string): Promise<TableMeta>;
  bulkInsert(tableId: string, records: ImportRecord[]): Promise<void>;
  /** Sends CSV bytes to the import endpoint (docs/API.md §6.1) with its query; answers the endpoint's report. */
  importCsv(body: Blob | Uint8Array, query: Record<string, string>): Promise<ImportReport>;
}

export interface TableApiOptions {
  api: ApiAccess;
  /** Asks the page for its current token after a 401. */
  renewToken: () => Promise<string | null>;
  fetch?: typeof fetch;
}

export function tableApi(options: TableApiOptions): TableApi {
  const fetchFn = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const { api } = options;
  let token = api.token;

  /** A JSON body, or bytes sent as they are under their own content type. */
  async function call(method: string, path: string, body?: unknown, contentType?: string): Promise<Response> {
    const raw = contentType !== undefined;
    const send = () =>
      fetchFn(new URL(path, api.baseUrl), {
        method,
        credentials: 'include',
        headers: {
          'xc-gui': 'true',
          ...(token ? { 'xc-auth': token } : {}),
          ...(body === undefined ? {} : { 'content-type': contentType ?? 'application/json' }),
        },
        body: body === undefined ? undefined : raw ? (body as BodyInit) : JSON.stringify(body),
      });
    let res = await send();
    if (res.status === 401) {
      token = await options.renewToken();
      res = await send();
    }
    return res;
  }

  async function json<T>(res: Response): Promise<T> {
    if (!res.ok) throw new Error(await errorText(res));
    return (await res.json()) as T;
  }

  return {
    createTable: async (template) =>
      json<TableMeta>(
        await call('POST', `${META}/projects/${encodeURIComponent(api.projectId)}/tables`, {
          table_name: template.table_name,
          title: template.title,
          columns: template.columns.map((c) => ({
            title: c.title,
            column_name: c.column_name,
            uidt: c.uidt,
            ...(c.dtxp ? { dtxp: c.dtxp } : {}),
            ...(c.meta ? { meta: c.meta } : {}),
          })),
        }),
      ),
    readTable: async (tableId) => json<TableMeta>(await call('GET', `${META}/tables/${encodeURIComponent(tableId)}`)),
    async bulkInsert(tableId, records) {
      const path = `/api/v1/db/data/bulk/noco/${encodeURIComponent(api.projectId)}/${encodeURIComponent(tableId)}`;
      const res = await call('POST', path, records);
      if (res.ok) return;
      const message = await errorText(res);
      // A 4xx other than auth says something in the rows is wrong: the uploader splits the batch to find it.
      if (res.status >= 400 && res.status < 500 && res.status !== 401 && res.status !== 403)
        throw new BatchRejected(message);
      throw new Error(message);
    },
    async importCsv(body, query) {
      const path = `${META}/projects/${encodeURIComponent(api.projectId)}/import?${new URLSearchParams(query)}`;
      return json<ImportReport>(await call('POST', path, body, 'text/csv; charset=utf-8'));
    },
  };
}

/** The server's message (`msg` or `message`), else the status. */
export async function errorText(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { msg?: unknown; message?: unknown };
    const text = body.msg ?? body.message;
    if (typeof text === 'string' && text) return text;
  } catch {
    // not JSON
  }
  return `HTTP ${res.status}`;
}

/** What an existing table's fields need for conversion, for the source columns a mapping fills. */
export function mappedColumns(table: TableMeta, fields: readonly (string | null)[]): ConvertColumn[] {
  const byTitle = new Map(table.columns.map((c) => [c.title, c]));
  const out: ConvertColumn[] = [];
  fields.forEach((title, sourceIndex) => {
    const column = title ? byTitle.get(title) : undefined;
    if (!column) return;
    out.push({
      sourceIndex,
      title: column.title,
      uidt: column.uidt as ConvertColumn['uidt'],
      ...(dtxpOfColumn(column) ? { dtxp: dtxpOfColumn(column)! } : {}),
      ...(metaOf(column) ? { meta: metaOf(column)! } : {}),
    });
  });
  return out;
}

function dtxpOfColumn(column: ColumnMeta): string | undefined {
  const options = (column.colOptions as { options?: { title?: unknown }[] } | null | undefined)?.options;
  if (Array.isArray(options) && options.length) return dtxpOf(options.map((o) => String(o.title ?? '')));
  return column.dtxp ?? undefined;
}

function metaOf(column: ColumnMeta): Record<string, unknown> | undefined {
  if (!column.meta) return undefined;
  if (typeof column.meta !== 'string') return column.meta;
  try {
    return JSON.parse(column.meta) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
