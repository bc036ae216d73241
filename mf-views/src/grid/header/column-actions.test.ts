import { fakeApi, ok } from '@basalt/ui/testing';
import { columnActions } from './column-actions';

const META = '/api/v1/db/meta';

describe('column actions', () => {
  it('hides a field through its view-column setting', async () => {
    const server = fakeApi({ [`PATCH ${META}/views/vw_1/columns/nv_2`]: ok({}) });
    await columnActions(server.api).hide('vw_1', 'nv_2');
    expect(server.writes()).toEqual([
      { method: 'PATCH', path: `${META}/views/vw_1/columns/nv_2`, query: {}, json: { show: false } },
    ]);
  });

  it('sorts by a field, replacing the sort already on it and keeping the others', async () => {
    const server = fakeApi({
      [`GET ${META}/views/vw_1/sorts`]: ok({
        list: [
          { id: 'so_1', fk_column_id: 'c_title', direction: 'asc' },
          { id: 'so_2', fk_column_id: 'c_count', direction: 'asc' },
        ],
      }),
      [`DELETE ${META}/sorts/so_2`]: ok(1),
      [`POST ${META}/views/vw_1/sorts`]: ok({ id: 'so_3' }),
    });
    await columnActions(server.api).sort('vw_1', 'c_count', 'desc');
    expect(server.writes()).toEqual([
      { method: 'DELETE', path: `${META}/sorts/so_2`, query: {}, json: undefined },
      {
        method: 'POST',
        path: `${META}/views/vw_1/sorts`,
        query: {},
        json: { fk_column_id: 'c_count', direction: 'desc' },
      },
    ]);
  });

  it('adds, changes and deletes a field through the column routes', async () => {
    const server = fakeApi({
      [`POST ${META}/tables/md_1/columns`]: ok({}),
      [`PATCH ${META}/columns/c_9`]: ok({}),
      [`DELETE ${META}/columns/c_9`]: ok({}),
    });
    const actions = columnActions(server.api);
    await actions.add('md_1', { title: 'Notes', column_name: 'notes', uidt: 'LongText' });
    await actions.update('c_9', { title: 'Remarks' });
    await actions.remove('c_9');
    expect(server.writes().map((w) => [w.method, w.path, w.json])).toEqual([
      ['POST', `${META}/tables/md_1/columns`, { title: 'Notes', column_name: 'notes', uidt: 'LongText' }],
      ['PATCH', `${META}/columns/c_9`, { title: 'Remarks' }],
      ['DELETE', `${META}/columns/c_9`, undefined],
    ]);
  });
});
