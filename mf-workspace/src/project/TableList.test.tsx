import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Provider as JotaiProvider, createStore, useAtomValue } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import type { Project, TableListItem } from '@basalt/core';
import { fail, fakeApi, ok, rendererFor, type FakeApi } from '@basalt/ui/testing';
import { ShellProvider } from '../shell-context';
import { projectAtom, tablesAtom, tabsAtom } from '../state/atoms';
import { CreateTableDialog } from './CreateTableDialog';
import { parseProjectRoute } from './project-route';
import { useTableActions } from './table-actions';
import { TableList } from './TableList';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });

const table = (id: string, title: string, order: number): TableListItem => ({ id, title, table_name: title, order });
const TABLES = [table('md_1', 'Customers', 1), table('md_2', 'Orders', 2), table('md_3', 'Invoices', 3)];

function list(overrides: Partial<Parameters<typeof TableList>[0]> = {}) {
  const props = {
    tables: TABLES,
    activeId: undefined,
    strict: false,
    onOpen: jest.fn(),
    onRename: jest.fn(async () => true),
    onDelete: jest.fn(async () => {}),
    onMove: jest.fn(),
    ...overrides,
  };
  return { props, ui: <TableList {...props} /> };
}

const titles = () => screen.getAllByTestId('table-item').map((li) => li.textContent);

