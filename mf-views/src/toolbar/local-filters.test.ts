import { localFilters } from './local-filters';
import type { SavedFilter } from './toolbar-api';

const SAVED: SavedFilter[] = [
  { id: 'fi_1', fk_column_id: 'c_count', logical_op: 'and', comparison_op: 'gt', value: '3', fk_parent_id: null },
  { id: 'fi_2', fk_column_id: null, logical_op: 'or', comparison_op: null, is_group: true, fk_parent_id: null },
  {
    id: 'fi_3',
    fk_column_id: 'c_done',
    logical_op: 'and',
    comparison_op: 'checked',
    value: null,
    fk_parent_id: 'fi_2',
  },
];

describe('filters kept in the page', () => {
  it('start as the saved tree and answer each level like the filters routes', async () => {
    const local = localFilters(SAVED);
    expect((await local.api.filters('vw_1')).map((f) => f.id)).toEqual(['fi_1', 'fi_2']);
    expect((await local.api.filters('vw_1', 'fi_2')).map((f) => f.id)).toEqual(['fi_3']);
    expect(local.toFilterArr()).toEqual([
      { fk_column_id: 'c_count', comparison_op: 'gt', comparison_sub_op: null, value: '3', logical_op: 'and' },
      {
        logical_op: 'or',
        is_group: true,
        children: [
          { fk_column_id: 'c_done', comparison_op: 'checked', comparison_sub_op: null, value: null, logical_op: 'and' },
        ],
      },
    ]);
  });

  it('add, change and remove without touching the seed; removing a group takes its members', async () => {
    const seed = SAVED.map((f) => ({ ...f }));
    const local = localFilters(seed);
    const added = await local.api.addFilter('vw_1', {
      fk_column_id: 'c_title',
      comparison_op: 'like',
      value: 'a',
      logical_op: 'and',
      fk_parent_id: 'fi_2',
    });
    const group = await local.api.addFilterGroup('vw_1', 'and', 'fi_2');
    await local.api.addFilter('vw_1', {
      fk_column_id: 'c_id',
      comparison_op: 'eq',
      value: '1',
      logical_op: 'and',
      fk_parent_id: group.id,
    });
    await local.api.changeFilter('fi_1', { value: '7' });
    expect((await local.api.filters('vw_1', 'fi_2')).map((f) => f.id)).toEqual(['fi_3', added.id, group.id]);
    expect((await local.api.filters('vw_1'))[0]!.value).toBe('7');

    await local.api.removeFilter('fi_2');
    expect(local.toFilterArr()).toEqual([
      { fk_column_id: 'c_count', comparison_op: 'gt', comparison_sub_op: null, value: '7', logical_op: 'and' },
    ]);
    expect(await local.api.filters('vw_1', group.id)).toEqual([]);
    expect(seed).toEqual(SAVED);
  });
});
