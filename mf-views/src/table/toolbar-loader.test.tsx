import { screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { fakeApi, ok, rendererFor } from '@basalt/ui/testing';
import { ShellProvider } from '../shell-context';
import { ViewPage } from '../ViewPage';
import { DATA, META, gridAnswers, viewRows } from '../grid/testing/grid-fixture';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });

async function openGrid() {
  const server = fakeApi({
    ...gridAnswers(5),
    [`GET ${META}/views/vw_1/sorts`]: ok({ list: [{ id: 'so_1', fk_column_id: 'c_count', direction: 'desc' }] }),
    [`GET ${META}/views/vw_1/filters`]: ok({ list: [] }),
  });
  const rendered = await renderInShell(<ViewPage />, { server, at: '/nc/p_1/table/Tasks' });
  const grid = await screen.findByRole('grid', { name: 'Records of Tasks' });
  await within(grid).findByRole('gridcell', { name: 'Task 1' }, { timeout: 5000 });
  return { ...rendered, grid };
}

describe('view toolbar', () => {
  it('shows the view is sorted before its menus load, and opens the menu pressed once they have', async () => {
    const { user } = await openGrid();
    expect(await screen.findByRole('button', { name: 'Sorted by 1' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sorted by 1' }));
    expect(await screen.findByRole('region', { name: 'Sorts of this view' }, { timeout: 5000 })).toBeTruthy();
  });

  it('saves the row height with the grid view and redraws the rows at it', async () => {
    const { user, server, grid } = await openGrid();
    server.answer({ [`PATCH ${META}/grids/vw_1`]: ok({}) });
    const firstRow = () => within(grid).getAllByRole('row')[1]!;
    expect(firstRow().style.height).toBe('32px');
    await user.click(screen.getByRole('button', { name: 'Row height' }));
    await user.click(screen.getByRole('menuitem', { name: 'Tall' }));
    await waitFor(() => expect(firstRow().style.height).toBe('88px'));
    expect(server.writes()).toEqual([
      { method: 'PATCH', path: `${META}/grids/vw_1`, query: {}, json: { row_height: 2 } },
    ]);
  });

  it("reads the rows with filters kept in the page and the view's sorts once filterAutoSave is off", async () => {
    const { user, server } = await openGrid();
    server.answer({ [`GET ${DATA}`]: viewRows(2) });
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(
      await screen.findByRole('checkbox', { name: 'Save filter changes to the view' }, { timeout: 5000 }),
    );
    await user.click(await screen.findByRole('button', { name: /Add filter group$/ }));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'GET' && c.path === DATA)).toBe(true));
    const read = server.calls.find((c) => c.method === 'GET' && c.path === DATA)!;
    expect(JSON.parse(read.query.filterArrJson!)).toEqual([{ logical_op: 'and', is_group: true, children: [] }]);
    expect(JSON.parse(read.query.sortArrJson!)).toEqual([{ fk_column_id: 'c_count', direction: 'desc' }]);
    expect(server.writes()).toEqual([]);
    await waitFor(() => expect(screen.getByText('2 records')).toBeTruthy());
  });
});
