import { fakeApi, ok } from '@basalt/ui/testing';
import { toolbarApi } from './toolbar-api';

const META = '/api/v1/db/meta';
const sent = (server: ReturnType<typeof fakeApi>) => server.writes().map((w) => [w.method, w.path, w.json]);

describe('toolbar api', () => {
  it('shows or hides a field through its view-column setting, or creates the setting when there is none', async () => {
    const server = fakeApi({
      [`PATCH ${META}/views/vw_1/columns/nv_2`]: ok({}),
      [`POST ${META}/views/vw_1/columns`]: ok({}),
    });
    const api = toolbarApi(server.api);
    await api.showField('vw_1', 'c_count', 'nv_2', false);
    await api.showField('vw_1', 'c_done', undefined, true);
    expect(sent(server)).toEqual([
      ['PATCH', `${META}/views/vw_1/columns/nv_2`, { show: false }],
      ['POST', `${META}/views/vw_1/columns`, { fk_column_id: 'c_done', show: true }],
    ]);
  });

  it('reads, adds, changes and removes sorts through the sorts routes', async () => {
    const server = fakeApi({
      [`GET ${META}/views/vw_1/sorts`]: ok({ list: [{ id: 'so_1', fk_column_id: 'c_count', direction: 'asc' }] }),
      [`POST ${META}/views/vw_1/sorts`]: ok({ id: 'so_2' }),
      [`PATCH ${META}/sorts/so_1`]: ok({}),
      [`DELETE ${META}/sorts/so_1`]: ok(true),
    });
    const api = toolbarApi(server.api);
    expect(await api.sorts('vw_1')).toEqual([{ id: 'so_1', fk_column_id: 'c_count', direction: 'asc' }]);
    await api.addSort('vw_1', 'c_title', 'desc');
    await api.changeSort('so_1', { direction: 'desc' });
    await api.removeSort('so_1');
    expect(sent(server)).toEqual([
      ['POST', `${META}/views/vw_1/sorts`, { fk_column_id: 'c_title', direction: 'desc' }],
      ['PATCH', `${META}/sorts/so_1`, { direction: 'desc' }],
      ['DELETE', `${META}/sorts/so_1`, undefined],
    ]);
  });

  it("reads a view's filters and a group's members, and adds groups and members with their parent", async () => {
    const server = fakeApi({
      [`GET ${META}/views/vw_1/filters`]: ok({ list: [{ id: 'fi_1' }] }),
      [`GET ${META}/filters/fi_1/children`]: ok({ list: [{ id: 'fi_2' }] }),
      [`POST ${META}/views/vw_1/filters`]: ok({ id: 'fi_3' }),
      [`PATCH ${META}/filters/fi_2`]: ok({}),
      [`DELETE ${META}/filters/fi_1`]: ok(true),
    });
    const api = toolbarApi(server.api);
    expect(await api.filters('vw_1')).toEqual([{ id: 'fi_1' }]);
    expect(await api.filters('vw_1', 'fi_1')).toEqual([{ id: 'fi_2' }]);
    await api.addFilterGroup('vw_1', 'or', 'fi_1');
    const condition = { fk_column_id: 'c_count', comparison_op: 'gt', value: '3' };
    await api.addFilter('vw_1', { ...condition, logical_op: 'and', fk_parent_id: 'fi_1' });
    await api.changeFilter('fi_2', { logical_op: 'or' });
    await api.removeFilter('fi_1');
    expect(sent(server)).toEqual([
      ['POST', `${META}/views/vw_1/filters`, { is_group: true, logical_op: 'or', fk_parent_id: 'fi_1' }],
      ['POST', `${META}/views/vw_1/filters`, { ...condition, logical_op: 'and', fk_parent_id: 'fi_1' }],
      ['PATCH', `${META}/filters/fi_2`, { logical_op: 'or' }],
      ['DELETE', `${META}/filters/fi_1`, undefined],
    ]);
  });
});
