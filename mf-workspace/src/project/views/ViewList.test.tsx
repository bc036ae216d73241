import { screen, waitFor, within } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { onMetaChange, type MetaChange, type TableListItem, type ViewMeta } from '@basalt/core';
import { fail, fakeApi, ok, rendererFor, type FakeApi } from '@basalt/ui/testing';
import { ShellProvider } from '../../shell-context';
import { tabsAtom } from '../../state/atoms';
import { TableList } from '../TableList';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });

const table = (id: string, title: string, order: number): TableListItem => ({ id, title, table_name: title, order });
const TABLES = [table('md_1', 'Customers', 1), table('md_2', 'Orders', 2)];
const view = (id: string, title: string, order: number, extra: Partial<ViewMeta> = {}): ViewMeta => ({
  id,
  title,
  type: 3,
  fk_model_id: 'md_2',
  order,
  lock_type: 'collaborative',
  ...extra,
});
// the default view comes last in the server's answer and by its order: the list must still show it first
const ORDERS_VIEWS = [
  view('vw_2', 'Grid view', 2),
  view('vw_3', 'Late', 3),
  view('vw_1', 'Orders', 9, { is_default: true }),
];
const VIEWS_OF_ORDERS = 'GET /api/v1/db/meta/tables/md_2/views';

async function sidebar(server: FakeApi, { at = '/nc/p_1/table/Orders', canManageViews = true } = {}) {
  const store = createStore();
  const onViewOpened = jest.fn();
  const rendered = await renderInShell(
    <JotaiProvider store={store}>
      <TableList
        tables={TABLES}
        activeId="md_2"
        strict={false}
        onOpen={jest.fn()}
        onRename={jest.fn(async () => true)}
        onDelete={jest.fn(async () => {})}
        onMove={jest.fn()}
        canManageViews={canManageViews}
        onViewOpened={onViewOpened}
      />
    </JotaiProvider>,
    { server, at },
  );
  await screen.findByRole('list', { name: 'Views of Orders' });
  return { ...rendered, store, onViewOpened };
}

