import { loadRemotesAhead, registerRemoteEntries } from './load-remote-app';
import { startRemotes } from './start-remotes';

jest.mock('./load-remote-app', () => ({ loadRemotesAhead: jest.fn(), registerRemoteEntries: jest.fn() }));

describe('the remotes started by the entry, before the shell runs', () => {
  it('are registered once and those of the address loaded ahead, the same start serving the shell later', async () => {
    const fetch = jest.fn(); // the manifest is written into the page, so it is not fetched
    Object.assign(globalThis, { fetch });
    window.history.replaceState(null, '', '/nc/p_1/table/T');
    window.localStorage.setItem('nocodb-gui-v2', JSON.stringify({ token: 't' }));
    document.head.insertAdjacentHTML(
      'afterbegin',
      '<script id="basalt-remotes" type="application/json">{"mf-views":"/v/remoteEntry.js"}</script>',
    );

    const first = startRemotes();
    expect(startRemotes()).toBe(first);
    const manifest = await first;

    expect(manifest['mf-views']).toBe(new URL('/v/remoteEntry.js', window.location.href).toString());
    expect(registerRemoteEntries).toHaveBeenCalledTimes(1);
    expect(registerRemoteEntries).toHaveBeenCalledWith(manifest);
    expect(loadRemotesAhead).toHaveBeenCalledTimes(1);
    expect(loadRemotesAhead).toHaveBeenCalledWith(['mf-views']);
    expect(fetch).not.toHaveBeenCalled();
  });
});
