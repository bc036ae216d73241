import { useEffect, useMemo, useRef, useState } from 'react';
import { extractErrorText, type ListResponse, type TableMeta, type ViewMeta } from '@basalt/core';
import { useShell } from './shell-context';

/**
 * The table with its views, read once per read of the table: the page needs a view's type to pick its renderer,
 * and hands the list on so the renderer does not ask for it again. They are read again when the address names a
 * view the list lacks (just created or renamed from the sidebar), even a list the table came with. `undefined`
 * while first loading.
 */
export function useTableWithViews(meta: TableMeta | null | undefined, viewTitle?: string): TableMeta | undefined {
  const { api, toast } = useShell();
  const [views, setViews] = useState<{ of: TableMeta; list: ViewMeta[]; forTitle?: string } | undefined>(undefined);
  // what the last read was for: a title no view has is asked about once, not in a loop
  const lastRead = useRef<{ meta: TableMeta; viewTitle?: string } | undefined>(undefined);
  const known = (list: readonly ViewMeta[]) =>
    !viewTitle || list.some((v) => v.title === viewTitle || v.id === viewTitle);

  useEffect(() => {
    if (!meta) return;
    // the views the table came with (the shell may read them ahead), or those read here for this read of it
    const current = views?.of === meta ? views.list : meta.views;
    if (current && known(current)) return;
    if (lastRead.current?.meta === meta && lastRead.current.viewTitle === viewTitle) return;
    lastRead.current = { meta, viewTitle };
    let cancelled = false;
    api
      .get(`/api/v1/db/meta/tables/${encodeURIComponent(meta.id)}/views`)
      .json<ListResponse<ViewMeta>>()
      .then((answer) => !cancelled && setViews({ of: meta, list: answer.list, forTitle: viewTitle }))
      .catch(async (err) => {
        if (!cancelled) toast.error(await extractErrorText(err));
      });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `known` reads viewTitle, which is a dependency
  }, [api, meta, toast, viewTitle, views]);
  // a re-read table keeps showing with its earlier read until its views land: the view stays on screen meanwhile
  const read = useMemo(() => views && { ...views.of, views: views.list }, [views]);
  if (!meta) return undefined;
  const fresh = views?.of === meta;
  // a view the list lacks and not asked about yet: wait for the answer rather than draw the default view meanwhile
  const list = fresh ? views.list : (meta.views ?? views?.list);
  if (!list || (!known(list) && !(fresh && views.forTitle === viewTitle))) return undefined;
  if (fresh) return read;
  return meta.views ? meta : read;
}
