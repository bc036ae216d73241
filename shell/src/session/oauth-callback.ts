import { extractErrorText, type ApiClient, type SessionStore, type Toast } from '@basalt/core';

/** Which provider sent the user back: GitHub passes `state`, Google passes `scope` (docs/PRODUCT.md §7). */
export function oauthProvider(search: URLSearchParams): 'github' | 'google' | undefined {
  if (!search.get('code')) return undefined;
  if (search.get('scope')) return 'google';
  if (search.get('state')) return 'github';
  return undefined;
}

/**
 * Completes an OAuth sign-in when the page URL carries `code` plus `scope` or `state`: the query goes to the
 * server's genTokenByCode, the returned token signs the user in, a failure shows the server's message, and the
 * query string is removed from the URL either way.
 */
export async function completeOAuthSignIn(deps: {
  api: ApiClient;
  session: SessionStore;
  toast: Toast;
}): Promise<boolean> {
  const search = new URLSearchParams(window.location.search);
  const provider = oauthProvider(search);
  if (!provider) return false;
  try {
    const { token } = await deps.api
      .post(`/auth/${provider}/genTokenByCode?${search.toString()}`)
      .json<{ token: string }>();
    deps.session.setToken(token);
    return true;
  } catch (err) {
    deps.toast.error(await extractErrorText(err));
    return false;
  } finally {
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.hash);
  }
}