async function openMenu(user: Awaited<ReturnType<typeof renderInShell>>['user'], title: string, item: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${title}` }));
  await user.click(await screen.findByRole('menuitem', { name: new RegExp(item) }));
}

describe('TableList', () => {
  it('says so when the project has no table', async () => {
    await renderInShell(list({ tables: [] }).ui);
    expect(screen.getByText('No tables yet')).toBeTruthy();
  });

  it('lists the tables in the given order and marks the open one', async () => {
    await renderInShell(list({ activeId: 'md_2' }).ui);
    expect(titles()).toEqual(['Customers', 'Orders', 'Invoices']);
    const active = screen.getAllByTestId('table-item').filter((li) => li.classList.contains('is-active'));
    expect(active.map((li) => li.textContent)).toEqual(['Orders']);
  });

  it('offers no table actions nor dragging to those who may not manage tables (a visitor, an editor)', async () => {
    const { ui, props } = list({ canManageTables: false });
    const { user } = await renderInShell(ui);
    expect(screen.queryByRole('button', { name: 'Actions for Orders' })).toBeNull();
    expect(screen.getAllByTestId('table-item').every((item) => item.getAttribute('draggable') === 'false')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Orders' }));
    expect(props.onOpen).toHaveBeenCalledWith(TABLES[1]);
  });

  it('opens a table on click', async () => {
    const { ui, props } = list();
    const { user } = await renderInShell(ui);
    await user.click(screen.getByRole('button', { name: 'Orders' }));
    expect(props.onOpen).toHaveBeenCalledWith(TABLES[1]);
  });

  it('renames from the row menu with the table-name rules, trimming the name', async () => {
    const { ui, props } = list();
    const { user } = await renderInShell(ui);
    await openMenu(user, 'Orders', 'Rename');
    const field = within(await screen.findByRole('dialog', { name: 'Rename table' })).getByLabelText('Table name');
    await user.clear(field);
    await user.type(field, 'Old/orders');
    expect(await screen.findByText('Following characters are not allowed: /')).toBeTruthy();
    await user.clear(field);
    await user.type(field, ' Sales {Enter}');
    await waitFor(() => expect(props.onRename).toHaveBeenCalledWith(TABLES[1], 'Sales'));
  });

  it('deletes only after the confirmation names the table', async () => {
    const { ui, props } = list();
    const { user } = await renderInShell(ui);
    await openMenu(user, 'Invoices', 'Delete');
    let confirm = await screen.findByRole('dialog', { name: 'Delete table "Invoices"?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(props.onDelete).not.toHaveBeenCalled();

    await openMenu(user, 'Invoices', 'Delete');
    confirm = await screen.findByRole('dialog', { name: 'Delete table "Invoices"?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(props.onDelete).toHaveBeenCalledWith(TABLES[2]));
  });

  it('reports a drag from one row onto another as a move', async () => {
    const { ui, props } = list();
    await renderInShell(ui);
    const [first, , third] = screen.getAllByTestId('table-item');
    fireEvent.dragStart(first!, { dataTransfer: { setData: jest.fn(), effectAllowed: 'all' } });
    fireEvent.dragOver(third!);
    expect(third!.classList.contains('is-drop-target')).toBe(true);
    fireEvent.drop(third!);
    expect(props.onMove).toHaveBeenCalledWith(0, 2);
  });
});

/** The sidebar's pieces wired as the project page wires them: the list and the create dialog on the actions. */
function Sidebar({ path }: { path: string }) {
  const route = parseProjectRoute(path)!;
  const actions = useTableActions(route);
  const tables = useAtomValue(tablesAtom);
  const [creating, setCreating] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setCreating(true)}>
        new table
      </button>
      <TableList
        tables={tables}
        activeId={undefined}
        strict={false}
        onOpen={actions.openTable}
        onRename={actions.rename}
        onDelete={actions.remove}
        onMove={(from, to) => void actions.move(from, to)}
      />
      <CreateTableDialog
        open={creating}
        strict={false}
        existing={tables.map((t) => t.title)}
        onClose={() => setCreating(false)}
        onCreate={actions.create}
      />
    </>
  );
}

async function sidebar(server: FakeApi, path = '/nc/p_1') {
  const store = createStore();
  store.set(projectAtom, { id: 'p_1', title: 'Sales' } as Project);
  store.set(tablesAtom, TABLES);
  const rendered = await renderInShell(
    <JotaiProvider store={store}>
      <Sidebar path={path} />
    </JotaiProvider>,
    { server },
  );
  return { ...rendered, store };
}

describe('TableList wired to the table actions', () => {
  it('opening a table opens its tab and goes to its page', async () => {
    const { user, shell, store } = await sidebar(fakeApi());
    await user.click(screen.getByRole('button', { name: 'Orders' }));
    expect(shell.navigate).toHaveBeenCalledWith('/nc/p_1/table/Orders');
    expect(store.get(tabsAtom)).toEqual([{ id: 'md_2', title: 'Orders', type: 'table' }]);
  });

  it('creating a table sends its name, lists it and opens it', async () => {
    const server = fakeApi({
      'POST /api/v1/db/meta/projects/p_1/tables': ({ json }) =>
        ok({ ...table('md_9', (json as { title: string }).title, 4), columns: [] }),
    });
    const { user, shell } = await sidebar(server);
    await user.click(screen.getByRole('button', { name: 'new table' }));
    await user.type(await screen.findByLabelText('Table name'), 'Suppliers{Enter}');
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/nc/p_1/table/Suppliers'));
    expect(server.writes()[0]!.json).toEqual({ table_name: 'Suppliers', title: 'Suppliers' });
    expect(titles()).toEqual(['Customers', 'Orders', 'Invoices', 'Suppliers']);
  });

  it("a refused creation shows the server's message and keeps the dialog open", async () => {
    const server = fakeApi({ 'POST /api/v1/db/meta/projects/p_1/tables': fail(400, 'Duplicate table name') });
    const { user, shell } = await sidebar(server);
    await user.click(screen.getByRole('button', { name: 'new table' }));
    await user.type(await screen.findByLabelText('Table name'), 'Suppliers{Enter}');
    await waitFor(() => expect(shell.toast.error).toHaveBeenCalledWith('Duplicate table name'));
    expect(screen.getByRole('dialog', { name: 'Create a table' })).toBeTruthy();
    expect(titles()).toEqual(['Customers', 'Orders', 'Invoices']);
  });

  it('renaming the open table saves it and follows it to its new address', async () => {
    const server = fakeApi({
      'PATCH /api/v1/db/meta/tables/md_2': ok({ msg: 'The table has been updated successfully' }),
    });
    const { user, shell } = await sidebar(server, '/nc/p_1/table/Orders');
    await openMenu(user, 'Orders', 'Rename');
    const field = await screen.findByLabelText('Table name');
    await user.clear(field);
    await user.type(field, 'Sales{Enter}');
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/nc/p_1/table/Sales'));
    expect(server.writes()[0]).toEqual(
      expect.objectContaining({ method: 'PATCH', json: { title: 'Sales', project_id: 'p_1' } }),
    );
    expect(titles()).toEqual(['Customers', 'Sales', 'Invoices']);
  });

  it('deleting the open table removes it and, its tab being the only one, goes to the project root', async () => {
    const server = fakeApi({ 'DELETE /api/v1/db/meta/tables/md_2': ok(true) });
    const { user, shell, store } = await sidebar(server, '/nc/p_1/table/Orders');
    store.set(tabsAtom, [{ id: 'md_2', title: 'Orders', type: 'table' }]);
    await openMenu(user, 'Orders', 'Delete');
    const confirm = await screen.findByRole('dialog', { name: 'Delete table "Orders"?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/nc/p_1'));
    expect(server.writes().map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /api/v1/db/meta/tables/md_2']);
    expect(titles()).toEqual(['Customers', 'Invoices']);
    expect(store.get(tabsAtom)).toEqual([]);
  });

  it('a drag stores the new order of every table whose place changed', async () => {
    const server = fakeApi({
      'POST /api/v1/db/meta/tables/md_1/reorder': ok({}),
      'POST /api/v1/db/meta/tables/md_2/reorder': ok({}),
      'POST /api/v1/db/meta/tables/md_3/reorder': ok({}),
    });
    await sidebar(server);
    const items = screen.getAllByTestId('table-item');
    fireEvent.dragStart(items[2]!, { dataTransfer: { setData: jest.fn(), effectAllowed: 'all' } });
    fireEvent.drop(items[0]!);
    await waitFor(() => expect(server.writes()).toHaveLength(3));
    expect(titles()).toEqual(['Invoices', 'Customers', 'Orders']);
    expect(server.writes().map((c) => [c.path, c.json])).toEqual([
      ['/api/v1/db/meta/tables/md_3/reorder', { order: 1 }],
      ['/api/v1/db/meta/tables/md_1/reorder', { order: 2 }],
      ['/api/v1/db/meta/tables/md_2/reorder', { order: 3 }],
    ]);
  });

  it('a refused reorder puts the tables back and says why', async () => {
    const server = fakeApi({ 'POST /api/v1/db/meta/tables/md_2/reorder': fail(403, 'Not allowed') });
    const { shell } = await sidebar(server);
    const items = screen.getAllByTestId('table-item');
    fireEvent.dragStart(items[1]!, { dataTransfer: { setData: jest.fn(), effectAllowed: 'all' } });
    fireEvent.drop(items[0]!);
    await waitFor(() => expect(shell.toast.error).toHaveBeenCalledWith('Not allowed'));
    await waitFor(() => expect(titles()).toEqual(['Customers', 'Orders', 'Invoices']));
  });
});
