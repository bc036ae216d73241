import type { PropsWithChildren } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ANTD_THEME, isRightToLeft } from '@basalt/core';

/**
 * Theme, language and direction for one React tree. The shell hands this component to every remote, so
 * all of Basalt looks the same although each remote renders its own React root.
 */
export function createProviders(i18n: I18n, antdLocale: () => Locale | undefined) {
  return function BasaltProviders({ children }: PropsWithChildren) {
    return (
      <I18nextProvider i18n={i18n}>
        <ConfigProvider
          theme={ANTD_THEME}
          locale={antdLocale()}
          direction={isRightToLeft(i18n.language) ? 'rtl' : 'ltr'}
        >
          <AntApp component={false}>{children}</AntApp>
        </ConfigProvider>
      </I18nextProvider>
    );
  };
}
