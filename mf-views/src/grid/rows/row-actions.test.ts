import { fail, fakeApi, ok } from '@basalt/ui/testing';
import { RowStore, type PageAnswer } from '../data/row-store';
import { deleteRows, keysOf } from './row-actions';

const PKS = [{ id: 'c_id', title: 'Id', column_name: 'id', uidt: 'ID', pk: true, ai: true }];

const ROWS = '/api/v1/db/data/noco/p_1/md_1';
const BULK = '/api/v1/db/data/bulk/noco/p_1/md_1';

/** A store over `total` rows {Id, Title}, every page answered at once. */
async function storeOf(total: number) {
  let fetches = 0;
  const store = new RowStore(
    async (offset, limit): Promise<PageAnswer> => {
      fetches += 1;
      return {
        list: Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({
          Id: offset + i + 1,
          Title: `Row ${offset + i + 1}`,
        })),
        totalRows: total,
      };
    },
    { pageSize: 10 },
  );
  store.want(0, 9);
  await new Promise((r) => setTimeout(r, 0));
  await new Promise((r) => setTimeout(r, 0));
  return { store, fetches: () => fetches };
}

describe('row actions', () => {
  it('reads the records of a range in full, deletes them in one bulk request by their keys, then reads the view again', async () => {
    const { store, fetches } = await storeOf(20);
    const keys = keysOf(store, 2, 4, ['Id']);
    expect(keys).toEqual([{ Id: 3 }, { Id: 4 }, { Id: 5 }]);
    const full = keys.map((k) => ({ ...k, Title: `Row ${String(k.Id)}`, Hidden: 'kept' }));
    const server = fakeApi({
      [`GET ${ROWS}`]: ok({ list: full, pageInfo: { totalRows: 3 } }),
      [`DELETE ${BULK}`]: ok([{ Id: 3 }, { Id: 4 }, { Id: 5 }]),
    });
    const before = fetches();
    const set = { rows: keys };
    expect(await deleteRows(server.api, store, { rowPath: ROWS, bulkPath: BULK }, PKS, set)).toEqual({
      ok: true,
      value: 3,
    });
    expect(server.calls.map((c) => [c.method, c.path, c.query.where ?? c.json])).toEqual([
      ['GET', ROWS, '(Id,in,3,4,5)'],
      ['DELETE', BULK, keys],
    ]);
    // what undo will insert again: every field, hidden ones too
    expect(set.rows).toEqual(full);
    expect(store.totalRows).toBeUndefined();
    store.want(0, 9);
    await new Promise((r) => setTimeout(r, 0));
    expect(fetches()).toBeGreaterThan(before);
  });

  it('leaves every row in place when the delete is refused', async () => {
    const { store } = await storeOf(20);
    const server = fakeApi({
      [`GET ${ROWS}`]: ok({ list: [{ Id: 1, Title: 'Row 1' }], pageInfo: { totalRows: 1 } }),
      [`DELETE ${BULK}`]: fail(403, 'Forbidden'),
    });
    const paths = { rowPath: ROWS, bulkPath: BULK };
    expect(await deleteRows(server.api, store, paths, PKS, { rows: [{ Id: 1 }] })).toEqual({
      ok: false,
      message: 'Forbidden',
    });
    expect(store.totalRows).toBe(20);
    expect(store.rowAt(0)).toEqual({ Id: 1, Title: 'Row 1' });
  });
});
