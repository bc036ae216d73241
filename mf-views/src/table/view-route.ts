export interface ViewRoute {
  /** The project of a member's path; a shared base's path names its link instead (`sharedBaseId`). */
  projectId?: string;
  sharedBaseId?: string;
  tableTitle: string;
  viewTitle?: string;
}

/**
 * The project and table a view path names: `/:projectType/:projectId/:type/:title/:viewTitle?`, or on a shared base
 * `/:projectType/base/:baseId/:type/:title/:viewTitle?`.
 */
export function parseViewRoute(pathname: string): ViewRoute | undefined {
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const shared = parts[1] === 'base';
  const [kind, tableTitle, viewTitle] = parts.slice(shared ? 3 : 2);
  const id = shared ? parts[2] : parts[1];
  if (!id || (kind !== 'table' && kind !== 'view') || !tableTitle) return undefined;
  return shared ? { sharedBaseId: id, tableTitle, viewTitle } : { projectId: id, tableTitle, viewTitle };
}
