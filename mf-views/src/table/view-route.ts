/** The project and table a view path names (`/:projectType/:projectId/:type/:title/:viewTitle?`). */
export function parseViewRoute(
  pathname: string,
): { projectId: string; tableTitle: string; viewTitle?: string } | undefined {
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const [, projectId, kind, tableTitle, viewTitle] = parts;
  if (!projectId || projectId === 'base' || (kind !== 'table' && kind !== 'view') || !tableTitle) return undefined;
  return { projectId, tableTitle, viewTitle };
}
