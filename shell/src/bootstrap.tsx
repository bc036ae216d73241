import { createRoot } from 'react-dom/client';
import { navigateToUrl, registerApplication, start } from 'single-spa';
import {
  REMOTE_NAMES,
  createApiClient,
  createSessionStore,
  roleNames,
  type AppInfo,
  type Language,
  type NavigateOptions,
  type RemoteName,
  type RemoteProps,
  type SlotName,
} from '@basalt/core';
import type { Locale } from 'antd/es/locale';
import { loadAntdLocale } from './chrome/antd-locale';
import { createProviders } from './chrome/Providers';
import { ShellChrome } from './chrome/ShellChrome';
import { createToast } from './chrome/toast';
import { createShellI18n } from './i18n/create-i18n';
import { setLayout, setShellPageVisible, slotElement } from './layout/frame';
import { guardRoute } from './routes/guard';
import { matchRoute } from './routes/match-route';
import { ROUTES } from './routes/route-table';
import { loadRemoteApp, registerRemoteEntries } from './remotes/load-remote-app';
import { fetchRemoteManifest } from './remotes/manifest';
import { unavailableLifecycles } from './remotes/unavailable-lifecycles';

type ShellAppProps = Omit<RemoteProps, 'name'> & {
  remote: RemoteName;
  slotName: SlotName;
  domElementGetter: () => HTMLElement | null;
};

function navigate(path: string, options: NavigateOptions = {}): void {
  if (options.replace) window.history.replaceState(window.history.state, '', path);
  else navigateToUrl(path);
}

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

/** Every (remote, slot) pair the route table uses becomes one single-spa application. */
function placements(): Array<{ remote: RemoteName; slot: SlotName }> {
  const seen = new Map<string, { remote: RemoteName; slot: SlotName }>();
  for (const route of ROUTES) for (const m of route.mounts) seen.set(`${m.remote}:${m.slot}`, m);
  return [...seen.values()].filter((m) => REMOTE_NAMES.includes(m.remote));
}

async function main(): Promise<void> {
  const origin = window.location.origin;
  const session = createSessionStore(window.localStorage);
  const [i18n, manifest, appInfo] = await Promise.all([
    createShellI18n(session.getState().prefs.lang, navigator.languages ?? [navigator.language]),
    fetchRemoteManifest(),
    readAppInfo(origin),
  ]);
  let antdLocale: Locale | undefined = await loadAntdLocale(i18n.language as Language);
  const toasts = createToast();
  const toast = toasts.toast;

  const api = createApiClient({
    session,
    baseUrl: origin,
    onSignedOut: () => {
      toast.error(i18n.t('shell.signedOut'));
      navigate('/signIn');
    },
  });

  const Providers = createProviders(i18n, () => antdLocale);
  registerRemoteEntries(manifest);

  const chromeRoot = createRoot(document.getElementById('basalt-chrome')!);
  const renderChrome = () =>
    chromeRoot.render(
      <Providers>
        <ShellChrome
          navigate={(to) => navigate(to)}
          onLanguageChange={async (language) => {
            await i18n.changeLanguage(language);
            antdLocale = await loadAntdLocale(i18n.language as Language);
            session.setPreference('lang', i18n.language);
            renderChrome();
          }}
          onMessageApi={toasts.attach}
          header={document.getElementById('basalt-header')!}
          page={document.getElementById('basalt-shell-page')!}
        />
      </Providers>,
    );
  renderChrome();

  const sharedProps: Omit<RemoteProps, 'name'> = {
    api,
    session,
    i18n,
    navigate,
    toast,
    appInfo: () => appInfo,
    slot: slotElement,
    Providers,
  };

  for (const { remote, slot } of placements()) {
    registerApplication<ShellAppProps>({
      name: `${remote}:${slot}`,
      app: () =>
        loadRemoteApp<ShellAppProps>(remote).catch((err: unknown) => {
          console.error(`${remote} could not be loaded from ${manifest[remote]}`, err);
          return unavailableLifecycles(remote, `${manifest[remote]}: ${(err as Error)?.message ?? err}`, Providers);
        }),
      activeWhen: (location) =>
        !!matchRoute(location.pathname)?.route.mounts.some((m) => m.remote === remote && m.slot === slot),
      customProps: { ...sharedProps, remote, slotName: slot, domElementGetter: () => slotElement(slot) },
    });
  }

  let previousPath: string | undefined;
  const redirectFor = () =>
    guardRoute({
      match: matchRoute(window.location.pathname),
      signedIn: session.isSignedIn(),
      firstUser: appInfo?.firstUser ?? false,
      roles: roleNames(session.getState().user?.roles),
      previousPath,
    });
  const applyLayout = () => {
    const match = matchRoute(window.location.pathname);
    setLayout(match?.route.layout ?? 'default');
    setShellPageVisible(!match || match.route.mounts.length === 0);
  };

  window.addEventListener('single-spa:before-routing-event', (event) => {
    const redirect = redirectFor();
    if (redirect) {
      (event as CustomEvent<{ cancelNavigation?: () => void }>).detail.cancelNavigation?.();
      if (redirect.messageKey) toast.error(i18n.t(redirect.messageKey));
      setTimeout(() => navigate(redirect.to, { replace: true }));
      return;
    }
    applyLayout();
  });
  window.addEventListener('single-spa:routing-event', () => {
    previousPath = window.location.pathname;
  });

  const initial = redirectFor();
  if (initial) window.history.replaceState(null, '', initial.to);
  applyLayout();
  start({ urlRerouteOnly: true });
}

main().catch((err) => {
  console.error('Basalt could not start', err);
  const page = document.getElementById('basalt-shell-page');
  if (page) {
    page.hidden = false;
    page.textContent = 'Basalt could not start. Please reload the page.';
  }
});
