import { Button, Tabs } from 'antd';
import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined, TableOutlined, TeamOutlined } from '@ant-design/icons';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useShell } from '../shell-context';
import { tabsAtom } from '../state/atoms';
import { closeTab, tabPath } from '../tabs/tab-rules';
import type { ProjectRoute } from './project-route';

interface Props {
  route: ProjectRoute;
  /** The tab the page shows; none on the project's home page. */
  activeId: string | undefined;
  sidebarOpen: boolean;
  /** The sidebar is a drawer (phones) rather than a column. */
  drawer: boolean;
  onToggleSidebar: () => void;
}

/**
 * The open tables, views and auth tab; selecting navigates, closing follows docs/PRODUCT.md §2. The highlighted
 * tab is always the route's: on the project's home page none is. Its first button shows or hides the sidebar.
 */
export function TabBar({ route, activeId, sidebarOpen, drawer, onToggleSidebar }: Props) {
  const { t } = useTranslation();
  const { navigate } = useShell();
  const [tabs, setTabs] = useAtom(tabsAtom);
  const toggle = (
    <Button
      type="text"
      className="project-sidebar-toggle"
      icon={drawer ? <MenuOutlined /> : sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      aria-label={sidebarOpen ? t('workspace.sidebar.hide') : t('workspace.sidebar.show')}
      aria-expanded={sidebarOpen}
      onClick={onToggleSidebar}
    />
  );
  return (
    <Tabs
      className="project-tabs"
      type="editable-card"
      hideAdd
      size="small"
      // Always controlled: left undefined, antd would keep highlighting the last tab it was told about.
      activeKey={activeId ?? ''}
      tabBarExtraContent={{ left: toggle }}
      onChange={(key) => {
        const tab = tabs.find((t) => t.id === key);
        if (tab) navigate(tabPath(route.base, tab));
      }}
      onEdit={(key, action) => {
        if (action !== 'remove' || typeof key !== 'string') return;
        const { tabs: rest, goTo } = closeTab(tabs, key, activeId);
        setTabs(rest);
        if (goTo === 'root') navigate(route.base);
        else if (goTo) navigate(tabPath(route.base, goTo));
      }}
      items={tabs.map((tab) => ({
        key: tab.id,
        label: (
          <span className="project-tab-label" title={tab.title}>
            {tab.type === 'auth' ? <TeamOutlined /> : <TableOutlined />} {tab.title}
          </span>
        ),
      }))}
    />
  );
}
