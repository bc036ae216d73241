import { EMBEDDED_MANIFEST_ID, embeddedManifest, fetchRemoteManifest } from './manifest';

const BASE = 'http://basalt.test/nc/p_1';

describe("the remotes' manifest", () => {
  afterEach(() => (document.body.innerHTML = ''));

  it('takes the manifest written into the page without asking for remotes.json', async () => {
    document.body.innerHTML = `<script id="${EMBEDDED_MANIFEST_ID}" type="application/json">{"mf-views":"https://cdn.test/v/remoteEntry.js"}</script>`;
    const fetchFn = jest.fn();
    const manifest = await fetchRemoteManifest(fetchFn as unknown as typeof fetch, BASE, embeddedManifest());
    expect(fetchFn).not.toHaveBeenCalled();
    expect(manifest['mf-views']).toBe('https://cdn.test/v/remoteEntry.js');
    expect(manifest['mf-auth']).toBe('http://basalt.test/remotes/mf-auth/remoteEntry.js');
  });

  it('reads remotes.json when the page carries no manifest or a broken one', async () => {
    document.body.innerHTML = `<script id="${EMBEDDED_MANIFEST_ID}" type="application/json">{broken</script>`;
    expect(embeddedManifest()).toBeUndefined();
    const fetchFn = jest.fn(async () => ({
      ok: true,
      json: async () => ({ 'mf-views': '/elsewhere/remoteEntry.js' }),
    }));
    const manifest = await fetchRemoteManifest(fetchFn as unknown as typeof fetch, BASE, undefined);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(manifest['mf-views']).toBe('http://basalt.test/elsewhere/remoteEntry.js');
  });
});
