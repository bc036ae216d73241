import { useSetAtom } from 'jotai';
import { useLocation } from 'react-router-dom';
import { announceMetaChange, type TableListItem, type ViewMeta } from '@basalt/core';
import { useShell } from '../../shell-context';
import { useReportingAction } from '../../shell-hooks';
import { tabsAtom } from '../../state/atoms';
import { openTab, tabPath, type Tab } from '../../tabs/tab-rules';
import { parseProjectRoute } from '../project-route';
import { creatableKindOf, useViewApi, type CreatableView } from './view-api';
import { isDefaultView, isLockedView } from './view-rules';
import type { ViewsCache } from './use-views-cache';

/**
 * The table's tab showing `view`. A table has one tab (docs/PRODUCT.md §3), its `viewTitle` naming the view it
 * shows; the default view needs none, so its address is the table's own.
 */
function tabFor(table: TableListItem, view: ViewMeta | undefined): Tab {
  const viewTitle = view && !isDefaultView(view) ? view.title : undefined;
  return { id: table.id, title: table.title, type: 'table', viewTitle };
}

/** Open, create (grid or form), duplicate, rename, lock and delete a table's views, keeping the list, tab and address in step. */
export function useViewActions(table: TableListItem, views: readonly ViewMeta[], update: ViewsCache['update']) {
  const { navigate } = useShell();
  const { pathname } = useLocation();
  const api = useViewApi();
  const run = useReportingAction();
  const setTabs = useSetAtom(tabsAtom);
  const route = parseProjectRoute(pathname);
  const child = route?.child;
  const showsTable = !!child && (child.kind === 'table' || child.kind === 'view') && child.title === table.title;
  /** The view the page shows: the one the address names, else the default one (as mf-views picks it). */
  const activeView = showsTable
    ? (views.find((v) => 'viewTitle' in child && v.title === child.viewTitle) ?? views.find(isDefaultView))
    : undefined;

  const open = (view: ViewMeta | undefined) => {
    if (!route) return;
    const tab = tabFor(table, view);
    setTabs((tabs) => openTab(tabs, tab));
    navigate(tabPath(route.base, tab));
  };

  /** Tabs of this table showing the view titled `from` now show `to` (undefined: the default view). */
  const retitleTabs = (from: string, to: string | undefined) =>
    setTabs((tabs) => tabs.map((t) => (t.id === table.id && t.viewTitle === from ? { ...t, viewTitle: to } : t)));

  const add = async (kind: CreatableView, body: { title: string; copy_from_id?: string }): Promise<boolean> => {
    let created: ViewMeta | undefined;
    const ok = await run(async () => {
      created = await api.createView(kind, table.id, body);
    });
    if (!ok || !created) return false;
    update(table.id, (list) => [...list, created!]);
    open(created);
    return true;
  };

  return {
    activeView,
    open,
    create: (kind: CreatableView, title: string) => add(kind, { title }),
    /** A copy of the same kind (a view of a kind the sidebar cannot create yet is copied as a grid, as before). */
    duplicate: (view: ViewMeta, title: string) =>
      add(creatableKindOf(view.type) ?? 'grid', { title, copy_from_id: view.id }),
    async rename(view: ViewMeta, title: string): Promise<boolean> {
      const ok = await run(() => api.updateView(view.id, { title }));
      if (!ok) return false;
      const renamed = { ...view, title };
      update(table.id, (list) => list.map((v) => (v.id === view.id ? renamed : v)));
      retitleTabs(view.title, title);
      // the open view's address carries its title: follow the rename, as tables do
      if (activeView?.id === view.id && !isDefaultView(view)) open(renamed);
      return true;
    },
    async toggleLock(view: ViewMeta): Promise<void> {
      const lock_type = isLockedView(view) ? 'collaborative' : 'locked';
      const ok = await run(() => api.updateView(view.id, { lock_type }));
      if (!ok) return;
      update(table.id, (list) => list.map((v) => (v.id === view.id ? { ...v, lock_type } : v)));
      // the grid showing this view becomes read-only (or editable) at once
      announceMetaChange({ tableId: table.id, what: 'view', viewId: view.id });
    },
    async remove(view: ViewMeta): Promise<void> {
      const ok = await run(() => api.deleteView(view.id));
      if (!ok) return;
      update(table.id, (list) => list.filter((v) => v.id !== view.id));
      retitleTabs(view.title, undefined);
      // the deleted view was on screen: show the table's default view instead
      if (activeView?.id === view.id) open(undefined);
    },
  };
}
