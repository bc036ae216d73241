import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import type { TableListItem } from '@basalt/core';
import { useShell } from '../shell-context';
import { useReportingAction, useWorkspaceApi } from '../shell-hooks';
import { projectAtom, tablesAtom, tabsAtom } from '../state/atoms';
import { byOrder } from '../state/project-loader';
import { closeTab, openTab, syncTabs, tabPath } from '../tabs/tab-rules';
import type { ProjectRoute } from './project-route';

/** Create, rename, reorder and delete tables, keeping the table list and the tabs in step. */
export function useTableActions(route: ProjectRoute) {
  const { navigate } = useShell();
  const api = useWorkspaceApi();
  const run = useReportingAction();
  const project = useAtomValue(projectAtom);
  const [tables, setTables] = useAtom(tablesAtom);
  const setTabs = useSetAtom(tabsAtom);
  const tabs = useAtomValue(tabsAtom);

  const openTable = (table: Pick<TableListItem, 'id' | 'title'>) => {
    const tab = { id: table.id, title: table.title, type: 'table' as const };
    setTabs((current) => openTab(current, tab));
    navigate(tabPath(route.base, tab));
  };

  return {
    openTable,
    async create(title: string): Promise<boolean> {
      if (!project) return false;
      let created: TableListItem | undefined;
      const ok = await run(async () => {
        created = await api.createTable(project.id, title);
      });
      if (ok && created) {
        setTables((current) => [...current, created!]);
        openTable(created);
      }
      return ok;
    },
    async rename(table: TableListItem, title: string): Promise<boolean> {
      if (!project) return false;
      const ok = await run(() => api.renameTable(table.id, project.id, title));
      if (!ok) return false;
      const next = tables.map((t) => (t.id === table.id ? { ...t, title } : t));
      setTables(next);
      setTabs((current) => syncTabs(current, next));
      const { child } = route;
      if ((child.kind === 'table' || child.kind === 'view') && child.title === table.title) {
        navigate(tabPath(route.base, { id: table.id, title, type: child.kind, viewTitle: child.viewTitle }));
      }
      return true;
    },
    async remove(table: TableListItem): Promise<void> {
      const ok = await run(() => api.deleteTable(table.id));
      if (!ok) return;
      setTables((current) => current.filter((t) => t.id !== table.id));
      const activeId =
        route.child.kind === 'table' || route.child.kind === 'view'
          ? tables.find((t) => t.title === (route.child as { title: string }).title)?.id
          : undefined;
      const { tabs: rest, goTo } = closeTab(tabs, table.id, activeId);
      setTabs(rest);
      if (goTo === 'root') navigate(route.base);
      else if (goTo) navigate(tabPath(route.base, goTo));
    },
    /** Moves `from` to position `to` and stores the new order of every table whose place changed. */
    async move(from: number, to: number): Promise<void> {
      if (from === to) return;
      const previous = tables;
      const next = [...tables];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved!);
      const renumbered = next.map((t, i) => ({ ...t, order: i + 1 }));
      setTables(renumbered);
      const changed = renumbered.filter((t) => previous.find((p) => p.id === t.id)?.order !== t.order);
      const ok = await run(() => Promise.all(changed.map((t) => api.reorderTable(t.id, t.order!))));
      if (!ok) setTables([...previous].sort(byOrder));
    },
  };
}
