import { useCallback, useRef, useState } from 'react';
import type { TableListItem, ViewMeta } from '@basalt/core';
import { useReportingAction } from '../../shell-hooks';
import { useViewApi } from './view-api';
import { orderViews } from './view-rules';

interface Entry {
  views: ViewMeta[];
  /** The table's title when loaded: renaming a table renames its default view on the server, so it is reloaded. */
  tableTitle: string;
}

export interface ViewsCache {
  /** The table's views (default first; none if they failed to load), or undefined while they load. */
  viewsOf: (table: TableListItem) => ViewMeta[] | undefined;
  /** Fetches the table's views unless they are loaded (and current) or on their way. */
  load: (table: TableListItem) => void;
  /** Changes the loaded views of a table after a create, rename, lock or delete. */
  update: (tableId: string, change: (views: ViewMeta[]) => ViewMeta[]) => void;
}

/**
 * The views of each table the sidebar has expanded, fetched on first expansion and kept while the sidebar is
 * mounted, so collapsing and expanding again costs no request. Component state, not an atom: it belongs to
 * this list alone, and a project switch remounts the sidebar.
 */
export function useViewsCache(): ViewsCache {
  const api = useViewApi();
  const run = useReportingAction();
  const [entries, setEntries] = useState<Record<string, Entry>>({});
  // tables whose views failed to load (the error was toasted): shown empty, and fetched again on the next expansion
  const [failed, setFailed] = useState<Record<string, boolean>>({});
  const pending = useRef(new Set<string>());

  const current = (table: TableListItem) => {
    const entry = entries[table.id];
    return entry && entry.tableTitle === table.title ? entry : undefined;
  };

  const load = (table: TableListItem) => {
    if (current(table) || pending.current.has(table.id)) return;
    pending.current.add(table.id);
    setFailed((all) => ({ ...all, [table.id]: false }));
    void run(async () => {
      try {
        const { list } = await api.listViews(table.id);
        setEntries((all) => ({ ...all, [table.id]: { views: orderViews(list), tableTitle: table.title } }));
      } finally {
        pending.current.delete(table.id);
      }
    }).then((ok) => {
      if (!ok) setFailed((all) => ({ ...all, [table.id]: true }));
    });
  };

  const update = useCallback((tableId: string, change: (views: ViewMeta[]) => ViewMeta[]) => {
    setEntries((all) => {
      const entry = all[tableId];
      return entry ? { ...all, [tableId]: { ...entry, views: orderViews(change(entry.views)) } } : all;
    });
  }, []);

  return {
    viewsOf: (table) => current(table)?.views ?? entries[table.id]?.views ?? (failed[table.id] ? [] : undefined),
    load,
    update,
  };
}
