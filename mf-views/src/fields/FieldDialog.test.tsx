import { screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { fail, fakeApi, ok, rendererFor } from '@basalt/ui/testing';
import { ShellProvider } from '../shell-context';
import { ViewPage } from '../ViewPage';
import { META, gridAnswers } from '../grid/testing/grid-fixture';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });

async function openGrid() {
  const server = fakeApi(gridAnswers(5));
  const rendered = await renderInShell(<ViewPage />, { server, at: '/nc/p_1/table/Tasks' });
  const grid = await screen.findByRole('grid', { name: 'Records of Tasks' });
  await within(grid).findByRole('gridcell', { name: 'Task 1' }, { timeout: 5000 });
  return { ...rendered, grid };
}

const tableReads = (calls: { path: string }[]) => calls.filter((c) => c.path === `${META}/tables/md_1`).length;

describe('field dialog in the grid', () => {
  it('adds a field from the header: the body goes to the column route and the table is read again', async () => {
    const { user, server } = await openGrid();
    server.answer({ [`POST ${META}/tables/md_1/columns`]: ok({}) });
    const before = tableReads(server.calls);
    await user.click(screen.getByRole('button', { name: 'Add a field' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add field' }, { timeout: 5000 });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Notes');
    await user.click(within(dialog).getByRole('button', { name: 'Add field' }));
    await waitFor(() =>
      expect(server.writes().map((w) => [w.method, w.path])).toEqual([['POST', `${META}/tables/md_1/columns`]]),
    );
    expect(server.writes()[0]!.json).toMatchObject({ title: 'Notes', column_name: 'Notes' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(tableReads(server.calls)).toBeGreaterThan(before));
  });

  it("edits a field from its menu, and keeps the dialog with the server's message when refused", async () => {
    const { user, server, shell } = await openGrid();
    server.answer({ [`PATCH ${META}/columns/c_count`]: fail(400, 'Values of Count cannot become Checkbox') });
    await user.click(screen.getByRole('button', { name: 'Field menu: Count' }));
    await user.click(screen.getByRole('menuitem', { name: 'Edit field' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit field' }, { timeout: 5000 });
    const name = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    expect(name.value).toBe('Count');
    await user.clear(name);
    await user.type(name, 'Amount');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(shell.toast.error).toHaveBeenCalledWith('Values of Count cannot become Checkbox'));
    expect(server.writes()[0]).toMatchObject({ method: 'PATCH', path: `${META}/columns/c_count` });
    expect(screen.getByRole('dialog', { name: 'Edit field' })).toBeTruthy();
  });
});
