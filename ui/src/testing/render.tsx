import type { ComponentType, ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { testUser } from './user';
import { App as AntApp, ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ANTD_THEME } from '@basalt/core';
import { englishI18n, fakeShell, type FakeShell, type FakeShellOptions } from './fake-shell';
import { TestStyles } from './test-styles';

// antd in jsdom renders slowly, and the machines running the suite are shared: give each test room (the import
// wizard's longest test takes 11 s alone and took over 60 s on a CI host running benchmarks beside it).
jest.setTimeout(120_000);

// antd's form validators settle a tick after user-event's act() scope ends; React then warns about the state
// update. The warning says nothing about the behaviour under test, so it is kept out of the output.
const consoleError = console.error.bind(console);
jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('was not wrapped in act(')) return;
  consoleError(...args);
});

/** Basalt's theme without animations: a test need not wait for a dialog to fade. */
export const TEST_THEME = { ...ANTD_THEME, token: { ...ANTD_THEME.token, motion: false } };

/**
 * The package's own `I18nextProvider` and shell-context provider: each remote bundles its own copies (Module
 * Federation shares them in the browser), so the test hands in the ones its components read.
 */
export interface PackageProviders<Shell> {
  I18nextProvider: ComponentType<{ i18n: FakeShell['i18n']; children?: ReactNode }>;
  ShellProvider?: ComponentType<{ value: Shell; children?: ReactNode }>;
}

export interface RenderOptions extends FakeShellOptions {
  /** The address the page is opened at (default `/`). */
  at?: string;
  /** The route pattern the page is mounted under, for `useParams` (default: any path). */
  path?: string;
}

/**
 * Renders `ui` as the shell would mount it: antd theme and App (for modals and confirms), the real English
 * strings, a router at `at`, and a fake shell whose API answers from `server` and whose `toast` and `navigate`
 * are spies. Returns the shell and a user-event session to type and click with.
 */
export function rendererFor<Shell>(providers: PackageProviders<Shell>) {
  return async function renderInShell(ui: ReactElement, options: RenderOptions = {}) {
    const i18n = await englishI18n();
    const shell = fakeShell(i18n, options);
    const { I18nextProvider, ShellProvider } = providers;
    const withShell = ShellProvider ? <ShellProvider value={shell as unknown as Shell}>{ui}</ShellProvider> : ui;
    const user = testUser();
    const result = render(
      <I18nextProvider i18n={i18n}>
        <ConfigProvider theme={TEST_THEME}>
          <AntApp>
            <MemoryRouter initialEntries={[options.at ?? '/']}>
              <Routes>
                <Route path={options.path ?? '*'} element={withShell} />
              </Routes>
            </MemoryRouter>
          </AntApp>
        </ConfigProvider>
      </I18nextProvider>,
      { wrapper: TestStyles },
    );
    return { ...result, shell, server: shell.server, user };
  };
}
