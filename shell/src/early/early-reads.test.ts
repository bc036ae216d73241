import { readProject, startEarlyReads, type EarlyMessage, type EarlyWindow } from './early-reads';
import { firstRowsPath, projectTablesPath, tableMetaPath, tableOpeningPath, viewColumnsPath } from '@basalt/core';
import { projectMePath } from '../session/project-roles';

const TABLES = { list: [{ id: 'md_1', title: 'Big table' }] };
const META_1 = {
  id: 'md_1',
  views: [
    { id: 'vw_2', title: 'Other' },
    { id: 'vw_1', title: 'Big table', is_default: true },
  ],
};
/** The opening of a view of `Big table`: the server's four reads by path (docs/API.md §1.6). */
const openingOf = (viewId: string, rows: unknown) => ({
  reads: {
    [projectTablesPath('p_1')]: TABLES,
    [tableMetaPath('md_1')]: META_1,
    [viewColumnsPath(viewId)]: { list: [] },
    [firstRowsPath('p_1', 'md_1', viewId)]: rows,
  },
});
const ANSWERS: Record<string, unknown> = {
  [projectMePath('p_1')]: { roles: { editor: true } },
  [tableOpeningPath('p_1', 'Big table')]: openingOf('vw_1', { list: [{ Id: 1 }] }),
  [tableOpeningPath('p_1', 'Big table', 'Other')]: openingOf('vw_2', { list: [{ Id: 2 }] }),
  [tableOpeningPath('p_1', 'Gone')]: { reads: { [projectTablesPath('p_1')]: TABLES } },
};
const ORIGIN = 'http://basalt.test';

/** A fetch answering from `answers` by path (404 otherwise), listing what it was asked with which headers. */
function fakeFetch(answers: Record<string, unknown>) {
  const asked: Array<{ path: string; headers: Record<string, string> }> = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    const path = url.slice(ORIGIN.length);
    asked.push({ path, headers: init.headers as Record<string, string> });
    const body = answers[path];
    return { ok: body !== undefined, status: body === undefined ? 404 : 200, json: async () => body };
  }) as unknown as typeof fetch;
  return { fetchFn, asked };
}

