import { fakeApi } from '@basalt/ui/testing';
import { taskRow, viewRows } from '../testing/grid-fixture';
import { loadRows, LOAD_CHUNK } from './load-rows';

const VIEW = '/api/v1/db/data/noco/p_1/md_1/views/vw_1';

describe('loadRows', () => {
  it('reads the rows in requests of at most 1,000 and looks them up by index', async () => {
    const server = fakeApi({ [`GET ${VIEW}`]: viewRows(5000) });
    const rowAt = await loadRows(server.api, VIEW, 100, 2599);
    expect(server.calls.map((c) => c.query)).toEqual([
      { limit: String(LOAD_CHUNK), offset: '100' },
      { limit: '1000', offset: '1100' },
      { limit: '500', offset: '2100' },
    ]);
    expect(rowAt(100)).toEqual(taskRow(100));
    expect(rowAt(2599)).toEqual(taskRow(2599));
    expect(rowAt(2600)).toBeUndefined();
  });

  it('asks only for the rows the grid does not hold already', async () => {
    const server = fakeApi({ [`GET ${VIEW}`]: viewRows(100) });
    const held = (i: number) => (i >= 10 && i < 20 ? { Id: i + 1, Title: 'held' } : undefined);
    const rowAt = await loadRows(server.api, VIEW, 5, 24, held);
    expect(server.calls.map((c) => c.query)).toEqual([
      { limit: '5', offset: '5' },
      { limit: '5', offset: '20' },
    ]);
    expect(rowAt(12)).toEqual({ Id: 13, Title: 'held' });
    expect(rowAt(22)).toEqual(taskRow(22));
  });

  it('stops at the end of a view that became shorter', async () => {
    const server = fakeApi({ [`GET ${VIEW}`]: viewRows(1500) });
    const rowAt = await loadRows(server.api, VIEW, 0, 2999);
    expect(server.calls).toHaveLength(2);
    expect(rowAt(1499)).toEqual(taskRow(1499));
    expect(rowAt(1500)).toBeUndefined();
  });

  it('sends nothing when every row is held', async () => {
    const server = fakeApi();
    const rowAt = await loadRows(server.api, VIEW, 0, 2, (i) => ({ Id: i + 1 }));
    expect(server.calls).toEqual([]);
    expect(rowAt(2)).toEqual({ Id: 3 });
  });
});
