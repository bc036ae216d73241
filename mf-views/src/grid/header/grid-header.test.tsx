import { screen, waitFor, within } from '@testing-library/react';
import { ok } from '@basalt/ui/testing';
import { DATA, META, type gridAnswers } from '../testing/grid-fixture';
import { openGrid as openTasks } from '../testing/open-grid';
import { copyTitleOf } from './use-column-menu';

const openGrid = (options?: Parameters<typeof gridAnswers>[1]) => openTasks(20, options);

const menuItems = () => screen.getAllByRole('menuitem').map((item) => item.textContent);
const rowReads = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === `${DATA}/views/vw_1`).length;

describe('column header menu', () => {
  it("offers an owner every action, and the display field's menu neither hides nor deletes it", async () => {
    const { user } = await openGrid();
    await user.click(screen.getByRole('button', { name: 'Field menu: Count' }));
    expect(menuItems()).toEqual([
      'Edit field',
      'Duplicate field',
      'Sort ascending',
      'Sort descending',
      'Freeze up to this field',
      'Hide field',
      'Delete field',
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Field menu: Title' }));
    expect(menuItems()).toEqual(['Edit field', 'Duplicate field', 'Sort ascending', 'Sort descending']);
    expect(screen.getByRole('button', { name: 'Add a field' })).toBeTruthy();
  });

  it('sorts the view by a field and reads its rows again', async () => {
    const { user, server } = await openGrid();
    server.answer({
      [`GET ${META}/views/vw_1/sorts`]: ok({ list: [] }),
      [`POST ${META}/views/vw_1/sorts`]: ok({ id: 'so_1' }),
    });
    const before = rowReads(server.calls);
    await user.click(screen.getByRole('button', { name: 'Field menu: Count' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sort descending' }));
    await waitFor(() =>
      expect(server.writes()).toEqual([
        {
          method: 'POST',
          path: `${META}/views/vw_1/sorts`,
          query: {},
          json: { fk_column_id: 'c_count', direction: 'desc' },
        },
      ]),
    );
    await waitFor(() => expect(rowReads(server.calls)).toBeGreaterThan(before));
  });

  it('hides a field: the view setting is saved and the column leaves the grid', async () => {
    const { user, server, grid } = await openGrid();
    server.answer({ [`PATCH ${META}/views/vw_1/columns/nv_2`]: ok({}) });
    expect(within(grid).getByRole('columnheader', { name: /Count/ })).toBeTruthy();
    // the view's settings as they are after the change
    const hidden = ok({
      list: ['c_id', 'c_title', 'c_count', 'c_done', 'c_created'].map((id, i) => ({
        id: `nv_${i}`,
        fk_column_id: id,
        show: id !== 'c_count',
        order: i + 1,
        width: '200px',
      })),
    });
    await user.click(screen.getByRole('button', { name: 'Field menu: Count' }));
    server.answer({ [`GET ${META}/views/vw_1/columns`]: hidden });
    await user.click(screen.getByRole('menuitem', { name: 'Hide field' }));
    await waitFor(() => expect(within(grid).queryByRole('columnheader', { name: /Count/ })).toBeNull());
    expect(server.writes()).toEqual([
      { method: 'PATCH', path: `${META}/views/vw_1/columns/nv_2`, query: {}, json: { show: false } },
    ]);
  });

  it('deletes a field only after confirming, then reads the table again', async () => {
    const { user, server } = await openGrid();
    server.answer({ [`DELETE ${META}/columns/c_count`]: ok({}) });
    const tableReads = () => server.calls.filter((c) => c.path === `${META}/tables/md_1`).length;
    const before = tableReads();
    await user.click(screen.getByRole('button', { name: 'Field menu: Count' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete field' }));
    const dialog = await screen.findByRole('dialog', { name: /Delete the field "Count"\?/ });
    expect(server.writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(server.writes()).toEqual([
        { method: 'DELETE', path: `${META}/columns/c_count`, query: {}, json: undefined },
      ]),
    );
    await waitFor(() => expect(tableReads()).toBeGreaterThan(before));
  });

  it('gives an editor view options only, and a viewer no menu at all', async () => {
    const editor = await openGrid({ roles: { editor: true } });
    await editor.user.click(screen.getByRole('button', { name: 'Field menu: Count' }));
    expect(menuItems()).toEqual(['Sort ascending', 'Sort descending', 'Freeze up to this field', 'Hide field']);
    expect(screen.queryByRole('button', { name: 'Add a field' })).toBeNull();
    editor.unmount();

    await openGrid({ roles: { viewer: true } });
    expect(screen.queryByRole('button', { name: /Field menu/ })).toBeNull();
  });

  it('duplicates a field under a title no field has, then reads the table again', async () => {
    const { user, server } = await openGrid();
    server.answer({ [`POST ${META}/duplicate/p_1/column/c_count`]: ok({}) });
    const tableReads = () => server.calls.filter((c) => c.method === 'GET' && c.path === `${META}/tables/md_1`).length;
    const before = tableReads();
    await user.click(screen.getByRole('button', { name: 'Field menu: Count' }));
    await user.click(screen.getByRole('menuitem', { name: 'Duplicate field' }));
    await waitFor(() =>
      expect(server.writes()).toEqual([
        { method: 'POST', path: `${META}/duplicate/p_1/column/c_count`, query: {}, json: { title: 'Count copy' } },
      ]),
    );
    await waitFor(() => expect(tableReads()).toBeGreaterThan(before));
  });
});

describe('copyTitleOf', () => {
  it('numbers the copy past every title in use, whatever their case', () => {
    expect(copyTitleOf('Count copy', ['Count'])).toBe('Count copy');
    expect(copyTitleOf('Count copy', ['Count', 'count COPY', 'Count copy 2'])).toBe('Count copy 3');
  });
});
