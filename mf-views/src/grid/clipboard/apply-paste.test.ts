import { deferredReply, fail, fakeApi, ok, type ApiCall } from '@basalt/ui/testing';
import { RowStore, type Row } from '../data/row-store';
import { applyPaste, bulkPathOf, PASTE_CHUNK } from './apply-paste';
import type { PasteUpdate } from './paste-plan';

const BULK = '/api/v1/db/data/bulk/noco/p_1/md_1';
const paths = { bulkPath: BULK };

/** A store holding `count` rows { Id, Price } in one page. */
async function storeOf(count: number) {
  const rows: Row[] = Array.from({ length: count }, (_, i) => ({ Id: i + 1, Price: i }));
  const store = new RowStore(async () => ({ list: rows.map((r) => ({ ...r })), totalRows: count }), {
    pageSize: Math.max(count, 1),
  });
  store.want(0, count - 1);
  await new Promise((r) => setTimeout(r));
  return store;
}

/** Sets every row's Price to its index + 1000. */
const priceUpdates = (count: number): PasteUpdate[] =>
  Array.from({ length: count }, (_, i) => ({
    rowIndex: i,
    rowId: String(i + 1),
    key: { Id: i + 1 },
    before: { Price: i },
    after: { Price: i + 1000 },
  }));

describe('applyPaste', () => {
  it('builds the bulk path from the project and table ids', () => {
    expect(bulkPathOf('p_1', 'md_1')).toBe(BULK);
  });

  it('shows the pasted values at once, then sends them as one bulk update of keys and changes', async () => {
    const store = await storeOf(2);
    const reply = deferredReply();
    const server = fakeApi({ [`PATCH ${BULK}`]: reply.answer });
    const pending = applyPaste(server.api, store, paths, { updates: priceUpdates(2), inserts: [] });
    expect(store.rowAt(0)).toEqual({ Id: 1, Price: 1000 });
    expect(store.rowAt(1)).toEqual({ Id: 2, Price: 1001 });
    reply.resolve(ok([{ Id: 1 }, { Id: 2 }]));
    await expect(pending).resolves.toEqual({ ok: true, updated: 2, inserted: 0, insertedKeys: [] });
    expect(server.writes()).toEqual([
      {
        method: 'PATCH',
        path: BULK,
        query: {},
        json: [
          { Id: 1, Price: 1000 },
          { Id: 2, Price: 1001 },
        ],
      },
    ]);
    expect(store.rowAt(1)).toEqual({ Id: 2, Price: 1001 });
  });

  it('sends new rows with the bulk insert, then has the grid read the view again to show them', async () => {
    const store = await storeOf(1);
    const server = fakeApi({ [`POST ${BULK}`]: ok([{ Id: 2 }, { Id: 3 }]) });
    const inserts = [{ Price: 5 }, { Price: 6 }];
    await expect(applyPaste(server.api, store, paths, { updates: [], inserts })).resolves.toEqual({
      ok: true,
      updated: 0,
      inserted: 2,
      insertedKeys: [{ Id: 2 }, { Id: 3 }],
    });
    expect(server.writes()).toEqual([{ method: 'POST', path: BULK, query: {}, json: inserts }]);
    expect(store.totalRows).toBeUndefined(); // reset: the rows are read again
    expect(store.heldPages()).toEqual([]);
  });

  it('sends 500 rows per request and reports progress after each', async () => {
    const store = await storeOf(1200);
    const server = fakeApi({ [`PATCH ${BULK}`]: ok([]), [`POST ${BULK}`]: ok([]) });
    const inserts = Array.from({ length: 700 }, (_, i) => ({ Price: i }));
    const progress: Array<[number, number]> = [];
    const outcome = await applyPaste(
      server.api,
      store,
      paths,
      { updates: priceUpdates(1200), inserts },
      (done, total) => progress.push([done, total]),
    );
    expect(outcome).toEqual({ ok: true, updated: 1200, inserted: 700, insertedKeys: [] });
    expect(server.writes().map((c) => [c.method, (c.json as unknown[]).length])).toEqual([
      ['PATCH', PASTE_CHUNK],
      ['PATCH', PASTE_CHUNK],
      ['PATCH', 200],
      ['POST', PASTE_CHUNK],
      ['POST', 200],
    ]);
    expect((server.writes()[1]!.json as Row[])[0]).toEqual({ Id: 501, Price: 1500 });
    expect(progress).toEqual([
      [0, 1900],
      [500, 1900],
      [1000, 1900],
      [1200, 1900],
      [1700, 1900],
      [1900, 1900],
    ]);
  });

  it('puts the old values back for a refused request and the ones not sent, and sends nothing more', async () => {
    const store = await storeOf(1200);
    let patches = 0;
    const server = fakeApi({
      [`PATCH ${BULK}`]: () => (++patches === 2 ? fail(400, 'Row 3: Price must be a number') : ok([])),
      [`POST ${BULK}`]: ok([]),
    });
    const outcome = await applyPaste(server.api, store, paths, {
      updates: priceUpdates(1200),
      inserts: [{ Price: 1 }],
    });
    expect(outcome).toEqual({
      ok: false,
      updated: 500,
      inserted: 0,
      insertedKeys: [],
      message: 'Row 3: Price must be a number',
    });
    expect(store.rowAt(499)).toEqual({ Id: 500, Price: 1499 }); // saved by the first request
    expect(store.rowAt(500)).toEqual({ Id: 501, Price: 500 }); // the refused request
    expect(store.rowAt(1199)).toEqual({ Id: 1200, Price: 1199 }); // never sent
    expect(server.writes().map((c: ApiCall) => c.method)).toEqual(['PATCH', 'PATCH']);
    expect(store.totalRows).toBe(1200);
  });

  it("answers the server's message when new rows are refused, and still shows the rows added before", async () => {
    const store = await storeOf(1);
    let posts = 0;
    const server = fakeApi({
      [`POST ${BULK}`]: () => (++posts === 2 ? fail(400, 'Row 1: Title is required') : ok([{ Id: 2 }])),
    });
    const inserts = Array.from({ length: 600 }, () => ({ Price: 1 }));
    const outcome = await applyPaste(server.api, store, paths, { updates: [], inserts });
    expect(outcome).toEqual({
      ok: false,
      updated: 0,
      inserted: 500,
      insertedKeys: [{ Id: 2 }],
      message: 'Row 1: Title is required',
    });
    expect(store.totalRows).toBeUndefined();
  });

  it('leaves alone a row that is no longer the one pasted onto (its page was read again meanwhile)', async () => {
    const store = await storeOf(1);
    const reply = deferredReply();
    const server = fakeApi({ [`PATCH ${BULK}`]: reply.answer });
    const pending = applyPaste(server.api, store, paths, { updates: priceUpdates(1), inserts: [] });
    store.setRow(0, { Id: 9, Price: 90 });
    reply.resolve(fail(404, 'Row 1: Row not found'));
    await expect(pending).resolves.toMatchObject({ ok: false, message: 'Row 1: Row not found' });
    expect(store.rowAt(0)).toEqual({ Id: 9, Price: 90 });
  });

  it('sends nothing for an empty plan', async () => {
    const store = await storeOf(1);
    const server = fakeApi();
    await expect(applyPaste(server.api, store, paths, { updates: [], inserts: [] })).resolves.toEqual({
      ok: true,
      updated: 0,
      inserted: 0,
      insertedKeys: [],
    });
    expect(server.calls).toEqual([]);
  });
});
