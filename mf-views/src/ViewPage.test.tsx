import { screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { fail, fakeApi, ok, rendererFor } from '@basalt/ui/testing';
import { ShellProvider, useShell } from './shell-context';
import type { Props } from './props';
import { ViewPage } from './ViewPage';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });

/** The page under a shell that reads project roles once per page and the first page's reads ahead, as the real one. */
function InFullShell(props: Pick<Props, 'projectRoles' | 'takeReadAhead'>) {
  return (
    <ShellProvider value={{ ...useShell(), ...props }}>
      <ViewPage />
    </ShellProvider>
  );
}

const META = '/api/v1/db/meta';
const DEFAULT_VIEW = { id: 'vw_1', title: 'Tasks', type: 3, fk_model_id: 'md_1', is_default: true };
const tablesOf = (projectId: string) => ({
  [`GET ${META}/projects/${projectId}/tables`]: ok({
    list: [{ id: 'md_1', title: 'Tasks', table_name: 'tasks' }],
    pageInfo: { totalRows: 1 },
  }),
  [`GET ${META}/tables/md_1`]: ok({
    id: 'md_1',
    title: 'Tasks',
    table_name: 'tasks',
    columns: [
      { id: 'c_id', title: 'Id', column_name: 'id', uidt: 'ID', pk: true },
      { id: 'c_title', title: 'Title', column_name: 'title', uidt: 'SingleLineText', pv: true },
      { id: 'c_notes', title: 'Notes', column_name: 'notes', uidt: 'LongText' },
    ],
  }),
  [`GET ${META}/tables/md_1/views`]: ok({
    list: [
      { id: 'vw_other', title: 'Other', type: 3, fk_model_id: 'md_1' },
      { id: 'vw_1', title: 'Tasks', type: 3, fk_model_id: 'md_1', is_default: true },
    ],
    pageInfo: { totalRows: 2 },
  }),
  [`GET ${META}/views/vw_1/columns`]: ok({ list: [], pageInfo: { totalRows: 0 } }),
  'GET /api/v1/auth/user/me': ok({ roles: { editor: true } }),
  [`GET /api/v1/db/data/noco/${projectId}/md_1/views/vw_1`]: ok({
    list: [{ Id: 1, Title: 'First task' }],
    pageInfo: { totalRows: 1 },
  }),
});