/** A window on `pathname`, with `stored` as the shell's preferences and `manifest` written into the page. */
function fakeWindow(pathname: string, stored: unknown, manifest?: Record<string, string>) {
  const { fetchFn, asked } = fakeFetch(ANSWERS);
  document.head.innerHTML = manifest
    ? `<script id="basalt-remotes" type="application/json">${JSON.stringify(manifest)}</script>`
    : '';
  const win: EarlyWindow = {
    location: { pathname, origin: ORIGIN },
    localStorage: { getItem: () => (stored === undefined ? null : JSON.stringify(stored)) },
    document,
    fetch: fetchFn,
  };
  return { win, asked };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the page's inline script", () => {
  it("reads the user's roles and, in one request, the tables, the table's meta, its default view's columns and first rows", async () => {
    const { win, asked } = fakeWindow('/nc/p_1/table/Big%20table', { token: 'tk' });
    startEarlyReads(win);
    await settle();
    expect(asked.map((a) => a.path)).toEqual([projectMePath('p_1'), tableOpeningPath('p_1', 'Big table')]);
    expect(asked[0]!.headers).toEqual({ 'xc-auth': 'tk', 'xc-gui': 'true' });
    expect(asked[1]!.headers).toEqual({ 'xc-auth': 'tk', 'xc-gui': 'true' });
    const early = win.basaltEarlyReads!;
    expect(early.token).toBe('tk');
    expect(await early.answers[projectMePath('p_1')]).toEqual({ roles: { editor: true } });
    expect(await early.answers[projectTablesPath('p_1')]).toEqual(TABLES);
    expect(await early.answers[tableMetaPath('md_1')]).toEqual(META_1);
    expect(await early.answers[viewColumnsPath('vw_1')]).toEqual({ list: [] });
    expect(await early.answers[firstRowsPath('p_1', 'md_1', 'vw_1')]).toEqual({ list: [{ Id: 1 }] });
  });

  it('sends its reads while the page is parsed, before anything else runs', () => {
    const { win, asked } = fakeWindow('/nc/p_1/table/Big%20table', { token: 'tk' });
    startEarlyReads(win);
    expect(asked.map((a) => a.path)).toEqual([projectMePath('p_1'), tableOpeningPath('p_1', 'Big table')]);
  });

  it('reads the view an address names, and only the roles on a project page', async () => {
    const view = fakeWindow('/nc/p_1/view/Big%20table/Other', { token: 'tk' });
    startEarlyReads(view.win);
    await settle();
    expect(view.asked.at(-1)!.path).toBe(tableOpeningPath('p_1', 'Big table', 'Other'));
    expect(await view.win.basaltEarlyReads!.answers[firstRowsPath('p_1', 'md_1', 'vw_2')]).toEqual({
      list: [{ Id: 2 }],
    });

    const project = fakeWindow('/nc/p_1', { token: 'tk' });
    startEarlyReads(project.win);
    await settle();
    expect(project.asked.map((a) => a.path)).toEqual([projectMePath('p_1')]);
  });

  it('reads nothing for a signed-out visitor, a previewed role, or a page outside a project', async () => {
    for (const [path, stored] of [
      ['/nc/p_1/table/Big%20table', undefined],
      ['/nc/p_1/table/Big%20table', { token: null }],
      ['/nc/p_1/table/Big%20table', { token: 'tk', previewAs: 'viewer' }],
      ['/projects', { token: 'tk' }],
      ['/nc/view/vw_1', { token: 'tk' }],
    ] as const) {
      const { win, asked } = fakeWindow(path, stored);
      startEarlyReads(win);
      await settle();
      expect(asked).toEqual([]);
      expect(win.basaltEarlyReads).toBeUndefined();
    }
  });

  it("fetches the remotes' entries the address mounts, from the manifest written into the page", () => {
    const manifest = { 'mf-workspace': '/remotes/mf-workspace/remoteEntry.js', 'mf-views': '/v/remoteEntry.js' };
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel=preload][as=script]')].map((l) => l.getAttribute('href'));
    startEarlyReads(fakeWindow('/nc/p_1/table/T', undefined, manifest).win);
    expect(preloads()).toEqual(['/remotes/mf-workspace/remoteEntry.js', '/v/remoteEntry.js']);
    startEarlyReads(fakeWindow('/nc/p_1', undefined, manifest).win);
    expect(preloads()).toEqual(['/remotes/mf-workspace/remoteEntry.js']);
    startEarlyReads(fakeWindow('/nc/p_1/table/T', undefined).win);
    expect(preloads()).toEqual([]);
  });

  it('turns a refused read into a rejection, and leaves no rejection unhandled', async () => {
    const { win } = fakeWindow('/nc/p_9/table/T', { token: 'tk' });
    startEarlyReads(win);
    await settle();
    await expect(win.basaltEarlyReads!.answers[projectTablesPath('p_9')]).rejects.toThrow('404');
  });

  it('offers only what the opening answered, leaving the rest for the shell to read', async () => {
    const { win } = fakeWindow('/nc/p_1/table/Gone', { token: 'tk' });
    startEarlyReads(win);
    await settle();
    const early = win.basaltEarlyReads!;
    expect(await early.answers[projectTablesPath('p_1')]).toEqual(TABLES);
    expect(Object.keys(early.answers).sort()).toEqual([projectMePath('p_1'), projectTablesPath('p_1')].sort());
  });
});

describe('the chain of reads', () => {
  it("announces each step's next reads before the answer they follow, so they are found on their way", async () => {
    const { fetchFn } = fakeFetch(ANSWERS);
    const heard: string[] = [];
    readProject(
      { origin: ORIGIN, token: 'tk', projectId: 'p_1', tableTitle: 'Big table' },
      fetchFn,
      (m: EarlyMessage) => heard.push(`${m.state} ${m.path}`),
    );
    await settle();
    const at = (line: string) => heard.indexOf(line);
    expect(at(`asked ${projectTablesPath('p_1')}`)).toBe(1);
    for (const path of [tableMetaPath('md_1'), viewColumnsPath('vw_1'), firstRowsPath('p_1', 'md_1', 'vw_1')]) {
      expect(at(`asked ${path}`)).toBeGreaterThan(-1);
      expect(at(`asked ${path}`)).toBeLessThan(at(`answered ${projectTablesPath('p_1')}`));
      expect(at(`answered ${path}`)).toBeGreaterThan(at(`answered ${projectTablesPath('p_1')}`));
    }
  });
});
