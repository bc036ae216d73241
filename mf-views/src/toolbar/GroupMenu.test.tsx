import { screen, waitFor } from '@testing-library/react';
import type { ColumnMeta } from '@basalt/core';
import { ok } from '@basalt/ui/testing';
import { GroupMenu } from './GroupMenu';
import { FIELDS, META, openOptions, pick, renderMenu } from './toolbar-fixture';

const FILES: ColumnMeta = { id: 'c_files', title: 'Files', column_name: 'files', uidt: 'Attachment' };
const COLUMNS = [...FIELDS, FILES];

/** The grid-column settings of vw_1, `Count` grouped descending when `grouped`. */
const settings = (grouped: boolean) =>
  COLUMNS.map((c, i) => ({
    id: `gc_${i}`,
    fk_column_id: c.id,
    group_by: grouped && c.id === 'c_count',
    group_by_order: grouped && c.id === 'c_count' ? 1 : null,
    group_by_sort: grouped && c.id === 'c_count' ? 'desc' : null,
  }));

async function renderGroup({ canEditView = true, grouped = false } = {}) {
  const onChanged = jest.fn();
  const rendered = await renderMenu(
    <GroupMenu viewId="vw_1" columns={COLUMNS} canEditView={canEditView} onChanged={onChanged} />,
    {
      [`GET ${META}/grids/vw_1/grid-columns`]: ok(settings(grouped)),
      [`PATCH ${META}/grid-columns/gc_2`]: ok({}),
      [`PATCH ${META}/grid-columns/gc_4`]: ok({}),
    },
  );
  return { ...rendered, onChanged };
}

const writes = (server: Awaited<ReturnType<typeof renderGroup>>['server']) =>
  server.writes().map((w) => [w.method, w.path, w.json]);

describe('Group menu', () => {
  it('groups by a picked field, ascending first, on its grid-column setting, then tells the page', async () => {
    const { user, server, onChanged } = await renderGroup();
    await user.click(await screen.findByRole('button', { name: 'Group' }));
    await pick(user, 'Group by field', 'Due');
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(writes(server)).toEqual([
      ['PATCH', `${META}/grid-columns/gc_4`, { group_by: true, group_by_order: 1, group_by_sort: 'asc' }],
    ]);
  });

  it('offers only the fields that group (not attachments)', async () => {
    const { user } = await renderGroup();
    await user.click(await screen.findByRole('button', { name: 'Group' }));
    await user.click(await screen.findByRole('combobox', { name: 'Group by field' }));
    expect(openOptions()).toEqual(['Id', 'Title', 'Count', 'Done', 'Due']);
  });

  it('names the grouped field on its button and changes the order of the groups', async () => {
    const { user, server, onChanged } = await renderGroup({ grouped: true });
    await user.click(await screen.findByRole('button', { name: 'Grouped by Count' }));
    await pick(user, 'Order of the groups', 'Ascending');
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(writes(server)).toEqual([
      ['PATCH', `${META}/grid-columns/gc_2`, { group_by: true, group_by_order: 1, group_by_sort: 'asc' }],
    ]);
  });

  it('removes the grouping: group_by false on the grouped field', async () => {
    const { user, server, onChanged } = await renderGroup({ grouped: true });
    await user.click(await screen.findByRole('button', { name: 'Grouped by Count' }));
    await user.click(await screen.findByRole('button', { name: 'Remove the grouping' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(writes(server)).toEqual([['PATCH', `${META}/grid-columns/gc_2`, { group_by: false }]]);
  });

  it('read only: shows the grouping without any control to change it', async () => {
    const { user, server } = await renderGroup({ canEditView: false, grouped: true });
    await user.click(await screen.findByRole('button', { name: 'Grouped by Count' }));
    expect(await screen.findByText('Count · Descending')).toBeTruthy();
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Remove the grouping' })).toBeNull();
    expect(server.writes()).toEqual([]);
  });

  it('read only and not grouped: says so', async () => {
    const { user } = await renderGroup({ canEditView: false });
    await user.click(await screen.findByRole('button', { name: 'Group' }));
    expect(await screen.findByText('Not grouped')).toBeTruthy();
  });
});
