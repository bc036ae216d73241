import { screen, waitFor } from '@testing-library/react';
import { fail, ok } from '@basalt/ui/testing';
import { FilterMenu } from './FilterMenu';
import { FIELDS, META, openOptions, pick, renderMenu } from './toolbar-fixture';

const FILTERS = [
  { id: 'fi_1', fk_column_id: 'c_count', logical_op: 'and', comparison_op: 'gt', value: '3' },
  { id: 'fi_2', fk_column_id: null, logical_op: 'or', comparison_op: null, is_group: true },
];
const MEMBERS = [{ id: 'fi_3', fk_column_id: 'c_done', logical_op: 'and', comparison_op: 'checked', value: null }];

function renderFilter(canEditView = true, filters: object[] = FILTERS) {
  const onChanged = jest.fn();
  return renderMenu(<FilterMenu viewId="vw_1" columns={FIELDS} canEditView={canEditView} onChanged={onChanged} />, {
    [`GET ${META}/views/vw_1/filters`]: ok({ list: filters }),
    [`GET ${META}/filters/fi_2/children`]: ok({ list: MEMBERS }),
    [`POST ${META}/views/vw_1/filters`]: ok({ id: 'fi_9' }),
    [`PATCH ${META}/filters/fi_1`]: ok({}),
    [`DELETE ${META}/filters/fi_3`]: ok(true),
  }).then((r) => ({ ...r, onChanged }));
}

