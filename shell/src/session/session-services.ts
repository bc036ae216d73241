import type { i18n as I18n } from 'i18next';
import {
  createApiClient,
  createSessionStore,
  mergeFeedbackForm,
  requestTokenRefresh,
  shouldPollFeedbackForm,
  startRefreshSchedule,
  storageLock,
  PREFERENCES_STORAGE_KEY,
  readSharedBasePassword,
  signInPathReturningTo,
  type ApiClient,
  type SessionStore,
  type Toast,
} from '@basalt/core';
import { matchRoute } from '../routes/match-route';
import { completeOAuthSignIn } from './oauth-callback';
import { sharedBaseIdOf } from './shared-base';

export interface SessionServices {
  session: SessionStore;
  api: ApiClient;
  signOut(): Promise<void>;
}

/**
 * The session of this browser tab: the store (localStorage), the API client with its refresh-and-retry rule,
 * the refresh schedule, the OAuth return flow and the daily feedback-form poll.
 */
export async function startSession(deps: {
  origin: string;
  i18n: I18n;
  toast: Toast;
  navigate: (path: string) => void;
}): Promise<SessionServices> {
  const { origin, i18n, toast, navigate } = deps;
  const session = createSessionStore(window.localStorage, window);
  // Several requests may fail at once: only the first leaves the page, so the return address stays the page
  // the user was on rather than the sign-in page itself.
  const signedOut = () => {
    toast.error(i18n.t('shell.signedOut'));
    const { pathname, search, hash } = window.location;
    if (matchRoute(pathname)?.route.noAuth) return;
    navigate(signInPathReturningTo(pathname + search + hash, '/signIn'));
  };
  const refresh = () => requestTokenRefresh(origin);
  const api = createApiClient({
    session,
    baseUrl: origin,
    refreshToken: refresh,
    onSignedOut: signedOut,
    onDatabaseConfigMissing: () => navigate('/project/0'),
    // a shared base's pages act as its visitor, signed in or not
    sharedBaseId: () => sharedBaseIdOf(window.location.pathname),
    // a protected base: the password its visitor entered in this tab (mf-workspace stores it)
    sharedBasePassword: (baseId) => readSharedBasePassword(window.sessionStorage, baseId),
  });
  const lock = storageLock(window.localStorage, `${PREFERENCES_STORAGE_KEY}:refresh-lock`);
  startRefreshSchedule({ session, refresh, onExpired: signedOut, lock });
  await completeOAuthSignIn({ api, session, toast });
  void pollFeedbackForm(api, session);

  return {
    session,
    api,
    async signOut() {
      await api.post('/api/v1/auth/user/signout').catch(() => undefined);
      session.signOut();
      navigate('/signin');
    },
  };
}

/** docs/PRODUCT.md §4: at most daily; failures are ignored silently. */
async function pollFeedbackForm(api: ApiClient, session: SessionStore): Promise<void> {
  const pref = session.getState().prefs.feedbackForm;
  if (!shouldPollFeedbackForm(pref, Date.now())) return;
  try {
    const answer = await api
      .get('/api/v1/feedback_form')
      .json<{ url?: string; created_at?: string; error?: unknown }>();
    session.setPreference('feedbackForm', mergeFeedbackForm(pref, answer, Date.now()));
  } catch {
    // silently ignored (docs/PRODUCT.md §7)
  }
}
