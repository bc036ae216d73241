import { useRef, type KeyboardEvent } from 'react';
import {
  CloseOutlined,
  MenuFoldOutlined,
  MenuOutlined,
  MenuUnfoldOutlined,
  TableOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useShell } from '../shell-context';
import { tabsAtom } from '../state/atoms';
import { closeTab, tabPath, type Tab } from '../tabs/tab-rules';
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
 * A WAI-ARIA tab list (arrows move between tabs, mirrored right to left; Enter opens; Delete closes), drawn
 * without antd's Tabs, whose shared code would be most of a table page's popup weight (docs/PERFORMANCE.md).
 */
export function TabBar({ route, activeId, sidebarOpen, drawer, onToggleSidebar }: Props) {
  const { t } = useTranslation();
  const { navigate } = useShell();
  const [tabs, setTabs] = useAtom(tabsAtom);
  const list = useRef<HTMLDivElement>(null);

  const open = (tab: Tab) => navigate(tabPath(route.base, tab));
  const close = (id: string) => {
    const { tabs: rest, goTo } = closeTab(tabs, id, activeId);
    setTabs(rest);
    if (goTo === 'root') navigate(route.base);
    else if (goTo) navigate(tabPath(route.base, goTo));
  };
  const focusTab = (index: number) =>
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[(index + tabs.length) % tabs.length]?.focus();

  const onKeyDown = (event: KeyboardEvent, tab: Tab, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    if (event.key === 'ArrowRight') focusTab(index + (rtl ? -1 : 1));
    else if (event.key === 'ArrowLeft') focusTab(index + (rtl ? 1 : -1));
    else if (event.key === 'Home') focusTab(0);
    else if (event.key === 'End') focusTab(tabs.length - 1);
    else if (event.key === 'Enter' || event.key === ' ') open(tab);
    else if (event.key === 'Delete') close(tab.id);
    else return;
    event.preventDefault();
  };

  // the tab that takes the Tab key: the active one, else the first
  const stop = tabs.some((tab) => tab.id === activeId) ? activeId : tabs[0]?.id;

  return (
    <div className="project-tabs">
      <button
        type="button"
        className="project-sidebar-toggle"
        aria-label={sidebarOpen ? t('workspace.sidebar.hide') : t('workspace.sidebar.show')}
        aria-expanded={sidebarOpen}
        onClick={onToggleSidebar}
      >
        {drawer ? <MenuOutlined /> : sidebarOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      </button>
      <div ref={list} role="tablist" aria-label={t('workspace.tabs.label')} className="project-tab-list">
        {tabs.map((tab, index) => {
          const selected = tab.id === activeId;
          return (
            <div key={tab.id} className={`project-tab${selected ? ' is-active' : ''}`}>
              <div
                role="tab"
                aria-selected={selected}
                tabIndex={tab.id === stop ? 0 : -1}
                className="project-tab-label"
                title={tab.title}
                onClick={() => open(tab)}
                onKeyDown={(event) => onKeyDown(event, tab, index)}
              >
                {tab.type === 'auth' ? <TeamOutlined aria-hidden /> : <TableOutlined aria-hidden />}
                <span className="project-tab-title">{tab.title}</span>
              </div>
              <button
                type="button"
                tabIndex={-1}
                className="project-tab-close"
                aria-label={t('workspace.tabs.close', { title: tab.title })}
                onClick={() => close(tab.id)}
              >
                <CloseOutlined aria-hidden />
              </button>
            </div>
          );
        })}
      </div>
    </div>
  );
}
