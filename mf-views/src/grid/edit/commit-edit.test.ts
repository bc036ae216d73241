import { fail, fakeApi, ok } from '@basalt/ui/testing';
import { RowStore } from '../data/row-store';
import { commitRowEdit } from './commit-edit';

const PATH = '/api/v1/db/data/noco/p_1/md_1';
const idOf = (row: Record<string, unknown>) => String(row.Id);

async function storeOf(rows: Record<string, unknown>[]) {
  const store = new RowStore(async () => ({ list: rows.map((r) => ({ ...r })), totalRows: rows.length }));
  store.want(0, rows.length - 1);
  await new Promise((r) => setTimeout(r));
  return store;
}

describe('commitRowEdit', () => {
  it("shows the new value at once, then keeps the server's stored value", async () => {
    const store = await storeOf([{ Id: 1, Price: 5 }]);
    const server = fakeApi({ [`PATCH ${PATH}/1`]: ok({ Id: 1, Price: 7.5 }) });
    const pending = commitRowEdit(
      server.api,
      store,
      PATH,
      { rowIndex: 0, rowId: '1', before: { Price: 5 }, after: { Price: '7.50' } },
      idOf,
    );
    expect(store.rowAt(0)).toEqual({ Id: 1, Price: '7.50' });
    await expect(pending).resolves.toEqual({ ok: true });
    expect(store.rowAt(0)).toEqual({ Id: 1, Price: 7.5 });
    expect(server.writes()).toEqual([{ method: 'PATCH', path: `${PATH}/1`, query: {}, json: { Price: '7.50' } }]);
  });

  it("puts the old value back and answers the server's message when refused", async () => {
    const store = await storeOf([{ Id: 1, Price: 5 }]);
    const server = fakeApi({ [`PATCH ${PATH}/1`]: fail(400, 'Price must be a number') });
    const outcome = await commitRowEdit(
      server.api,
      store,
      PATH,
      { rowIndex: 0, rowId: '1', before: { Price: 5 }, after: { Price: 'x' } },
      idOf,
    );
    expect(outcome).toEqual({ ok: false, message: 'Price must be a number' });
    expect(store.rowAt(0)).toEqual({ Id: 1, Price: 5 });
  });

  it('leaves alone a row that is no longer the one edited (its page was read again meanwhile)', async () => {
    const store = await storeOf([{ Id: 2, Price: 1 }]);
    const server = fakeApi({ [`PATCH ${PATH}/1`]: fail(400, 'nope') });
    await commitRowEdit(
      server.api,
      store,
      PATH,
      { rowIndex: 0, rowId: '1', before: { Price: 5 }, after: { Price: 6 } },
      idOf,
    );
    expect(store.rowAt(0)).toEqual({ Id: 2, Price: 1 });
  });
});
