import ky, { type Input, type KyInstance } from 'ky';
import type { SessionStore } from '../session/store.js';
import { SHARE_PASSWORD_HEADER } from './shared-base-password.js';

export type ApiClient = KyInstance;

export interface ApiClientOptions {
  session: SessionStore;
  /** Origin (or base URL) of the API; relative paths like `/api/v1/...` resolve against it. */
  baseUrl: string;
  /** Asks the server for a new token (refresh cookie); resolves null when it refuses. */
  refreshToken?: () => Promise<string | null>;
  /** Called when a 401 could not be mended by one refresh: the session is already cleared. */
  onSignedOut?: () => void;
  /** The server said 'Database config not found' (docs/PRODUCT.md §8: the app goes to /project/0). */
  onDatabaseConfigMissing?: () => void;
  /** The shared base id on shared-base routes (header `xc-shared-base-id`). */
  sharedBaseId?: () => string | undefined;
  /** The password the visitor entered for a protected shared base, sent along with its id. */
  sharedBasePassword?: (sharedBaseId: string) => string | undefined;
  fetch?: typeof fetch;
}

/** GET answers worth one more try (docs/PRODUCT.md §7); writes are never retried. */
export const RETRIED_GET_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504];

/** Calls that must not carry the preview-as and shared-base headers (docs/PRODUCT.md §7). */
const WITHOUT_CONTEXT_HEADERS = [/\/user\/me(\?|$)/, /\/admin\/roles(\?|$)/];

const RETRIED_MARK = 'x-basalt-retried';

export const DATABASE_CONFIG_MISSING = 'Database config not found';

/** Asks the server for a new token with the refresh cookie; null when it refuses. */
export async function requestTokenRefresh(baseUrl: string, fetchFn: typeof fetch = fetch): Promise<string | null> {
  const res = await fetchFn(new URL('/api/v1/auth/token/refresh', baseUrl), {
    method: 'POST',
    credentials: 'include',
    headers: { 'xc-gui': 'true' },
  });
  if (!res.ok) return null;
  const body = (await res.json().catch(() => undefined)) as { token?: unknown } | undefined;
  return typeof body?.token === 'string' ? body.token : null;
}

/**
 * The one HTTP client of the front end: it adds the `xc-*` headers, retries failing GETs once, and on a 401
 * refreshes the token once and repeats the request once; if that fails the user is signed out.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { session } = options;
  let refreshing: Promise<string | null> | undefined;

  // Concurrent 401s share one refresh rather than racing to rotate the refresh cookie.
  const refreshOnce = () => {
    refreshing ??= (options.refreshToken?.() ?? Promise.resolve(null))
      .catch(() => null)
      .finally(() => {
        refreshing = undefined;
      });
    return refreshing;
  };

  const raw: KyInstance = ky.create({
    credentials: 'include',
    fetch: options.fetch,
    timeout: 60_000,
    retry: { limit: 1, methods: ['get'], statusCodes: RETRIED_GET_STATUSES, backoffLimit: 1000 },
    hooks: {
      beforeRequest: [
        (request) => {
          const { prefs } = session.getState();
          request.headers.set('xc-gui', 'true');
          if (prefs.token && !request.headers.has('xc-auth')) request.headers.set('xc-auth', prefs.token);
          if (!WITHOUT_CONTEXT_HEADERS.some((re) => re.test(request.url))) {
            if (prefs.previewAs) request.headers.set('xc-preview', prefs.previewAs);
            const sharedBaseId = options.sharedBaseId?.();
            if (sharedBaseId) request.headers.set('xc-shared-base-id', sharedBaseId);
          }
          // a protected base's password goes with its id, also where the caller names the base itself (its `me`)
          const baseId = request.headers.get('xc-shared-base-id');
          const password = baseId ? options.sharedBasePassword?.(baseId) : undefined;
          if (password) request.headers.set(SHARE_PASSWORD_HEADER, password);
        },
      ],
      afterResponse: [
        async (_request, _options, response) => {
          if (response.ok || !options.onDatabaseConfigMissing) return response;
          const body = await response
            .clone()
            .json()
            .catch(() => undefined);
          if ((body as { msg?: unknown } | undefined)?.msg === DATABASE_CONFIG_MISSING)
            options.onDatabaseConfigMissing();
          return response;
        },
        async (request, _options, response) => {
          if (response.status !== 401 || request.headers.has(RETRIED_MARK)) return response;
          if (/\/auth\/(token\/refresh|refresh-token)/.test(request.url)) return response;
          const token = await refreshOnce();
          if (!token) {
            session.signOut();
            options.onSignedOut?.();
            return response;
          }
          session.setToken(token);
          const retry = new Request(request, { headers: new Headers(request.headers) });
          retry.headers.set('xc-auth', token);
          retry.headers.set(RETRIED_MARK, '1');
          return raw(retry, { retry: 0, throwHttpErrors: false });
        },
      ],
    },
  });
  return withBaseUrl(raw, options.baseUrl);
}

/** Paths like `/api/v1/...` resolve against the API's base URL (ky 1's prefixUrl refuses a leading slash). */
function withBaseUrl(raw: KyInstance, baseUrl: string): KyInstance {
  const at = (input: Input): Input => (typeof input === 'string' ? new URL(input, baseUrl) : input);
  const client = ((input, opts) => raw(at(input), opts)) as KyInstance;
  for (const method of ['get', 'post', 'put', 'patch', 'delete', 'head'] as const) {
    (client as unknown as Record<string, unknown>)[method] = (input: Input, opts?: Parameters<KyInstance['get']>[1]) =>
      raw[method](at(input), opts);
  }
  return Object.assign(client, { create: raw.create, extend: raw.extend, stop: raw.stop, retry: raw.retry });
}
