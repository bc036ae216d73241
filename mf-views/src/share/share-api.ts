import type { ApiClient, ListResponse } from '@basalt/core';

const META = '/api/v1/db/meta';

/** A view's share as the share routes answer it (docs/API.md §1.10): its link id, never its password. */
export interface ViewShare {
  id: string;
  type: number;
  uuid: string;
  /** A password protects the link; the password itself is kept hashed on the server and never sent back. */
  has_password?: boolean;
  meta?: { allowCSVDownload?: boolean } | string | null;
}

/** The view's meta object (some databases hand it back as JSON text). */
function metaOf(share: ViewShare): { allowCSVDownload?: boolean } {
  if (typeof share.meta !== 'string') return share.meta ?? {};
  try {
    return JSON.parse(share.meta) as { allowCSVDownload?: boolean };
  } catch {
    return {};
  }
}

export const allowsCsv = (share: ViewShare) => !!metaOf(share).allowCSVDownload;

const sharePath = (viewId: string) => `${META}/views/${encodeURIComponent(viewId)}/share`;

/** The view's share, or null when it has no link: read from its table's shared views. */
export async function readShare(api: ApiClient, tableId: string, viewId: string): Promise<ViewShare | null> {
  const shares = await api.get(`${META}/tables/${encodeURIComponent(tableId)}/share`).json<ListResponse<ViewShare>>();
  return shares.list.find((share) => share.id === viewId && share.uuid) ?? null;
}

export const createShare = (api: ApiClient, viewId: string) => api.post(sharePath(viewId)).json<ViewShare>();

/** Changes the share: a password (null removes it) or the CSV download toggle, kept in the view's meta. */
export const updateShare = (
  api: ApiClient,
  viewId: string,
  changes: { password?: string | null; meta?: { allowCSVDownload: boolean } },
) => api.patch(sharePath(viewId), { json: changes }).json<ViewShare>();

export const deleteShare = (api: ApiClient, viewId: string) => api.delete(sharePath(viewId));
