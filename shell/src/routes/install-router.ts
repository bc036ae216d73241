import { navigateToUrl, registerApplication, start } from 'single-spa';
import type { i18n as I18n } from 'i18next';
import type { ComponentType, PropsWithChildren } from 'react';
import {
  REMOTE_NAMES,
  roleNames,
  type AppInfo,
  type NavigateOptions,
  type RemoteManifest,
  type RemoteName,
  type RemoteProps,
  type SlotName,
} from '@basalt/core';
import { loadRemoteStrings } from '../i18n/create-i18n';
import { setLayout, setShellPageVisible, slotElement } from '../layout/frame';
import { loadRemoteApp } from '../remotes/load-remote-app';
import { unavailableLifecycles } from '../remotes/unavailable-lifecycles';
import {
  createProjectRolesReader,
  lacksProjectAccess,
  projectIdOf,
  type ProjectRolesReader,
} from '../session/project-roles';
import { sharedBaseIdOf } from '../session/shared-base';
import type { EarlyReads } from '../early/early-reads';
import { createEarlyTaker, takeEarlyReadsOf } from '../early/take-early';
import { guardRoute } from './guard';
import { createReadAhead, type TakeReadAhead } from './read-ahead';
import { matchRoute } from './match-route';
import { ROUTES } from './route-table';
import { createSidebarAfterMain } from './sidebar-after-main';

export type ShellAppProps = Omit<RemoteProps, 'name'> & {
  remote: RemoteName;
  slotName: SlotName;
  domElementGetter: () => HTMLElement | null;
  /** The user's roles in a project, read once per page for the shell and every remote. */
  projectRoles: ProjectRolesReader;
  /** What the shell read ahead for the first page (a table's fields), taken once by the remote that needs it. */
  takeReadAhead: TakeReadAhead;
};

export function navigate(path: string, options: NavigateOptions = {}): void {
  if (options.replace) window.history.replaceState(window.history.state, '', path);
  else navigateToUrl(path);
}

/** Every (remote, slot) pair the route table uses becomes one single-spa application. */
function placements(): Array<{ remote: RemoteName; slot: SlotName }> {
  const seen = new Map<string, { remote: RemoteName; slot: SlotName }>();
  for (const route of ROUTES) for (const m of route.mounts) seen.set(`${m.remote}:${m.slot}`, m);
  return [...seen.values()].filter((m) => REMOTE_NAMES.includes(m.remote));
}

function applyLayout(): void {
  const match = matchRoute(window.location.pathname);
  setLayout(match?.route.layout ?? 'default');
  setShellPageVisible(!match || match.route.mounts.length === 0);
}

/**
 * Registers the remotes with single-spa, guards every navigation (docs/PRODUCT.md §6) and starts routing. The first
 * redirect happens before registration, because single-spa already loads the active applications then. Returns
 * `mainContent`, resolved once the first page's main remote has mounted where a sidebar waits for it (a table):
 * what else the page draws can wait for it too.
 */
export function installRouter(deps: {
  manifest: RemoteManifest;
  appInfo: AppInfo | undefined;
  i18n: I18n;
  props: Omit<RemoteProps, 'name'>;
  Providers: ComponentType<PropsWithChildren>;
}): { mainContent: Promise<void> } {
  const { manifest, appInfo, i18n, props, Providers } = deps;
  const { session, toast, api } = props;
  let previousPath: string | undefined;
  let checkedProject: string | undefined;
  const token = () => session.getState().prefs.token ?? undefined;
  // what the page's inline script read before any bundle ran (early/early-reads.ts)
  const takeEarly = createEarlyTaker(takeEarlyReadsOf(window as { basaltEarlyReads?: EarlyReads }), token);
  const projectRoles = createProjectRolesReader(
    api,
    token,
    Date.now,
    () => sharedBaseIdOf(window.location.pathname),
    takeEarly,
  );

  const redirectFor = () =>
    guardRoute({
      match: matchRoute(window.location.pathname),
      signedIn: session.isSignedIn(),
      firstUser: appInfo?.firstUser ?? false,
      roles: roleNames(session.getState().user?.roles),
      previousPath,
      requested: window.location.pathname + window.location.search + window.location.hash,
    });

  const checkProjectAccess = () => {
    const projectId = projectIdOf(window.location.pathname);
    if (projectId === checkedProject) return;
    checkedProject = projectId;
    if (!projectId || !session.isSignedIn()) return;
    projectRoles(projectId)
      .then((roles) => {
        if (lacksProjectAccess(roles) && projectIdOf(window.location.pathname) === projectId) {
          toast.error(i18n.t('shell.guard.projectPermission'));
          navigate('/');
        }
      })
      .catch((err) => console.error('Project roles could not be read', err));
  };

  const initial = redirectFor();
  if (initial) {
    if (initial.messageKey) toast.error(i18n.t(initial.messageKey));
    window.history.replaceState(null, '', initial.to);
  }
  applyLayout();
  // asked now rather than after the first route is mounted: the remotes then find the roles read or on their way
  checkProjectAccess();
  const readAhead = createReadAhead();
  if (session.isSignedIn()) readAhead.readTableAhead(api, window.location.pathname, takeEarly);
  const sidebar = createSidebarAfterMain(matchRoute(window.location.pathname)?.route.mounts ?? []);

  for (const { remote, slot } of placements()) {
    registerApplication<ShellAppProps>({
      name: `${remote}:${slot}`,
      app: () =>
        sidebar
          .before(slot)
          // its strings load beside its code, so it never draws a raw key (i18n/create-i18n.ts)
          .then(() => Promise.all([loadRemoteApp<ShellAppProps>(remote), loadRemoteStrings(i18n, remote)]))
          .then(([app]) => app)
          .catch((err: unknown) => {
            console.error(`${remote} could not be loaded from ${manifest[remote]}`, err);
            return unavailableLifecycles(remote, `${manifest[remote]}: ${(err as Error)?.message ?? err}`, Providers);
          })
          .then((app) => sidebar.signalMainMount(slot, app)),
      activeWhen: (location) =>
        !!matchRoute(location.pathname)?.route.mounts.some((m) => m.remote === remote && m.slot === slot),
      customProps: {
        ...props,
        remote,
        slotName: slot,
        domElementGetter: () => slotElement(slot),
        projectRoles,
        takeReadAhead: readAhead.take,
      },
    });
  }

  window.addEventListener('single-spa:before-routing-event', (event) => {
    const redirect = redirectFor();
    if (redirect) {
      (event as CustomEvent<{ cancelNavigation?: () => void }>).detail.cancelNavigation?.();
      if (redirect.messageKey) toast.error(i18n.t(redirect.messageKey));
      setTimeout(() => navigate(redirect.to, { replace: true }));
      return;
    }
    applyLayout();
  });
  window.addEventListener('single-spa:routing-event', () => {
    previousPath = window.location.pathname;
    checkProjectAccess();
  });

  start({ urlRerouteOnly: true });
  return { mainContent: sidebar.mainContent };
}
