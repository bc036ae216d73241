import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button, ConfigProvider, Skeleton, Typography } from 'antd';
import { PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useShell } from '../shell-context';
import { projectAtom, rolesAtom, tablesAtom, tabsAtom, themeAtom } from '../state/atoms';
import { openTab, tabPath } from '../tabs/tab-rules';
import { AuthTab } from './AuthTab';
import { CreateTableDialog } from './CreateTableDialog';
import { ProjectHome } from './ProjectHome';
import { AUTH_TAB_ID, parseProjectRoute, tabForRoute } from './project-route';
import { TabBar } from './TabBar';
import { TableList } from './TableList';
import { useProject } from './use-project';
import { useTableActions } from './table-actions';
import { useSlotHost } from './use-slot-host';
import './project.css';

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
 * The project page, mounted in the shell's sidebar slot: the sidebar itself, the tab bar (portal into the
 * tab-bar slot) and, on the project root and auth tab, the page content (portal into the main slot).
 */
export function ProjectFrame() {
  const { t } = useTranslation();
  const { slot, navigate } = useShell();
  const { pathname } = useLocation();
  const route = parseProjectRoute(pathname);
  const status = useProject(route);
  const project = useAtomValue(projectAtom);
  const tables = useAtomValue(tablesAtom);
  const roles = useAtomValue(rolesAtom);
  const theme = useAtomValue(themeAtom);
  const setTabs = useSetAtom(tabsAtom);
  const [creating, setCreating] = useState(false);
  useDocumentTheme(theme?.primaryColor);

  const routeTab = route && project ? tabForRoute(route, tables, t('workspace.auth.tab')) : undefined;
  const routeTabKey = routeTab ? `${routeTab.id}:${routeTab.title}:${routeTab.viewTitle ?? ''}` : '';
  useEffect(() => {
    if (routeTab) setTabs((current) => openTab(current, routeTab));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [routeTabKey]);

  const actions = useTableActions(route!);
  const showsPage = !!project && (route?.child.kind === 'root' || route?.child.kind === 'auth');
  const main = useSlotHost(showsPage ? slot('main') : null, 'page');
  const tabbar = useSlotHost(slot('tabbar'), 'tabs');
  if (!route) return null;
  const strict = !!project?.bases?.[0] && !project.bases[0].is_meta;

  return (
    <ConfigProvider
      theme={theme ? { token: { colorPrimary: theme.primaryColor, colorLink: theme.primaryColor } } : undefined}
    >
      <nav className="project-sidebar" aria-label={t('workspace.sidebar.label')}>
        {status !== 'ready' || !project ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : (
          <>
            <button type="button" className="project-sidebar-title" onClick={() => navigate(route.base)}>
              <span className="project-sidebar-dot" style={{ background: theme?.primaryColor }} aria-hidden />
              <Typography.Text strong ellipsis={{ tooltip: project.title }}>
                {project.title}
              </Typography.Text>
            </button>
            <div className="project-sidebar-section">
              <span>{t('workspace.sidebar.tables')}</span>
              <Button
                type="text"
                size="small"
                icon={<PlusOutlined />}
                aria-label={t('workspace.tables.createTitle')}
                onClick={() => setCreating(true)}
              />
            </div>
            <TableList
              tables={tables}
              activeId={routeTab?.id}
              strict={strict}
              onOpen={actions.openTable}
              onRename={actions.rename}
              onDelete={actions.remove}
              onMove={(from, to) => void actions.move(from, to)}
            />
            <div className="project-sidebar-footer">
              <Button
                type="text"
                block
                icon={<TeamOutlined />}
                className={routeTab?.id === AUTH_TAB_ID ? 'is-active' : ''}
                onClick={() => navigate(tabPath(route.base, { id: AUTH_TAB_ID, title: '', type: 'auth' }))}
              >
                {t('workspace.auth.tab')}
              </Button>
            </div>
          </>
        )}
      </nav>
      {tabbar && createPortal(<TabBar route={route} activeId={routeTab?.id} />, tabbar)}
      {main &&
        project &&
        route.child.kind === 'root' &&
        createPortal(<ProjectHome projectTitle={project.title} onCreateTable={() => setCreating(true)} />, main)}
      {main && project && route.child.kind === 'auth' && createPortal(<AuthTab roles={roles} />, main)}
      <CreateTableDialog
        open={creating}
        strict={strict}
        existing={tables.map((t) => t.title)}
        onClose={() => setCreating(false)}
        onCreate={actions.create}
      />
    </ConfigProvider>
  );
}
