import type { Page } from '@playwright/test';

/** Records every script the page requests, with its body, from the moment it is called. */
export function recordScripts(page: Page) {
  const scripts: Array<{ url: string; body: Promise<string> }> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push({ url: response.url(), body: response.text().catch(() => '') });
    }
  });
  return {
    urls: () => scripts.map((s) => s.url),
    /** The scripts whose source matches `pattern`. */
    async matching(pattern: RegExp): Promise<string[]> {
      const bodies = await Promise.all(scripts.map(async (s) => ({ url: s.url, body: await s.body })));
      return bodies.filter((s) => pattern.test(s.body)).map((s) => s.url);
    },
  };
}

/** Names of the remotes whose code the page requested (`/remotes/<name>/...`, or a remoteEntry elsewhere). */
export function remotesRequested(urls: string[]): string[] {
  const names = urls.map((u) => /\/remotes\/(mf-[a-z]+)\//.exec(u)?.[1]).filter((n): n is string => !!n);
  return [...new Set(names)].sort();
}
