import { fail, fakeApi, ok } from '@basalt/ui/testing';
import { RowStore, type PageAnswer } from '../data/row-store';
import { addRow, deleteRows, keysOf } from './row-actions';

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
  it('adds an empty record and shows it at the end of the view at once', async () => {
    const { store } = await storeOf(5);
    const server = fakeApi({ [`POST ${ROWS}`]: ok({ Id: 6, Title: null }) });
    const outcome = await addRow(server.api, store, ROWS);
    expect(outcome).toEqual({ ok: true, value: 5 });
    expect(server.calls.map((c) => [c.method, c.path, c.json])).toEqual([['POST', ROWS, {}]]);
    expect(store.totalRows).toBe(6);
    expect(store.rowAt(5)).toEqual({ Id: 6, Title: null });
  });

  it("keeps the view as it was and answers the server's message when the table refuses an empty record", async () => {
    const { store } = await storeOf(5);
    const server = fakeApi({ [`POST ${ROWS}`]: fail(400, 'Title is required') });
    expect(await addRow(server.api, store, ROWS)).toEqual({ ok: false, message: 'Title is required' });
    expect(store.totalRows).toBe(5);
    expect(store.rowAt(5)).toBeUndefined();
  });

  it('deletes the loaded rows of a range in one bulk request by their keys, then reads the view again', async () => {
    const { store, fetches } = await storeOf(20);
    const keys = keysOf(store, 2, 4, ['Id']);
    expect(keys).toEqual([{ Id: 3 }, { Id: 4 }, { Id: 5 }]);
    const server = fakeApi({ [`DELETE ${BULK}`]: ok([{ Id: 3 }, { Id: 4 }, { Id: 5 }]) });
    const before = fetches();
    expect(await deleteRows(server.api, store, BULK, keys)).toEqual({ ok: true, value: 3 });
    expect(server.calls.map((c) => [c.method, c.path, c.json])).toEqual([['DELETE', BULK, keys]]);
    expect(store.totalRows).toBeUndefined();
    store.want(0, 9);
    await new Promise((r) => setTimeout(r, 0));
    expect(fetches()).toBeGreaterThan(before);
  });

  it('leaves every row in place when the delete is refused', async () => {
    const { store } = await storeOf(20);
    const server = fakeApi({ [`DELETE ${BULK}`]: fail(403, 'Forbidden') });
    expect(await deleteRows(server.api, store, BULK, [{ Id: 1 }])).toEqual({ ok: false, message: 'Forbidden' });
    expect(store.totalRows).toBe(20);
    expect(store.rowAt(0)).toEqual({ Id: 1, Title: 'Row 1' });
  });
});
