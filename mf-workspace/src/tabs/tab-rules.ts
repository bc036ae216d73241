/** A tab of the project page (docs/PRODUCT.md §3). */
export interface Tab {
  id: string;
  title: string;
  type: 'table' | 'view' | 'auth';
  viewTitle?: string;
}

export function tabPath(projectBase: string, tab: Tab): string {
  if (tab.type === 'auth') return `${projectBase}/auth`;
  const view = tab.viewTitle ? `/${encodeURIComponent(tab.viewTitle)}` : '';
  return `${projectBase}/${tab.type}/${encodeURIComponent(tab.title)}${view}`;
}

/** Opens `tab` (or focuses it when already open). */
export function openTab(tabs: Tab[], tab: Tab): Tab[] {
  const index = tabs.findIndex((t) => t.id === tab.id);
  if (index === -1) return [...tabs, tab];
  const next = [...tabs];
  next[index] = { ...tabs[index]!, ...tab };
  return next;
}

/**
 * docs/PRODUCT.md §2: closing the active tab moves to the previous tab, or to the next when none is before it; with no
 * tab left the user goes to the project root. Closing another tab stays where the user is.
 */
export function closeTab(
  tabs: Tab[],
  closingId: string,
  activeId: string | undefined,
): { tabs: Tab[]; goTo: Tab | 'root' | undefined } {
  const index = tabs.findIndex((t) => t.id === closingId);
  if (index === -1) return { tabs, goTo: undefined };
  const rest = tabs.filter((t) => t.id !== closingId);
  if (closingId !== activeId) return { tabs: rest, goTo: undefined };
  const goTo = tabs[index - 1] ?? tabs[index + 1] ?? 'root';
  return { tabs: rest, goTo };
}

/** Keeps tab titles in step with renamed tables, and drops tabs of deleted ones. */
export function syncTabs(tabs: Tab[], tables: ReadonlyArray<{ id: string; title: string }>): Tab[] {
  const byId = new Map(tables.map((t) => [t.id, t.title]));
  return tabs.flatMap((tab) => {
    if (tab.type === 'auth') return [tab];
    const title = byId.get(tab.id);
    return title === undefined ? [] : [{ ...tab, title }];
  });
}
