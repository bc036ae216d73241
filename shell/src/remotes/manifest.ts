import { REMOTE_NAMES, defaultRemoteEntry, type RemoteManifest } from '@basalt/core';

/** The id of the element in which the backend writes the manifest into the page (backend/src/static). */
export const EMBEDDED_MANIFEST_ID = 'basalt-remotes';

/** The manifest the backend wrote into the page, if it did (not under a dev server) and it parses. */
export function embeddedManifest(
  doc: Pick<Document, 'getElementById'> = document,
): Partial<RemoteManifest> | undefined {
  const text = doc.getElementById(EMBEDDED_MANIFEST_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Partial<RemoteManifest>;
  } catch {
    return undefined;
  }
}

/**
 * The remotes' locations from the backend's config, so a remote can be redeployed elsewhere without rebuilding
 * the shell: as written into the page, else read from `/remotes.json` (one round trip more). Missing entries fall
 * back to the backend's own copy; relative URLs resolve on the page.
 */
export async function fetchRemoteManifest(
  fetchFn: typeof fetch = fetch,
  base = window.location.href,
  embedded: Partial<RemoteManifest> | undefined = embeddedManifest(),
): Promise<RemoteManifest> {
  let listed: Partial<RemoteManifest> = embedded ?? {};
  if (!embedded)
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