describe('ViewPage', () => {
  it('asks to choose a table on a path that names none', async () => {
    const { server } = await renderInShell(<ViewPage />, { at: '/nc/p_0' });
    expect(screen.getByText('Choose a table to see its records')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it("finds the table of the path by title, reads its fields afresh and shows its default view's records", async () => {
    const server = fakeApi(tablesOf('p_1'));
    await renderInShell(<ViewPage />, { server, at: '/nc/p_1/table/Tasks' });
    // the first grid of the run loads the grid's code: on a busy machine that takes more than the default second
    expect(await screen.findByRole('gridcell', { name: 'First task' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('2 fields')).toBeTruthy();
    expect(server.calls.map((c) => c.path)).toEqual([
      `${META}/projects/p_1/tables`,
      `${META}/tables/md_1`,
      `${META}/tables/md_1/views`,
      // the rows' first page is read alongside the view's settings, not after them, and only once
      '/api/v1/db/data/noco/p_1/md_1/views/vw_1',
      `${META}/views/vw_1/columns`,
      '/api/v1/auth/user/me',
      // the toolbar's sort and filter counts
      `${META}/views/vw_1/sorts`,
      `${META}/views/vw_1/filters`,
    ]);
  });

  it("takes the user's project roles from the shell rather than asking for them again", async () => {
    const server = fakeApi(tablesOf('p_6'));
    const projectRoles = jest.fn(async () => ['viewer']);
    await renderInShell(<InFullShell projectRoles={projectRoles} />, { server, at: '/nc/p_6/table/Tasks' });
    // the first grid of the run loads the grid's code: on a busy machine that takes more than the default second
    expect(await screen.findByRole('gridcell', { name: 'First task' }, { timeout: 8000 })).toBeTruthy();
    expect(projectRoles).toHaveBeenCalledWith('p_6');
    expect(server.calls.map((c) => c.path)).not.toContain('/api/v1/auth/user/me');
    // a viewer's grid is read-only: the roles were used
    expect(await screen.findByText(/read.only/i)).toBeTruthy();
  });

  it('takes what the shell read ahead on a fresh tab instead of asking for it again', async () => {
    const answers = tablesOf('p_7');
    const server = fakeApi(answers);
    const metaWithViews = { ...(answers[`GET ${META}/tables/md_1`]!.body as object), views: [DEFAULT_VIEW] };
    const ahead: Record<string, unknown> = {
      [`${META}/projects/p_7/tables`]: answers[`GET ${META}/projects/p_7/tables`]!.body,
      [`${META}/tables/md_1`]: metaWithViews,
      [`${META}/views/vw_1/columns`]: { list: [], pageInfo: { totalRows: 0 } },
      '/api/v1/db/data/noco/p_7/md_1/views/vw_1?limit=100&offset=0': {
        list: [{ Id: 1, Title: 'Read by the shell' }],
        pageInfo: { totalRows: 1 },
      },
    };
    const takeReadAhead = (path: string) => (path in ahead ? Promise.resolve(ahead[path]) : undefined);
    await renderInShell(<InFullShell takeReadAhead={takeReadAhead} projectRoles={async () => ['editor']} />, {
      server,
      at: '/nc/p_7/table/Tasks',
    });
    expect(await screen.findByRole('gridcell', { name: 'Read by the shell' })).toBeTruthy();
    // only the toolbar's sort and filter counts are asked for
    expect(server.calls.map((c) => c.path)).toEqual([`${META}/views/vw_1/sorts`, `${META}/views/vw_1/filters`]);
  });

  it('opens the view a view path names', async () => {
    const server = fakeApi({
      ...tablesOf('p_4'),
      [`GET ${META}/views/vw_other/columns`]: ok({ list: [], pageInfo: { totalRows: 0 } }),
      [`GET /api/v1/db/data/noco/p_4/md_1/views/vw_other`]: ok({
        list: [{ Id: 9, Title: 'Only in Other' }],
        pageInfo: { totalRows: 1 },
      }),
    });
    await renderInShell(<ViewPage />, { server, at: '/nc/p_4/view/Tasks/Other' });
    expect(await screen.findByRole('gridcell', { name: 'Only in Other' })).toBeTruthy();
  });

  it('opens a form view in the form builder with its Share button, reading the views once and no rows', async () => {
    const answers = tablesOf('p_5');
    const server = fakeApi({
      ...answers,
      [`GET ${META}/tables/md_1/views`]: ok({
        list: [DEFAULT_VIEW, { id: 'vw_form', title: 'Signup', type: 1, fk_model_id: 'md_1' }],
        pageInfo: { totalRows: 2 },
      }),
      [`GET ${META}/forms/vw_form`]: ok({ fk_view_id: 'vw_form', heading: 'Join us', meta: {} }),
      [`GET ${META}/forms/vw_form/columns`]: ok({
        list: [{ id: 'fc_1', fk_column_id: 'c_title', show: true, order: 1, required: false }],
        pageInfo: {},
      }),
      'GET /api/v1/auth/user/me': ok({ roles: 'owner' }),
    });
    await renderInShell(<ViewPage />, { server, at: '/nc/p_5/view/Tasks/Signup' });
    // an owner may share the form
    expect(await screen.findByRole('button', { name: 'Share' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByTestId('form-builder', {}, { timeout: 5000 })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Form heading' }) as HTMLInputElement).value).toBe('Join us');
    expect(screen.queryByRole('grid')).toBeNull();
    // the roles are asked alongside the form's settings: in either order
    expect(server.calls.map((c) => c.path).sort()).toEqual(
      [
        `${META}/projects/p_5/tables`,
        `${META}/tables/md_1`,
        `${META}/tables/md_1/views`,
        `${META}/forms/vw_form`,
        `${META}/forms/vw_form/columns`,
        '/api/v1/auth/user/me',
      ].sort(),
    );
  });

  it('reads the views again when the address names one the read-ahead table lacks (just created)', async () => {
    const answers = tablesOf('p_8');
    const server = fakeApi({
      ...answers,
      [`GET ${META}/tables/md_1/views`]: ok({
        list: [DEFAULT_VIEW, { id: 'vw_new', title: 'New form', type: 1, fk_model_id: 'md_1' }],
        pageInfo: { totalRows: 2 },
      }),
      [`GET ${META}/forms/vw_new`]: ok({ fk_view_id: 'vw_new', heading: 'Fresh', meta: {} }),
      [`GET ${META}/forms/vw_new/columns`]: ok({ list: [], pageInfo: {} }),
    });
    const metaWithViews = { ...(answers[`GET ${META}/tables/md_1`]!.body as object), views: [DEFAULT_VIEW] };
    const ahead: Record<string, unknown> = {
      [`${META}/projects/p_8/tables`]: answers[`GET ${META}/projects/p_8/tables`]!.body,
      [`${META}/tables/md_1`]: metaWithViews,
    };
    const takeReadAhead = (path: string) => (path in ahead ? Promise.resolve(ahead[path]) : undefined);
    await renderInShell(<InFullShell takeReadAhead={takeReadAhead} projectRoles={async () => ['editor']} />, {
      server,
      at: '/nc/p_8/view/Tasks/New%20form',
    });
    expect(await screen.findByTestId('form-builder', {}, { timeout: 5000 })).toBeTruthy();
    expect(server.calls.map((c) => c.path)).toEqual([
      `${META}/tables/md_1/views`,
      `${META}/forms/vw_new`,
      `${META}/forms/vw_new/columns`,
    ]);
  });

  it('says the table does not exist when the project has no table of that title', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const server = fakeApi(tablesOf('p_2'));
    await renderInShell(<ViewPage />, { server, at: '/nc/p_2/table/Gone' });
    expect(await screen.findByText('The table "Gone" does not exist (any more).')).toBeTruthy();
    expect(server.calls.map((c) => c.path)).toEqual([`${META}/projects/p_2/tables`]);
    warn.mockRestore();
  });

  it("shows the server's message when the project's tables cannot be read", async () => {
    const server = fakeApi({ [`GET ${META}/projects/p_3/tables`]: fail(500, 'Database unavailable') });
    const { shell } = await renderInShell(<ViewPage />, { server, at: '/nc/p_3/table/Tasks' });
    await waitFor(() => expect(shell.toast.error).toHaveBeenCalledWith('Database unavailable'));
    expect(await screen.findByText('The table "Tasks" does not exist (any more).')).toBeTruthy();
  });

  it("leaves a non-member's 403 to the shell's project guard: no toast of its own", async () => {
    const server = fakeApi({ [`GET ${META}/projects/p_5/tables`]: fail(403, 'Not allowed') });
    const { shell } = await renderInShell(<ViewPage />, { server, at: '/nc/p_5/table/Tasks' });
    expect(await screen.findByText('The table "Tasks" does not exist (any more).')).toBeTruthy();
    expect(shell.toast.error).not.toHaveBeenCalled();
  });
});
