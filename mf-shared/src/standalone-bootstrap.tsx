// The standalone public page (dist/standalone/index.html): this package as its own host. No antd here: the form,
// the password dialog and the read-only grid are plain HTML, and antd's message is fetched for the first toast.
import './standalone-public-path';
import type { PropsWithChildren } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createApiClient, createI18n, createSessionStore, type Language, type LanguageResources } from '@basalt/core';
import english from '@basalt/core/locales/en.json';
import { App } from './App';
import { capturePrerenderedForm } from './form/prerendered-form';
import { apiOrigin, documentLanguage, lazyMessage, messageToast } from './standalone-setup';

// English comes with the page: it is every visitor's fallback, so a chunk of its own would only add a request on
// the way to the first render. Other languages stay chunks of their own, fetched when chosen.
async function loadLocale(language: Language): Promise<LanguageResources> {
  if (language === 'en') return english as LanguageResources;
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
  const toast = messageToast(lazyMessage(() => import('antd').then((antd) => antd.message)));
  const Providers = ({ children }: PropsWithChildren) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  const api = createApiClient({ session, baseUrl: apiOrigin(document, window.location.origin) });
  // a form the server wrote stays on screen, usable, until React's own replaces it (form/prerendered-form.ts)
  createRoot(capturePrerenderedForm(document.getElementById('root')!)).render(
    <App
      name="mf-shared"
      slotName="main"
      api={api}
      session={session}
      i18n={i18n}
      toast={toast}
      navigate={(path) => {
        window.history.pushState(null, '', path);
        // as single-spa does in the shell: the page follows the address through popstate (routes/use-public-route.ts)
        window.dispatchEvent(new PopStateEvent('popstate'));
      }}
      appInfo={() => undefined}
      slot={() => document.getElementById('root')}
      Providers={Providers}
    />,
  );
}

void main();