const withViews = (more: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({ [VIEWS_OF_ORDERS]: ok({ list: ORDERS_VIEWS, pageInfo: {} }), ...more });

/** The titles the sidebar lists; after a write the list is read again, so assertions then wait for it (`waitFor`). */
const viewTitles = (tableTitle = 'Orders') =>
  within(screen.getByRole('list', { name: `Views of ${tableTitle}` }))
    .getAllByTestId('view-item')
    .map((li) => li.querySelector('.view-list-title')!.textContent);

async function viewMenu(user: Awaited<ReturnType<typeof renderInShell>>['user'], title: string) {
  await user.click(screen.getByRole('button', { name: `Actions for view ${title}` }));
  return screen.findByRole('menu');
}

describe('ViewList in the sidebar', () => {
  it("lists the open table's views with the default view first, and loads another table's on expanding it", async () => {
    const server = withViews({
      'GET /api/v1/db/meta/tables/md_1/views': ok({
        list: [view('vw_9', 'Customers', 1, { is_default: true, fk_model_id: 'md_1' })],
        pageInfo: {},
      }),
    });
    const { user } = await sidebar(server);
    expect(viewTitles()).toEqual(['Orders', 'Grid view', 'Late']);
    expect(screen.queryByRole('list', { name: 'Views of Customers' })).toBeNull();

    const toggle = screen.getByRole('button', { name: 'Show or hide the views of Customers' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    await screen.findByRole('list', { name: 'Views of Customers' });
    expect(viewTitles('Customers')).toEqual(['Customers']);

    // collapsing and expanding again uses the loaded views
    await user.click(toggle);
    await user.click(toggle);
    expect(server.calls.filter((c) => c.path.endsWith('/md_1/views'))).toHaveLength(1);
  });

  it("clicking a view opens the table's tab on it and goes to the view's address", async () => {
    const { user, shell, store, onViewOpened } = await sidebar(withViews());
    await user.click(screen.getByRole('button', { name: 'Late' }));
    expect(shell.navigate).toHaveBeenCalledWith('/nc/p_1/table/Orders/Late');
    expect(onViewOpened).toHaveBeenCalledTimes(1);
    expect(store.get(tabsAtom)).toEqual([{ id: 'md_2', title: 'Orders', type: 'table', viewTitle: 'Late' }]);
  });

  it('marks the view the address names as the current one', async () => {
    await sidebar(withViews(), { at: '/nc/p_1/table/Orders/Late' });
    const list = within(screen.getByRole('list', { name: 'Views of Orders' }));
    expect(list.getByRole('button', { name: 'Late' }).getAttribute('aria-current')).toBe('page');
    expect(list.getByRole('button', { name: 'Orders' }).getAttribute('aria-current')).toBeNull();
  });

  it('creates a grid view under a free default name, lists it and opens it', async () => {
    const server = withViews({
      'POST /api/v1/db/meta/tables/md_2/grids': ({ json }) => ok(view('vw_7', (json as { title: string }).title, 4)),
    });
    const { user, shell } = await sidebar(server);
    await user.click(screen.getByRole('button', { name: 'New grid view' }));
    // the naming dialog's code loads on first use: a cold load may take more than the default second
    const dialog = await screen.findByRole('dialog', { name: 'Create a grid view' }, { timeout: 5000 });
    const field = within(dialog).getByLabelText('View name');
    expect((field as HTMLInputElement).value).toBe('Grid view 2');
    await user.type(field, '{Enter}');
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/nc/p_1/table/Orders/Grid%20view%202'));
    expect(server.writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/v1/db/meta/tables/md_2/grids',
        json: { title: 'Grid view 2' },
      }),
    ]);
    await waitFor(() => expect(viewTitles()).toEqual(['Orders', 'Grid view', 'Late', 'Grid view 2']));
  });

  it('creates a form view through the forms endpoint, under a free "Form view" name, and opens it', async () => {
    const server = withViews({
      'POST /api/v1/db/meta/tables/md_2/forms': ({ json }) =>
        ok(view('vw_f', (json as { title: string }).title, 4, { type: 1 })),
    });
    const { user, shell } = await sidebar(server);
    const choices = screen.getByRole('group', { name: 'New view' });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['New grid view', 'New form view']);
    await user.click(within(choices).getByRole('button', { name: 'New form view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a form view' }, { timeout: 5000 });
    const field = within(dialog).getByLabelText('View name');
    expect((field as HTMLInputElement).value).toBe('Form view');
    await user.type(field, '{Enter}');
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/nc/p_1/table/Orders/Form%20view'));
    expect(server.writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/v1/db/meta/tables/md_2/forms',
        json: { title: 'Form view' },
      }),
    ]);
    await waitFor(() => expect(viewTitles()).toEqual(['Orders', 'Grid view', 'Late', 'Form view']));
  });

  it('duplicates a form view as a form', async () => {
    const server = fakeApi({
      [VIEWS_OF_ORDERS]: ok({ list: [...ORDERS_VIEWS, view('vw_f', 'Signup', 5, { type: 1 })], pageInfo: {} }),
      'POST /api/v1/db/meta/tables/md_2/forms': ({ json }) =>
        ok(view('vw_g', (json as { title: string }).title, 6, { type: 1 })),
    });
    const { user } = await sidebar(server);
    await user.click(within(await viewMenu(user, 'Signup')).getByRole('menuitem', { name: /Duplicate/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate "Signup"' }, { timeout: 5000 });
    await user.type(within(dialog).getByLabelText('View name'), '{Enter}');
    await waitFor(() => expect(viewTitles()).toContain('Signup copy'));
    expect(server.writes()[0]).toEqual(
      expect.objectContaining({
        path: '/api/v1/db/meta/tables/md_2/forms',
        json: { title: 'Signup copy', copy_from_id: 'vw_f' },
      }),
    );
  });

  it('duplicates a view by asking the server to copy it under a new name', async () => {
    const server = withViews({
      'POST /api/v1/db/meta/tables/md_2/grids': ({ json }) => ok(view('vw_8', (json as { title: string }).title, 4)),
    });
    const { user } = await sidebar(server);
    await user.click(within(await viewMenu(user, 'Late')).getByRole('menuitem', { name: /Duplicate/ }));
    const field = within(await screen.findByRole('dialog', { name: 'Duplicate "Late"' })).getByLabelText('View name');
    await user.type(field, '{Enter}');
    await waitFor(() => expect(viewTitles()).toEqual(['Orders', 'Grid view', 'Late', 'Late copy']));
    expect(server.writes()[0]!.json).toEqual({ title: 'Late copy', copy_from_id: 'vw_3' });
  });

  it('renames with a PATCH, refusing a name another view of the table has, and follows the open view', async () => {
    const server = withViews({ 'PATCH /api/v1/db/meta/views/vw_3': ok(view('vw_3', 'Overdue', 3)) });
    const { user, shell, store } = await sidebar(server, { at: '/nc/p_1/table/Orders/Late' });
    store.set(tabsAtom, [{ id: 'md_2', title: 'Orders', type: 'table', viewTitle: 'Late' }]);
    await user.click(within(await viewMenu(user, 'Late')).getByRole('menuitem', { name: /Rename/ }));
    const field = within(await screen.findByRole('dialog', { name: 'Rename view' })).getByLabelText('View name');
    await user.clear(field);
    await user.type(field, 'grid VIEW');
    expect(await screen.findByText('A view with this name already exists')).toBeTruthy();
    await user.clear(field);
    expect(await screen.findByText('View name is required')).toBeTruthy();
    await user.type(field, ' Overdue {Enter}');
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/nc/p_1/table/Orders/Overdue'));
    expect(server.writes()).toEqual([
      expect.objectContaining({ method: 'PATCH', path: '/api/v1/db/meta/views/vw_3', json: { title: 'Overdue' } }),
    ]);
    await waitFor(() => expect(viewTitles()).toEqual(['Orders', 'Grid view', 'Overdue']));
    expect(store.get(tabsAtom)).toEqual([{ id: 'md_2', title: 'Orders', type: 'table', viewTitle: 'Overdue' }]);
  });

  it('locks and unlocks a view through its lock_type, and tells the page showing it', async () => {
    const heard: MetaChange[] = [];
    const stop = onMetaChange((change) => heard.push(change));
    const server = withViews({ 'PATCH /api/v1/db/meta/views/vw_2': ok({}) });
    const { user } = await sidebar(server);
    await user.click(within(await viewMenu(user, 'Grid view')).getByRole('menuitem', { name: /Lock view/ }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]).toEqual(
      expect.objectContaining({ method: 'PATCH', path: '/api/v1/db/meta/views/vw_2', json: { lock_type: 'locked' } }),
    );
    const row = screen.getByRole('button', { name: /^Grid view/ });
    expect(await within(row).findByRole('img', { name: 'Locked view' })).toBeTruthy();
    expect(heard).toEqual([{ tableId: 'md_2', what: 'view', viewId: 'vw_2' }]);
    stop();

    await user.click(within(await viewMenu(user, 'Grid view')).getByRole('menuitem', { name: /Unlock view/ }));
    await waitFor(() => expect(server.writes()).toHaveLength(2));
    expect(server.writes()[1]!.json).toEqual({ lock_type: 'collaborative' });
    await waitFor(() => expect(within(row).queryByRole('img', { name: 'Locked view' })).toBeNull());
  });

  it('deletes a view only once confirmed, and never offers to delete the default view', async () => {
    const server = withViews({ 'DELETE /api/v1/db/meta/views/vw_3': ok(true) });
    const { user } = await sidebar(server);

    const defaultMenu = await viewMenu(user, 'Orders');
    expect(
      within(defaultMenu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Rename', 'Duplicate', 'Lock view']);
    await user.keyboard('{Escape}');

    await user.click(within(await viewMenu(user, 'Late')).getByRole('menuitem', { name: /Delete/ }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete view "Late"?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(server.writes()).toEqual([]);

    await user.click(within(await viewMenu(user, 'Late')).getByRole('menuitem', { name: /Delete/ }));
    confirm = await screen.findByRole('dialog', { name: 'Delete view "Late"?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(viewTitles()).toEqual(['Orders', 'Grid view']));
    expect(server.writes().map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /api/v1/db/meta/views/vw_3']);
  });

  it('deleting the open view goes back to the table with its default view', async () => {
    const server = withViews({ 'DELETE /api/v1/db/meta/views/vw_3': ok(true) });
    const { user, shell } = await sidebar(server, { at: '/nc/p_1/table/Orders/Late' });
    await user.click(within(await viewMenu(user, 'Late')).getByRole('menuitem', { name: /Delete/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete view "Late"?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/nc/p_1/table/Orders'));
  });

  it('offers neither the view menu nor creation to someone who may not manage views', async () => {
    const { user, shell } = await sidebar(withViews(), { canManageViews: false });
    expect(viewTitles()).toEqual(['Orders', 'Grid view', 'Late']);
    expect(screen.queryByRole('button', { name: /Actions for view/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New grid view' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New form view' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Grid view' }));
    expect(shell.navigate).toHaveBeenCalledWith('/nc/p_1/table/Orders/Grid%20view');
  });
});

describe('ViewList when the views cannot be read', () => {
  it('says why, stops waiting, and asks again when the table is expanded anew', async () => {
    const server = fakeApi({ [VIEWS_OF_ORDERS]: fail(500, 'Database unavailable') });
    const { user, shell } = await sidebar(server);
    await waitFor(() => expect(shell.toast.error).toHaveBeenCalledWith('Database unavailable'));
    await waitFor(() => expect(screen.queryByText('Loading views…')).toBeNull());

    server.answer({ [VIEWS_OF_ORDERS]: ok({ list: ORDERS_VIEWS, pageInfo: {} }) });
    const toggle = screen.getByRole('button', { name: 'Show or hide the views of Orders' });
    await user.click(toggle);
    await user.click(toggle);
    await waitFor(() => expect(viewTitles()).toEqual(['Orders', 'Grid view', 'Late']));
  });
});
