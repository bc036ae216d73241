import { useEffect, useMemo, useState } from 'react';
import { TableMetaCache, extractErrorText, type ListResponse, type TableListItem, type TableMeta } from '@basalt/core';
import { useShell } from '../shell-context';

/**
 * A non-member is refused the whole project: the shell's route guard tells them so in the words of
 * docs/PRODUCT.md §6 and leaves the page, so this remote adds no second, differently worded toast.
 */
const projectRefused = (err: unknown) => (err as { response?: Response }).response?.status === 403;

type ProjectCache = { cache: TableMetaCache<TableMeta>; tables: TableListItem[] };

/** One metadata cache per project (and API client: the cache loads through it), shared by every view of this remote. */
const caches = new WeakMap<object, Map<string, ProjectCache>>();

/** The metadata of `tableTitle` in `projectId`, loaded on demand through the core cache (docs/PRODUCT.md §3–4). */
export function useTableMeta(
  projectId: string,
  tableTitle: string,
  /** Bumped when its fields changed here (a field added, edited, deleted): the table is read again. */
  version = 0,
): TableMeta | undefined | null {
  // the shell may have asked for the project's tables and this table's fields while this remote's scripts loaded
  const { api, toast, takeReadAhead } = useShell();
  const entry = useMemo(() => {
    let ofApi = caches.get(api);
    if (!ofApi) caches.set(api, (ofApi = new Map()));
    let found = ofApi.get(projectId);
    if (!found) {
      const holder = { tables: [] as TableListItem[] };
      const cache = new TableMetaCache<TableMeta>({
        load: (id) => {
          const path = `/api/v1/db/meta/tables/${encodeURIComponent(id)}`;
          return (takeReadAhead?.(path) as Promise<TableMeta> | undefined) ?? api.get(path).json<TableMeta>();
        },
        tables: () => holder.tables,
        onError: async (err) => {
          if (!projectRefused(err)) toast.error(await extractErrorText(err));
        },
      });
      found = Object.assign(holder, { cache });
      ofApi.set(projectId, found);
    }
    return found;
  }, [api, projectId, takeReadAhead, toast]);
  const [meta, setMeta] = useState<TableMeta | undefined | null>(undefined);

  useEffect(() => {
    let cancelled = false;
    // no reset to "loading": a re-read after a field change keeps the grid on screen until it lands
    (async () => {
      const tablesPath = `/api/v1/db/meta/projects/${encodeURIComponent(projectId)}/tables`;
      const list = await ((takeReadAhead?.(tablesPath) as Promise<ListResponse<TableListItem>> | undefined) ??
        api.get(tablesPath).json<ListResponse<TableListItem>>());
      entry.tables = list.list;
      const id = list.list.find((t) => t.title === tableTitle)?.id;
      // a renamed or reordered table may carry stale columns: always read it fresh when opened
      const loaded = id ? await entry.cache.get(id, true) : await entry.cache.get(tableTitle);
      if (!cancelled) setMeta(loaded ?? null);
    })().catch(async (err) => {
      if (!cancelled) setMeta(null);
      if (!projectRefused(err)) toast.error(await extractErrorText(err));
    });
    return () => {
      cancelled = true;
    };
  }, [api, entry, projectId, tableTitle, takeReadAhead, toast, version]);
  return meta;
}
