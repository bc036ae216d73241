import { signInPathReturningTo } from '@basalt/core';
import type { RouteMatch } from './match-route';

export interface GuardInput {
  match: RouteMatch | undefined;
  signedIn: boolean;
  /** From app info: no user exists yet, so sign-up comes first. */
  firstUser: boolean;
  roles: string[];
  /** The page the user came from, for sending a signed-in user back from sign-in pages. */
  previousPath?: string;
  /** The page asked for (path, query, hash): sign-in returns there afterwards. */
  requested?: string;
}

export interface GuardRedirect {
  to: string;
  /** An i18n key for the message to show, if any. */
  messageKey?: string;
}

/** The route guard of docs/PRODUCT.md §6: where to send a visitor instead of `match`, or undefined to let them in. */
export function guardRoute(input: GuardInput): GuardRedirect | undefined {
  const { match, signedIn, firstUser, roles, previousPath, requested } = input;
  if (!match) return undefined;
  const { route } = match;
  if (!route.public && !route.sharedBase && !signedIn) {
    return { to: firstUser ? '/signup' : signInPathReturningTo(requested ?? '/') };
  }
  if (route.noAuth && signedIn) return { to: previousPath || '/' };
  if (route.roles && !route.roles.some((role) => roles.includes(role))) {
    return { to: '/', messageKey: 'shell.guard.pagePermission' };
  }
  return undefined;
}
