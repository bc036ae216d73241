import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { rendererFor } from '@basalt/ui/testing';
import { ShellProvider } from '../shell-context';
import { tabsAtom } from '../state/atoms';
import type { Tab } from '../tabs/tab-rules';
import { parseProjectRoute } from './project-route';
import { TabBar } from './TabBar';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });

// antd's tab list measures itself; jsdom has no layout, so nothing to observe.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const OPEN: Tab[] = [
  { id: 'md_1', title: 'Orders', type: 'table' },
  { id: 'auth', title: 'Team & auth', type: 'auth' },
  { id: 'md_2', title: 'Customers', type: 'table' },
];

function renderTabBar(props: { path: string; activeId: string | undefined; sidebarOpen?: boolean; drawer?: boolean }) {
  const store = createStore();
  store.set(tabsAtom, OPEN);
  const onToggleSidebar = jest.fn();
  const control: { setActive?: (id: string | undefined) => void } = {};
  function Harness() {
    const [activeId, setActive] = useState(props.activeId);
    control.setActive = setActive;
    return (
      <Provider store={store}>
        <TabBar
          route={parseProjectRoute(props.path)!}
          activeId={activeId}
          sidebarOpen={props.sidebarOpen ?? true}
          drawer={props.drawer ?? false}
          onToggleSidebar={onToggleSidebar}
        />
      </Provider>
    );
  }
  /** The route changes: the page now shows `id` (undefined: the project home). */
  const routeShows = (id: string | undefined) => act(() => control.setActive!(id));
  return { store, onToggleSidebar, routeShows, rendered: renderInShell(<Harness />) };
}

const highlighted = () =>
  screen
    .getAllByRole('tab')
    .filter((tab) => tab.getAttribute('aria-selected') === 'true')
    .map((tab) => tab.textContent?.trim());

describe('TabBar', () => {
  it('highlights the tab of the route, and none once the route is the project home', async () => {
    const { routeShows, rendered } = renderTabBar({ path: '/nc/p_1/auth', activeId: 'auth' });
    await rendered;
    expect(highlighted()).toEqual(['Team & auth']);
    routeShows(undefined);
    expect(highlighted()).toEqual([]);
    routeShows('md_2');
    expect(highlighted()).toEqual(['Customers']);
  });

  it('navigates to a tab when it is selected', async () => {
    const { rendered } = renderTabBar({ path: '/nc/p_1/table/Orders', activeId: 'md_1' });
    const { user, shell } = await rendered;
    await user.click(screen.getByRole('tab', { name: /Customers/ }));
    expect(shell.navigate).toHaveBeenCalledWith('/nc/p_1/table/Customers');
  });

  it('closing the active tab moves to the one before it', async () => {
    const { rendered, store } = renderTabBar({ path: '/nc/p_1/table/Customers', activeId: 'md_2' });
    const { user, shell } = await rendered;
    await user.click(screen.getByRole('button', { name: 'Close Customers' }));
    expect(store.get(tabsAtom).map((t) => t.title)).toEqual(['Orders', 'Team & auth']);
    expect(shell.navigate).toHaveBeenCalledWith('/nc/p_1/auth');
  });

  it('moves between tabs with the arrows, opens one with Enter and closes one with Delete', async () => {
    const { rendered, store } = renderTabBar({ path: '/nc/p_1/table/Orders', activeId: 'md_1' });
    const { user, shell } = await rendered;
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    screen.getByRole('tab', { name: /Orders/ }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Customers/ }));
    await user.keyboard('{Enter}');
    expect(shell.navigate).toHaveBeenLastCalledWith('/nc/p_1/table/Customers');
    // wraps from the first to the last
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Customers/ }));
    await user.keyboard('{ArrowLeft}{Delete}');
    expect(store.get(tabsAtom).map((t) => t.title)).toEqual(['Orders', 'Customers']);
  });

  it('shows or hides the sidebar from its first button, saying which it will do', async () => {
    const open = renderTabBar({ path: '/nc/p_1', activeId: undefined, sidebarOpen: true });
    const { user, unmount } = await open.rendered;
    const hide = screen.getByRole('button', { name: 'Hide the sidebar' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    await user.click(hide);
    expect(open.onToggleSidebar).toHaveBeenCalledTimes(1);
    unmount();

    await renderTabBar({ path: '/nc/p_1', activeId: undefined, sidebarOpen: false, drawer: true }).rendered;
    expect(screen.getByRole('button', { name: 'Show the sidebar' }).getAttribute('aria-expanded')).toBe('false');
  });
});
