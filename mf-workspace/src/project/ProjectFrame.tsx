import { lazy, Suspense, useContext, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { ConfigProvider } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { TableListItem } from '@basalt/core';
import { useTypeAhead } from '@basalt/ui';
import { useShell } from '../shell-context';
import { projectAtom, rolesAtom, tablesAtom, tabsAtom, themeAtom } from '../state/atoms';
import { openTab, tabPath } from '../tabs/tab-rules';
import { ProjectSidebar, ProjectTitle } from './ProjectSidebar';
import { canManageViews } from './views/view-rules';
import { AUTH_TAB_ID, parseProjectRoute, tabForRoute } from './project-route';
import { projectPageTitle } from './page-title';
import { TabBar } from './TabBar';
import { useProject } from './use-project';
import { useSidebar } from './use-sidebar';
import { useTableActions } from './table-actions';
import { useSlotHost } from './use-slot-host';
import { useTablesAfterImport } from './use-tables-after-import';
import './project.css';

// Each fetched when first shown: a table page needs none of them, nor the antd Card, List, Modal and Form
// they draw (docs/PERFORMANCE.md).
const AuthTab = lazy(() => import('./AuthTab').then((m) => ({ default: m.AuthTab })));
const CreateTableDialog = lazy(() => import('./CreateTableDialog').then((m) => ({ default: m.CreateTableDialog })));
const ProjectHome = lazy(() => import('./ProjectHome').then((m) => ({ default: m.ProjectHome })));
const ShareBaseDialog = lazy(() => import('./ShareBaseDialog'));
const SharedBasePassword = lazy(() => import('./SharedBasePassword'));
// phones only: antd's Drawer shares its file with menus and dialogs
const Drawer = lazy(() => import('antd/es/drawer'));

/** Applies the project's theme colour to the whole page while the project is open. */
function useDocumentTheme(primary: string | undefined) {
  useEffect(() => {
    if (!primary) return;
    const root = document.documentElement;
    const before = root.style.getPropertyValue('--basalt-primary');
    root.style.setProperty('--basalt-primary', primary);
    return () => root.style.setProperty('--basalt-primary', before);
  }, [primary]);
}

/**
 * The project page, mounted in the shell's sidebar slot: the sidebar itself (a drawer on phones), the tab bar
 * (portal into the tab-bar slot) and, on the project root and auth tab, the page content (portal into the main
 * slot).
 */
export function ProjectFrame() {
  const { t } = useTranslation();
  const { slot, navigate } = useShell();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const { pathname } = useLocation();
  const route = parseProjectRoute(pathname);
  const { password } = useProject(route);
  useTablesAfterImport(route);
  const project = useAtomValue(projectAtom);
  const tables = useAtomValue(tablesAtom);
  const roles = useAtomValue(rolesAtom);
  const theme = useAtomValue(themeAtom);
  const setTabs = useSetAtom(tabsAtom);
  const [creating, setCreatingState] = useState(false);
  // once opened, the create dialog stays mounted, so it closes with its animation
  const [createOpened, setCreateOpened] = useState(false);
  const setCreating = (open: boolean) => {
    if (open) setCreateOpened(true);
    setCreatingState(open);
  };
  // the name typed straight after the click, while the dialog loads, goes into it
  useTypeAhead(creating);
  // like the create dialog: mounted once opened, so it closes with its animation
  const [sharingBase, setSharingBase] = useState<boolean | undefined>(undefined);
  const sidebar = useSidebar(slot('sidebar'));
  useDocumentTheme(theme?.primaryColor);

  const routeTab = route && project ? tabForRoute(route, tables, t('workspace.auth.tab')) : undefined;
  const routeTabKey = routeTab ? `${routeTab.id}:${routeTab.title}:${routeTab.viewTitle ?? ''}` : '';
  useEffect(() => {
    if (routeTab) setTabs((current) => openTab(current, routeTab));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routeTabKey]);

  const title = projectPageTitle(route, project?.title, t('workspace.auth.tab'));
  useEffect(() => {
    document.title = title;
  }, [title]);

  const actions = useTableActions(route!);
  const showsPage = !!project && (route?.child.kind === 'root' || route?.child.kind === 'auth');
  const main = useSlotHost(showsPage ? slot('main') : null, 'page');
  const tabbar = useSlotHost(slot('tabbar'), 'tabs');
  if (!route) return null;
  const strict = !!project?.bases?.[0] && !project.bases[0].is_meta;
  const sharedBase = 'sharedBaseId' in route.target;
  const manager = canManageViews(roles);

  // On a phone, whatever the user picks in the drawer takes them somewhere: the drawer gets out of the way.
  const thenClose =
    <A extends unknown[]>(action: (...args: A) => void) =>
    (...args: A) => {
      sidebar.close();
      action(...args);
    };
  const goHome = thenClose(() => navigate(route.base));
  const nav = (
    <ProjectSidebar
      hideTitle={sidebar.phone}
      project={project}
      theme={theme}
      tables={tables}
      activeId={routeTab?.id}
      authActive={routeTab?.id === AUTH_TAB_ID}
      strict={strict}
      onHome={goHome}
      onAuth={thenClose(() => navigate(tabPath(route.base, { id: AUTH_TAB_ID, title: '', type: 'auth' })))}
      onCreateTable={thenClose(() => setCreating(true))}
      onOpenTable={thenClose((table: TableListItem) => actions.openTable(table))}
      onRenameTable={actions.rename}
      onDeleteTable={actions.remove}
      onMoveTable={(from, to) => void actions.move(from, to)}
      canManageViews={manager}
      canManageTables={manager}
      showAuth={!sharedBase}
      onShareBase={manager && !sharedBase ? thenClose(() => setSharingBase(true)) : undefined}
      onViewOpened={sidebar.close}
    />
  );

  return (
    <ConfigProvider
      theme={theme ? { token: { colorPrimary: theme.primaryColor, colorLink: theme.primaryColor } } : undefined}
    >
      {sidebar.phone ? (
        <Suspense fallback={null}>
          <Drawer
            open={sidebar.open}
            onClose={sidebar.close}
            placement={direction === 'rtl' ? 'right' : 'left'}
            size={288}
            title={project && <ProjectTitle project={project} theme={theme} onHome={goHome} />}
            closable={{ placement: 'end' }}
            className="project-drawer"
            styles={{ body: { padding: 0 } }}
          >
            {nav}
          </Drawer>
        </Suspense>
      ) : (
        nav
      )}
      {tabbar &&
        createPortal(
          <TabBar
            route={route}
            activeId={routeTab?.id}
            sidebarOpen={sidebar.open}
            drawer={sidebar.phone}
            onToggleSidebar={sidebar.toggle}
          />,
          tabbar,
        )}
      {main &&
        project &&
        route.child.kind === 'root' &&
        createPortal(
          <Suspense fallback={null}>
            <ProjectHome
              projectTitle={project.title}
              canManageTables={manager}
              onCreateTable={() => setCreating(true)}
              onImport={(kind) => navigate(`${route.base}/import/${kind}`)}
            />
          </Suspense>,
          main,
        )}
      {main &&
        project &&
        route.child.kind === 'auth' &&
        createPortal(
          <Suspense fallback={null}>
            <AuthTab roles={roles} />
          </Suspense>,
          main,
        )}
      <Suspense fallback={null}>
        {createOpened && (
          <CreateTableDialog
            open={creating}
            strict={strict}
            existing={tables.map((t) => t.title)}
            onClose={() => setCreating(false)}
            onCreate={actions.create}
          />
        )}
        {password && <SharedBasePassword wrong={password.wrong} onSubmit={password.submit} onChange={password.edit} />}
        {sharingBase !== undefined && project && (
          <ShareBaseDialog open={sharingBase} projectId={project.id} onClose={() => setSharingBase(false)} />
        )}
      </Suspense>
    </ConfigProvider>
  );
}