describe('Filter menu', () => {
  it('adds a filter with an op its type takes: POST of field, op and value, then tells the page to read its rows again', async () => {
    const { user, server, onChanged } = await renderFilter(true, []);
    await user.click(await screen.findByRole('button', { name: 'Filter' }));
    await user.click(await screen.findByRole('button', { name: /Add filter$/ }));
    await pick(user, 'Field', 'Count');
    await pick(user, 'Comparison for Count', 'is greater than');
    await user.type(screen.getByRole('textbox', { name: 'Value for Count' }), '10');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('rows'));
    expect(server.writes()).toEqual([
      {
        method: 'POST',
        path: `${META}/views/vw_1/filters`,
        query: {},
        json: { fk_column_id: 'c_count', comparison_op: 'gt', comparison_sub_op: null, value: '10', logical_op: 'and' },
      },
    ]);
  });

  it("keeps a refused filter as typed and shows the server's message", async () => {
    const { user, server, shell } = await renderFilter(true, []);
    server.answer({ [`POST ${META}/views/vw_1/filters`]: fail(400, 'Bad value "x" for "gt" on "Count" (Number)') });
    await user.click(await screen.findByRole('button', { name: 'Filter' }));
    await user.click(await screen.findByRole('button', { name: /Add filter$/ }));
    await pick(user, 'Field', 'Count');
    await pick(user, 'Comparison for Count', 'is greater than');
    await user.type(screen.getByRole('textbox', { name: 'Value for Count' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(shell.toast.error).toHaveBeenCalledWith('Bad value "x" for "gt" on "Count" (Number)'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Value for Count' }).value).toBe('x');
  });

  it('offers a Checkbox field only the checkbox ops, and asks no value for "is checked"', async () => {
    const { user } = await renderFilter(true, []);
    await user.click(await screen.findByRole('button', { name: 'Filter' }));
    await user.click(await screen.findByRole('button', { name: /Add filter$/ }));
    await pick(user, 'Field', 'Done');
    await user.click(screen.getByRole('combobox', { name: 'Comparison for Done' }));
    expect(openOptions()).toEqual([
      'is equal to',
      'is not equal to',
      'is checked',
      'is not checked',
      'is not set',
      'is set',
    ]);
    await pick(user, 'Comparison for Done', 'is checked');
    expect(screen.queryByRole('textbox', { name: 'Value for Done' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Value for Done' })).toBeNull();
  });

  it('counts the filters, draws a group with its members, and changes the join and removes a member', async () => {
    const { user, server } = await renderFilter();
    await user.click(await screen.findByRole('button', { name: 'Filters: 2' }));
    expect(await screen.findByRole('combobox', { name: 'Comparison for Done' })).toBeTruthy();
    await pick(user, 'Join of condition 2', 'and');
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    await user.click(screen.getAllByRole('button', { name: 'Remove filter' })[1]!);
    await waitFor(() => expect(server.writes()).toHaveLength(2));
    expect(server.writes().map((w) => [w.method, w.path, w.json])).toEqual([
      ['PATCH', `${META}/filters/fi_2`, { logical_op: 'and' }],
      ['DELETE', `${META}/filters/fi_3`, undefined],
    ]);
  });

  it('adds a filter group at the top level: POST of a group joined like its siblings', async () => {
    const { user, server } = await renderFilter(true, []);
    await user.click(await screen.findByRole('button', { name: 'Filter' }));
    await user.click(await screen.findByRole('button', { name: /Add filter group$/ }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]).toEqual({
      method: 'POST',
      path: `${META}/views/vw_1/filters`,
      query: {},
      json: { is_group: true, logical_op: 'and' },
    });
  });

  it('read only: the filters as sentences, with no control to change them', async () => {
    const { user } = await renderFilter(false);
    await user.click(await screen.findByRole('button', { name: 'Filters: 2' }));
    expect(await screen.findByText('Count is greater than 3')).toBeTruthy();
    expect(await screen.findByText('Done is checked')).toBeTruthy();
    expect(screen.queryAllByRole('combobox')).toEqual([]);
    expect(screen.queryByRole('button', { name: /Add|Remove/ })).toBeNull();
  });

  describe('with the filterAutoSave preference off', () => {
    function renderLocal(canEditView = true) {
      const onChanged = jest.fn();
      const onLocalFilters = jest.fn();
      return renderMenu(
        <FilterMenu
          viewId="vw_1"
          columns={FIELDS}
          canEditView={canEditView}
          onChanged={onChanged}
          onLocalFilters={onLocalFilters}
        />,
        {
          [`GET ${META}/views/vw_1/filters`]: ok({ list: FILTERS }),
          [`GET ${META}/filters/fi_2/children`]: ok({ list: MEMBERS }),
        },
      ).then((r) => ({ ...r, onChanged, onLocalFilters }));
    }

    it('keeps changes in the page: nothing is saved, the rows are asked for with the edited filters', async () => {
      const { user, server, shell, onChanged, onLocalFilters } = await renderLocal();
      await user.click(await screen.findByRole('button', { name: 'Filters: 2' }));
      const autoSave = await screen.findByRole('checkbox', { name: 'Save filter changes to the view' });
      expect((autoSave as HTMLInputElement).checked).toBe(true);
      await user.click(autoSave);
      expect(shell.session.getState().prefs.filterAutoSave).toBe(false);
      expect(await screen.findByText(/apply on this page only/)).toBeTruthy();
      // the page's copy of the saved filters is read first (the top level, then the group's members)
      await waitFor(() => expect(server.calls.filter((c) => c.path.endsWith('/children')).length).toBeGreaterThan(1), {
        timeout: 5000,
      });

      const remove = await screen.findAllByRole('button', { name: 'Remove filter' }, { timeout: 5000 });
      await user.click(remove[0]!);
      await waitFor(() => expect(onLocalFilters).toHaveBeenLastCalledWith(expect.any(String)), { timeout: 5000 });
      const sent = JSON.parse(onLocalFilters.mock.lastCall[0] as string) as unknown;
      expect(sent).toEqual([
        {
          logical_op: 'or',
          is_group: true,
          children: [
            {
              fk_column_id: 'c_done',
              comparison_op: 'checked',
              comparison_sub_op: null,
              value: null,
              logical_op: 'and',
            },
          ],
        },
      ]);
      expect(server.writes()).toEqual([]);
      expect(onChanged).not.toHaveBeenCalled();

      // back on: the view's saved filters apply again
      await user.click(screen.getByRole('checkbox', { name: 'Save filter changes to the view' }));
      await waitFor(() => expect(onLocalFilters).toHaveBeenLastCalledWith(undefined), { timeout: 5000 });
    });

    it('offers the choice only to someone who may change the view', async () => {
      const { user } = await renderLocal(false);
      await user.click(await screen.findByRole('button', { name: 'Filters: 2' }));
      await screen.findAllByText('Where');
      expect(screen.queryByRole('checkbox', { name: 'Save filter changes to the view' })).toBeNull();
    });
  });
});
