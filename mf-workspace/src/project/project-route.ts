import type { Tab } from '../tabs/tab-rules';

export interface ProjectRoute {
  /** `/nc/p_1` or `/base/base/<uuid>`: the root every project path starts with. */
  base: string;
  target: { projectId: string } | { sharedBaseId: string };
  /** What the path below the root shows. */
  child:
    | { kind: 'root' }
    | { kind: 'auth' }
    | { kind: 'import' }
    | { kind: 'table' | 'view'; title: string; viewTitle?: string };
}

/**
 * Parses a project path (docs/PRODUCT.md §2: `/:projectType/:projectId/:type/:title/:viewTitle?`, `/auth`, shared
 * base).
 */
export function parseProjectRoute(pathname: string): ProjectRoute | undefined {
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const [projectType, second, third] = parts;
  if (!projectType || !second) return undefined;
  const shared = second === 'base' && !!third;
  const base = shared
    ? `/${projectType}/base/${encodeURIComponent(third!)}`
    : `/${projectType}/${encodeURIComponent(second)}`;
  const target = shared ? { sharedBaseId: third! } : { projectId: second };
  const [kind, title, viewTitle] = parts.slice(shared ? 3 : 2);
  let child: ProjectRoute['child'] = { kind: 'root' };
  if (kind === 'auth') child = { kind: 'auth' };
  // the import wizard's page: the import remote draws the main area, this one only the sidebar and tabs
  else if (kind === 'import') child = { kind: 'import' };
  else if ((kind === 'table' || kind === 'view') && title) child = { kind, title, viewTitle };
  return { base, target, child };
}

export const AUTH_TAB_ID = 'auth';

/** The tab a path stands for, given the project's tables. */
export function tabForRoute(
  route: ProjectRoute,
  tables: ReadonlyArray<{ id: string; title: string }>,
  authTitle: string,
): Tab | undefined {
  const { child } = route;
  if (child.kind === 'auth') return { id: AUTH_TAB_ID, title: authTitle, type: 'auth' };
  if (child.kind === 'root' || child.kind === 'import') return undefined;
  const table = tables.find((t) => t.title === child.title);
  return table ? { id: table.id, title: table.title, type: child.kind, viewTitle: child.viewTitle } : undefined;
}
