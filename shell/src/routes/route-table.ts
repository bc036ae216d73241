import type { RemoteName, SlotName } from '@basalt/core';

export type Layout = 'base' | 'default' | 'general' | 'shared-view';

export interface Mount {
  remote: RemoteName;
  slot: SlotName;
}

export interface RouteDef {
  /** react-router path pattern. */
  path: string;
  layout: Layout;
  /** Remotes shown on this route and where; none means a page of the shell itself. */
  mounts: Mount[];
  /** Open without signing in. */
  public?: boolean;
  /** For signed-out visitors only (sign-in, sign-up...): a signed-in user is sent back. */
  noAuth?: boolean;
  /** A shared base: its own access rules. */
  sharedBase?: boolean;
  /** System or project roles of which the user needs at least one. */
  roles?: string[];
  /** Narrows a catch-all pattern so that unknown paths still reach the not-found page. */
  accept?: (params: Record<string, string | undefined>) => boolean;
}

const auth: Mount[] = [{ remote: 'mf-auth', slot: 'main' }];
const workspace: Mount[] = [{ remote: 'mf-workspace', slot: 'main' }];
const project: Mount[] = [{ remote: 'mf-workspace', slot: 'sidebar' }];
const projectView: Mount[] = [...project, { remote: 'mf-views', slot: 'main' }];
const projectImport: Mount[] = [...project, { remote: 'mf-import', slot: 'main' }];
const shared: Mount[] = [{ remote: 'mf-shared', slot: 'main' }];

const PROJECT_TYPES = new Set(['nc', 'noco', 'base']);
const isProjectType = (p: Record<string, string | undefined>) => PROJECT_TYPES.has(p.projectType ?? '');
const isProjectId = (p: Record<string, string | undefined>) => /^p_[\w-]+$/.test(p.projectId ?? '');

/** The route table of docs/PRODUCT.md §2, first match wins. */
export const ROUTES: RouteDef[] = [
  { path: '/signin', layout: 'general', mounts: auth, public: true, noAuth: true },
  { path: '/signIn', layout: 'general', mounts: auth, public: true, noAuth: true },
  { path: '/signup/:token?', layout: 'general', mounts: auth, public: true, noAuth: true },
  { path: '/forgot-password', layout: 'general', mounts: auth, public: true, noAuth: true },
  { path: '/reset-password/:token', layout: 'general', mounts: auth, public: true, noAuth: true },
  { path: '/error/404', layout: 'default', mounts: [], public: true },

  { path: '/nc/view/:viewId', layout: 'shared-view', mounts: shared, public: true },
  { path: '/nc/form/:viewId/*', layout: 'shared-view', mounts: shared, public: true },
  { path: '/:projectType/form/:viewId/*', layout: 'shared-view', mounts: shared, public: true, accept: isProjectType },
  { path: '/:projectType/gallery/:viewId', layout: 'shared-view', mounts: shared, public: true, accept: isProjectType },
  { path: '/:projectType/kanban/:viewId', layout: 'shared-view', mounts: shared, public: true, accept: isProjectType },
  { path: '/:projectType/view/:viewId', layout: 'shared-view', mounts: shared, public: true, accept: isProjectType },
  {
    path: '/:projectType/base/:baseId/*',
    layout: 'base',
    mounts: projectView,
    sharedBase: true,
    accept: isProjectType,
  },

  { path: '/apps', layout: 'base', mounts: workspace, roles: ['super'] },
  { path: '/projects/*', layout: 'base', mounts: workspace },
  { path: '/', layout: 'base', mounts: workspace },
  { path: '/create', layout: 'base', mounts: workspace },
  { path: '/create-external', layout: 'base', mounts: workspace },
  { path: '/user/*', layout: 'base', mounts: auth },
  { path: '/project/0', layout: 'base', mounts: workspace },
  { path: '/:projectId', layout: 'base', mounts: workspace, accept: isProjectId },

  { path: '/:projectType/:projectId/auth', layout: 'base', mounts: project, accept: isProjectType },
  // the import wizard (csv, excel or json), before the table pattern it would otherwise match
  { path: '/:projectType/:projectId/import/:kind', layout: 'base', mounts: projectImport, accept: isProjectType },
  {
    path: '/:projectType/:projectId/:type/:title/:viewTitle?',
    layout: 'base',
    mounts: projectView,
    accept: isProjectType,
  },
  { path: '/:projectType/:projectId', layout: 'base', mounts: project, accept: isProjectType },
];
