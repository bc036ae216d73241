import { Tabs } from 'antd';
import { TableOutlined, TeamOutlined } from '@ant-design/icons';
import { useAtom } from 'jotai';
import { useShell } from '../shell-context';
import { tabsAtom } from '../state/atoms';
import { closeTab, tabPath } from '../tabs/tab-rules';
import type { ProjectRoute } from './project-route';

/** The open tables, views and auth tab; selecting navigates, closing follows spec §2. */
export function TabBar({ route, activeId }: { route: ProjectRoute; activeId: string | undefined }) {
  const { navigate } = useShell();
  const [tabs, setTabs] = useAtom(tabsAtom);
  if (tabs.length === 0) return null;
  return (
    <Tabs
      className="project-tabs"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={activeId}
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
