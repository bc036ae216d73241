import { REMOTE_NAMES, defaultRemoteEntry, type RemoteManifest } from '@basalt/core';

/**
 * Reads `/remotes.json` (served from the backend's config) so a remote can be redeployed elsewhere without
 * rebuilding the shell. Missing entries fall back to the backend's own copy; relative URLs resolve on the page.
 */
export async function fetchRemoteManifest(
  fetchFn: typeof fetch = fetch,
  base = window.location.href,
): Promise<RemoteManifest> {
  let listed: Partial<RemoteManifest> = {};
  try {
    const res = await fetchFn(new URL('/remotes.json', base), { cache: 'no-cache' });
    if (res.ok) listed = (await res.json()) as Partial<RemoteManifest>;
    else console.error(`remotes.json answered ${res.status}; using the built-in remote locations`);
  } catch (err) {
    console.error('remotes.json could not be read; using the built-in remote locations', err);
  }
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, new URL(listed[name] || defaultRemoteEntry(name), base).toString()]),
  ) as RemoteManifest;
}
