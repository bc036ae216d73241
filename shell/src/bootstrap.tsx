import { createRoot } from 'react-dom/client';
import { readPreferences, type AppInfo, type Language } from '@basalt/core';
import { loadAntdLocale } from './chrome/antd-locale';
import { createLocaleState } from './chrome/locale-state';
import { createProviders } from './chrome/Providers';
import { ShellChrome } from './chrome/ShellChrome';
import { createToast } from './chrome/toast';
import { createShellI18n } from './i18n/create-i18n';
import { slotElement } from './layout/frame';
import { installRouter, navigate } from './routes/install-router';
import { PROVIDED_TO_REMOTES } from './remotes/provided-shared';
import { startRemotes } from './remotes/start-remotes';
import { startSession } from './session/session-services';

/** App info is read once at start; a failure is only logged (docs/PRODUCT.md §4). */
async function readAppInfo(baseUrl: string): Promise<AppInfo | undefined> {
  try {
    const res = await fetch(new URL('/api/v1/db/meta/nocodb/info', baseUrl), { headers: { 'xc-gui': 'true' } });
    if (res.ok) return (await res.json()) as AppInfo;
    console.error(`App info answered ${res.status}`);
  } catch (err) {
    console.error('App info could not be read', err);
  }
  return undefined;
}

async function main(): Promise<void> {
  const origin = window.location.origin;
  const prefs = readPreferences(window.localStorage);
  // started by the entry (index.ts) before this chunk was fetched; the same promise here
  const manifest = startRemotes();
  const [i18n, appInfo] = await Promise.all([
    createShellI18n(prefs.lang, navigator.languages ?? [navigator.language]),
    readAppInfo(origin),
  ]);
  const locale = createLocaleState(
    i18n,
    (language) => loadAntdLocale(language as Language),
    await loadAntdLocale(i18n.language as Language),
  );
  const toasts = createToast();
  const { toast } = toasts;
  const { session, api, signOut } = await startSession({ origin, i18n, toast, navigate });

  const Providers = createProviders(i18n, locale);
  void PROVIDED_TO_REMOTES; // keeps the provided singletons in the build

  const chromeRoot = createRoot(document.getElementById('basalt-chrome')!);
  const renderChrome = () =>
    chromeRoot.render(
      <Providers>
        <ShellChrome
          session={session}
          navigate={(to) => navigate(to)}
          onSignOut={signOut}
          onLanguageChange={async (language) => {
            await i18n.changeLanguage(language);
            session.setPreference('lang', i18n.language);
          }}
          onMessageApi={toasts.attach}
          header={document.getElementById('basalt-header')!}
          page={document.getElementById('basalt-shell-page')!}
        />
      </Providers>,
    );
  const router = installRouter({
    manifest: await manifest,
    appInfo,
    i18n,
    Providers,
    props: { api, session, i18n, navigate, toast, appInfo: () => appInfo, slot: slotElement, Providers },
  });
  // on a table opened in a fresh tab, the header is drawn after the grid, whose first rows are what is awaited
  // (toasts sent before wait in their queue)
  void router.mainContent.then(renderChrome);
}

main().catch((err) => {
  console.error('Basalt could not start', err);
  const page = document.getElementById('basalt-shell-page');
  if (page) {
    page.hidden = false;
    page.textContent = 'Basalt could not start. Please reload the page.';
  }
});
