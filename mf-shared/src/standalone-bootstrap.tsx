import type { PropsWithChildren } from 'react';
import { createRoot } from 'react-dom/client';
import { App as AntApp, ConfigProvider, message } from 'antd';
import { I18nextProvider } from 'react-i18next';
import {
  createApiClient,
  createI18n,
  createSessionStore,
  isRightToLeft,
  type Language,
  type LanguageResources,
} from '@basalt/core';
import { useAntdTheme } from '@basalt/ui';
import { App } from './App';
import { apiOrigin, documentLanguage, messageToast } from './standalone-setup';

async function loadLocale(language: Language): Promise<LanguageResources> {
  const module = (await import(`@basalt/core/locales/${language}.json`)) as { default: LanguageResources };
  return module.default;
}

async function main() {
  const session = createSessionStore(window.localStorage);
  const i18n = await createI18n({
    stored: session.getState().prefs.lang,
    browserLanguages: navigator.languages ?? [navigator.language],
    load: loadLocale,
    onLanguage: (language) => {
      const { lang, dir } = documentLanguage(language);
      document.documentElement.lang = lang;
      document.documentElement.dir = dir;
    },
  });
  const toast = messageToast(message);
  const Providers = ({ children }: PropsWithChildren) => (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider theme={useAntdTheme()} direction={isRightToLeft(i18n.language) ? 'rtl' : 'ltr'}>
        <AntApp component={false}>{children}</AntApp>
      </ConfigProvider>
    </I18nextProvider>
  );
  const api = createApiClient({ session, baseUrl: apiOrigin(document, window.location.origin) });
  createRoot(document.getElementById('root')!).render(
    <App
      name="mf-shared"
      slotName="main"
      api={api}
      session={session}
      i18n={i18n}
      toast={toast}
      navigate={(path) => window.history.pushState(null, '', path)}
      appInfo={() => undefined}
      slot={() => document.getElementById('root')}
      Providers={Providers}
    />,
  );
}

void main();
