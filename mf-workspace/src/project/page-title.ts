import type { ProjectRoute } from './project-route';

const BRAND = 'Basalt';

/**
 * The browser tab's title on a project page, most specific first ("Orders · Sales CRM · Basalt"), so that
 * several open tabs and the history can be told apart.
 */
export function projectPageTitle(
  route: ProjectRoute | undefined,
  projectTitle: string | undefined,
  authTitle: string,
): string {
  if (!route || !projectTitle) return BRAND;
  const { child } = route;
  const parts =
    child.kind === 'auth'
      ? [authTitle]
      : child.kind === 'root' || child.kind === 'import'
        ? []
        : [child.viewTitle, child.title].filter((part): part is string => !!part);
  return [...parts, projectTitle, BRAND].join(' · ');
}
