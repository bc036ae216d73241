import type { ApiClient } from '@basalt/core';

/** One request a component sent, as a test reads it back. */
export interface ApiCall {
  method: string;
  /** The path without the query string, e.g. `/api/v1/auth/user/signup`. */
  path: string;
  query: Record<string, string>;
  /** The JSON body (ky's `json` option), if any. */
  json: unknown;
}

/** What the fake server answers: a status and a JSON body. */
export interface Reply {
  status: number;
  body?: unknown;
}

type Answer = Reply | ((call: ApiCall) => Reply | Promise<Reply>);

/** A reply the test resolves later: to see what the page shows while it waits. */
export function deferredReply() {
  let resolve!: (reply: Reply) => void;
  const reply = new Promise<Reply>((r) => (resolve = r));
  return { answer: () => reply, resolve };
}

export const ok = (body: unknown = {}): Reply => ({ status: 200, body });
export const fail = (status: number, msg: string): Reply => ({ status, body: { msg } });

/** A response object with the parts the front end reads (status, ok, a JSON or text body, clone). */
function fakeResponse({ status, body }: Reply) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const response = {
    status,
    ok: status >= 200 && status < 300,
    bodyUsed: false,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => text,
    json: async () => (text ? JSON.parse(text) : undefined),
    clone: () => fakeResponse({ status, body }),
  };
  return response;
}

/** Shaped like ky's HTTPError: `response` carries the server's answer, so `extractErrorText` reads its msg. */
class FakeHttpError extends Error {
  override name = 'HTTPError';
  constructor(
    readonly response: ReturnType<typeof fakeResponse>,
    call: ApiCall,
  ) {
    super(`Request failed with status code ${response.status}: ${call.method} ${call.path}`);
  }
}

function toQuery(searchParams: unknown, url: URL): Record<string, string> {
  const query: Record<string, string> = Object.fromEntries(url.searchParams);
  if (searchParams instanceof URLSearchParams) Object.assign(query, Object.fromEntries(searchParams));
  else if (searchParams && typeof searchParams === 'object')
    for (const [key, value] of Object.entries(searchParams)) query[key] = String(value);
  return query;
}

/**
 * A stand-in for the shell's API client (ky) answering from a table of `'METHOD /path'` entries. Every request
 * is recorded in `calls`; a request with no entry answers 404 with a message naming it, so a page calling
 * something unexpected shows it.
 */
export function fakeApi(answers: Record<string, Answer> = {}) {
  const calls: ApiCall[] = [];
  const table = { ...answers };

  type Options = { method?: string; json?: unknown; searchParams?: unknown };

  function request(method: string, input: string | URL, options: Options = {}) {
    const url = new URL(String(input), 'http://basalt.test');
    const call: ApiCall = {
      method,
      path: decodeURIComponent(url.pathname),
      query: toQuery(options.searchParams, url),
      json: options.json,
    };
    calls.push(call);
    const answered = (async () => {
      const answer = table[`${method} ${call.path}`];
      const reply = !answer
        ? fail(404, `No fake answer for ${method} ${call.path}`)
        : typeof answer === 'function'
          ? await answer(call)
          : answer;
      const response = fakeResponse(reply);
      if (!response.ok) throw new FakeHttpError(response, call);
      return response;
    })();
    return Object.assign(answered, { json: () => answered.then((r) => r.json()) });
  }

  const client = Object.assign(
    (input: string, options?: Options) => request((options?.method ?? 'get').toUpperCase(), input, options),
    {
      get: (input: string, options?: Options) => request('GET', input, options),
      post: (input: string, options?: Options) => request('POST', input, options),
      put: (input: string, options?: Options) => request('PUT', input, options),
      patch: (input: string, options?: Options) => request('PATCH', input, options),
      delete: (input: string, options?: Options) => request('DELETE', input, options),
      head: (input: string, options?: Options) => request('HEAD', input, options),
    },
  );

  return {
    api: client as unknown as ApiClient,
    calls,
    /** Adds or replaces answers, e.g. to make the next call fail. */
    answer(more: Record<string, Answer>) {
      Object.assign(table, more);
    },
    /** The calls other than reads: what the page asked the server to change. */
    writes: () => calls.filter((c) => c.method !== 'GET'),
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;
