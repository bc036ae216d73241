import { screen, waitFor } from '@testing-library/react';
import { ok } from '@basalt/ui/testing';
import { SortMenu } from './SortMenu';
import { FIELDS, META, openOptions, pick, renderMenu } from './toolbar-fixture';

const SORTS = [{ id: 'so_1', fk_column_id: 'c_count', direction: 'desc' }];

function renderSort(canEditView = true, sorts: object[] = SORTS) {
  const onChanged = jest.fn();
  return renderMenu(<SortMenu viewId="vw_1" columns={FIELDS} canEditView={canEditView} onChanged={onChanged} />, {
    [`GET ${META}/views/vw_1/sorts`]: ok({ list: sorts }),
    [`POST ${META}/views/vw_1/sorts`]: ok({ id: 'so_2' }),
    [`PATCH ${META}/sorts/so_1`]: ok({}),
    [`DELETE ${META}/sorts/so_1`]: ok(true),
  }).then((r) => ({ ...r, onChanged }));
}

describe('Sort menu', () => {
  it('adds a sort by picking a field: POST of the field, ascending, then tells the page to read its rows again', async () => {
    const { user, server, onChanged } = await renderSort(true, []);
    await user.click(await screen.findByRole('button', { name: /Sort/ }));
    await pick(user, 'Add a sort: pick a field', 'Due');
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('rows'));
    expect(server.writes()).toEqual([
      {
        method: 'POST',
        path: `${META}/views/vw_1/sorts`,
        query: {},
        json: { fk_column_id: 'c_due', direction: 'asc' },
      },
    ]);
  });

  it("counts the view's sorts on its button, and offers only fields not sorted yet", async () => {
    const { user } = await renderSort();
    await user.click(await screen.findByRole('button', { name: /Sorted by 1/ }));
    await user.click(await screen.findByRole('combobox', { name: 'Add a sort: pick a field' }));
    expect(openOptions()).toEqual(['Id', 'Title', 'Done', 'Due']);
  });

  it('changes the direction of a sort and removes it through the sort routes', async () => {
    const { user, server, onChanged } = await renderSort();
    await user.click(await screen.findByRole('button', { name: /Sorted by 1/ }));
    await screen.findByRole('combobox', { name: 'Direction of Count' });
    await pick(user, 'Direction of Count', 'Ascending');
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Remove the sort on Count' }));
    await waitFor(() => expect(server.writes()).toHaveLength(2));
    expect(server.writes().map((w) => [w.method, w.path, w.json])).toEqual([
      ['PATCH', `${META}/sorts/so_1`, { direction: 'asc' }],
      ['DELETE', `${META}/sorts/so_1`, undefined],
    ]);
    expect(onChanged).toHaveBeenCalledTimes(2);
  });

  it('read only: lists the sorts without any control to change them', async () => {
    const { user } = await renderSort(false);
    await user.click(await screen.findByRole('button', { name: /Sorted by 1/ }));
    expect(await screen.findByText('Count · Descending')).toBeTruthy();
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });
});
