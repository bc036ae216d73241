import type { ComponentType, PropsWithChildren, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { testUser } from './user';
import { App as AntApp, ConfigProvider } from 'antd';
import { englishI18n, fakeShell, type FakeShell, type FakeShellOptions } from './fake-shell';
import { TEST_THEME } from './render';
import { TestStyles } from './test-styles';

type I18nextProviderType = ComponentType<{ i18n: FakeShell['i18n']; children?: ReactNode }>;

/**
 * Mounts a remote's root component as single-spa does: with the shell's custom props, whose `Providers` (theme,
 * English strings, antd App) wrap the remote's tree. The page's address is set with `history.pushState` first,
 * as the remote brings its own browser router. `providersMounted` counts how often the remote used `Providers`.
 */
export async function mountRemote<Props>(
  Root: ComponentType<Props>,
  I18nextProvider: I18nextProviderType,
  options: FakeShellOptions & { at?: string } = {},
) {
  window.history.pushState(null, '', options.at ?? '/');
  const i18n = await englishI18n();
  const shell = fakeShell(i18n, options);
  const providersMounted = jest.fn();
  shell.Providers = function TestProviders({ children }: PropsWithChildren) {
    providersMounted();
    return (
      <TestStyles>
        <I18nextProvider i18n={i18n}>
          <ConfigProvider theme={TEST_THEME}>
            <AntApp>{children}</AntApp>
          </ConfigProvider>
        </I18nextProvider>
      </TestStyles>
    );
  };
  const user = testUser();
  const result = render(<Root {...(shell as unknown as Props & object)} />);
  return { ...result, shell, server: shell.server, user, providersMounted };
}
