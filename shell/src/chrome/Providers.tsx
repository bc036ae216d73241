import { useSyncExternalStore, type PropsWithChildren } from 'react';
import { ConfigProvider } from 'antd';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { useAntdTheme } from '@basalt/ui';
import type { LocaleState } from './locale-state';

/**
 * Theme, language and direction for one React tree. The shell hands this component to every remote, so
 * all of Basalt looks the same although each remote renders its own React root; each tree follows language
 * switches through `locale`, not through whoever happens to re-render it. No antd `App` here: it would bring
 * Modal and its dialog code to every page, sign-in included; a page that confirms holds its own `Modal.useModal`,
 * and toasts are the shell's (ShellChrome).
 */
export function createProviders(i18n: I18n, locale: LocaleState) {
  return function BasaltProviders({ children }: PropsWithChildren) {
    const { direction, antdLocale } = useSyncExternalStore(locale.subscribe, locale.getSnapshot);
    const theme = useAntdTheme();
    return (
      <I18nextProvider i18n={i18n}>
        <ConfigProvider theme={theme} locale={antdLocale} direction={direction}>
          {children}
        </ConfigProvider>
      </I18nextProvider>
    );
  };
}
