import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteMatch } from '../routes/match-route';

const BRAND = 'Basalt';

/** The i18n key naming each page the shell titles, by route pattern. */
const TITLE_KEYS: Record<string, string> = {
  '/signin': 'auth.signin.action',
  '/signIn': 'auth.signin.action',
  '/signup/:token?': 'auth.signup.action',
  '/forgot-password': 'auth.forgot.title',
  '/reset-password/:token': 'auth.reset.title',
  '/error/404': 'shell.notFound.title',
  '/projects/*': 'shell.nav.projects',
  '/': 'shell.nav.projects',
  '/user/*': 'auth.change.title',
};

/** Project pages name their project and table, which only the workspace remote knows: it titles them itself. */
const isProjectPage = (match: RouteMatch) => match.route.mounts.some((m) => m.slot === 'sidebar');

/**
 * The browser tab's title for `match` ("Sign in · Basalt"), undefined where a remote sets it; an unknown
 * address is the not-found page.
 */
export function pageTitleKey(match: RouteMatch | undefined): string | null | undefined {
  if (!match) return 'shell.notFound.title';
  if (isProjectPage(match)) return undefined;
  return TITLE_KEYS[match.route.path] ?? null;
}

/** Keeps `document.title` in step with the route and the language. */
export function usePageTitle(match: RouteMatch | undefined): void {
  const { t, i18n } = useTranslation();
  const key = pageTitleKey(match);
  const title = key === undefined ? undefined : key === null ? BRAND : `${t(key)} · ${BRAND}`;
  useEffect(() => {
    if (title !== undefined) document.title = title;
  }, [title, i18n.language]);
}
