import { screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ApiClient } from '@basalt/core';
import { cellsInEnglish, fail, fakeApi, ok, rendererFor } from '@basalt/ui/testing';
import { ShellProvider } from './shell-context';
import { SharedViewPage } from './SharedViewPage';

const renderAt = rendererFor({ I18nextProvider, ShellProvider });
/** The page reads its address from the browser's location (routes/use-public-route.ts): open it there. */
const renderInShell: typeof renderAt = (ui, options = {}) => {
  window.history.replaceState(null, '', options.at ?? '/');
  return renderAt(ui, options);
};
const BASE = '/api/v1/db/public/shared-view/abc';
const AT = { at: '/nc/view/abc' };

const META = {
  id: 'vw_1',
  title: 'Open tasks',
  type: 3,
  meta: { allowCSVDownload: false },
  model: {
    id: 'md_1',
    title: 'Tasks',
    columns: [
      { id: 'c1', title: 'Title', column_name: 'title', uidt: 'SingleLineText', pv: true },
      { id: 'c2', title: 'Done', column_name: 'done', uidt: 'Checkbox' },
    ],
  },
};
const ROWS = {
  list: [
    { Title: 'Write the spec', Done: true },
    { Title: 'Ship it', Done: false },
  ],
  pageInfo: { totalRows: 2 },
};

/** A fake server that also sees the `xc-password` header each read carried (the shared fake ignores headers). */
function serverWithPassword(secret: string) {
  const server = fakeApi();
  const sent: Array<string | undefined> = [];
  const get = server.api.get.bind(server.api);
  (server.api as { get: ApiClient['get'] }).get = ((input: string, options?: { headers?: Record<string, string> }) => {
    sent.push(options?.headers?.['xc-password']);
    return get(input, options);
  }) as ApiClient['get'];
  const guarded = (body: unknown) => () =>
    sent[sent.length - 1] === secret ? ok(body) : fail(403, 'INVALID_SHARED_VIEW_PASSWORD');
  server.answer({ [`GET ${BASE}/meta`]: guarded(META), [`GET ${BASE}/rows`]: guarded(ROWS) });
  return { server, sent };
}

describe('SharedViewPage', () => {
  beforeAll(cellsInEnglish);
  beforeEach(() => window.sessionStorage.clear());

  it('shows the not-found page when the share does not exist', async () => {
    const server = fakeApi({ [`GET ${BASE}/meta`]: fail(404, 'Not found') });
    await renderInShell(<SharedViewPage />, { ...AT, server });
    expect(await screen.findByText('This link does not lead anywhere')).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('Basalt');
  });

  it('asks for the password, says a wrong one is wrong, clears that on typing, and opens with the right one', async () => {
    const { server, sent } = serverWithPassword('s3cret');
    const { user } = await renderInShell(<SharedViewPage />, { ...AT, server });
    const dialog = await screen.findByRole('dialog', { name: 'This view is protected' });
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await user.type(within(dialog).getByLabelText('Password'), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Open' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please check your credentials.');

    const input = screen.getByLabelText('Password');
    await user.clear(input);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(input, 's3cret');
    await user.click(screen.getByRole('button', { name: 'Open' }));

    expect(await screen.findByRole('grid', { name: 'Open tasks' })).toBeTruthy();
    expect(sent).toEqual([undefined, 'nope', 's3cret', 's3cret']);
    expect(window.sessionStorage.getItem('basalt.shared.password.abc')).toBe('s3cret');
  });

  it("draws the view's visible fields and rows as an ARIA grid with the app's cells, without CSV when not allowed", async () => {
    const server = fakeApi({ [`GET ${BASE}/meta`]: ok(META), [`GET ${BASE}/rows`]: ok(ROWS) });
    await renderInShell(<SharedViewPage />, { ...AT, server });
    const grid = await screen.findByRole('grid', { name: 'Open tasks' });
    expect(grid.getAttribute('aria-rowcount')).toBe('3');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Done']);
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3));
    const rows = within(grid).getAllByRole('row');
    expect(rows.map((r) => r.getAttribute('aria-rowindex'))).toEqual(['1', '2', '3']);
    expect(within(rows[1]!).getByRole('gridcell', { name: 'Title: Write the spec' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
    expect(server.calls.find((c) => c.path === `${BASE}/rows`)?.query).toMatchObject({ offset: '0', limit: '50' });
  });

  it('offers "Download CSV" when the share allows it, and sorts by a clicked header', async () => {
    const allowed = { ...META, meta: { allowCSVDownload: true } };
    const server = fakeApi({ [`GET ${BASE}/meta`]: ok(allowed), [`GET ${BASE}/rows`]: ok(ROWS) });
    const { user } = await renderInShell(<SharedViewPage />, { ...AT, server });
    expect(await screen.findByRole('button', { name: 'Download CSV' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Title' }));
    await waitFor(() => expect(server.calls.at(-1)?.query.sort).toBe('Title'));
    expect(screen.getAllByRole('columnheader')[0]!.getAttribute('aria-sort')).toBe('ascending');
  });

  it('pages by windows of 50 rows and searches with what the visitor typed, from the first row again', async () => {
    const many = { list: ROWS.list, pageInfo: { totalRows: 120 } };
    const server = fakeApi({ [`GET ${BASE}/meta`]: ok(META), [`GET ${BASE}/rows`]: ok(many) });
    const { user } = await renderInShell(<SharedViewPage />, { ...AT, server });
    expect((await screen.findByRole('grid')).getAttribute('aria-rowcount')).toBe('121');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(server.calls.at(-1)?.query).toMatchObject({ offset: '50', limit: '50' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Ship');
    await waitFor(() => expect(server.calls.at(-1)?.query).toMatchObject({ offset: '0', search: 'Ship' }));
  });

  it('says a view type without a public renderer cannot be shown yet', async () => {
    const server = fakeApi({ [`GET ${BASE}/meta`]: ok({ ...META, type: 2 }) });
    await renderInShell(<SharedViewPage />, { ...AT, server });
    expect(await screen.findByText('This kind of view cannot be shown here yet.')).toBeTruthy();
  });

  it('shows the not-found page at an address without a share id', async () => {
    const { server } = await renderInShell(<SharedViewPage />, { at: '/nc/view' });
    expect(screen.getByText('This link does not lead anywhere')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });
});
