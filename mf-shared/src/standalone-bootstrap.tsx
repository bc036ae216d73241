import type { PropsWithChildren } from 'react';
import { createRoot } from 'react-dom/client';
import { App as AntApp, ConfigProvider, message } from 'antd';
import { I18nextProvider } from 'react-i18next';
import {
  ANTD_THEME,
  TOAST_SECONDS,
  createApiClient,
  createI18n,
  createSessionStore,
  isRightToLeft,
  type Language,
  type LanguageResources,
  type Toast,
} from '@basalt/core';
import { App } from './App';

async function loadLocale(language: Language): Promise<LanguageResources> {
  const module = (await import(`@basalt/core/locales/${language}.json`)) as { default: LanguageResources };
  return module.default;
}

/** The API this page talks to: `<meta name="basalt-api">` when deployed at another origin, else this one. */
function apiOrigin(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="basalt-api"]')?.content || window.location.origin;
}

async function main() {
  const session = createSessionStore(window.localStorage);
  const i18n = await createI18n({
    stored: session.getState().prefs.lang,
    browserLanguages: navigator.languages ?? [navigator.language],
    load: loadLocale,
    onLanguage: (language) => {
      document.documentElement.lang = language.replace('_', '-');
      document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
    },
  });
  const show = (type: keyof Toast) => (content: string) =>
    void message.open({ type, content, key: content, duration: TOAST_SECONDS });
  const toast: Toast = { success: show('success'), error: show('error'), info: show('info'), warning: show('warning') };
  const Providers = ({ children }: PropsWithChildren) => (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider theme={ANTD_THEME} direction={isRightToLeft(i18n.language) ? 'rtl' : 'ltr'}>
        <AntApp component={false}>{children}</AntApp>
      </ConfigProvider>
    </I18nextProvider>
  );
  const api = createApiClient({ session, baseUrl: apiOrigin() });
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
