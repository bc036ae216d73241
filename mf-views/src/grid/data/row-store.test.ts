import { RowStore, type PageAnswer } from './row-store';

/** A fake data API over `total` rows `{Id}` that records each (offset, limit) and answers when released. */
function fakeRows(total: number) {
  const asked: Array<[number, number]> = [];
  const waiting: Array<() => void> = [];
  const fetchPage = (offset: number, limit: number) => {
    asked.push([offset, limit]);
    return new Promise<PageAnswer>((resolve) =>
      waiting.push(() =>
        resolve({
          list: Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({
            Id: offset + i + 1,
          })),
          totalRows: total,
        }),
      ),
    );
  };
  const releaseAll = async () => {
    while (waiting.length) {
      waiting.splice(0).forEach((release) => release());
      await new Promise((r) => setTimeout(r));
    }
  };
  return { fetchPage, asked, releaseAll };
}

describe('RowStore', () => {
  it('fetches the pages on screen first, then prefetches the next one, and learns the row count', async () => {
    const rows = fakeRows(1000);
    const store = new RowStore(rows.fetchPage, { pageSize: 100, concurrency: 1 });
    store.want(0, 30);
    await rows.releaseAll();
    expect(rows.asked).toEqual([
      [0, 100],
      [100, 100],
    ]);
    expect(store.totalRows).toBe(1000);
    expect(store.rowAt(30)).toEqual({ Id: 31 });
    expect(store.rowAt(150)).toEqual({ Id: 151 });
    expect(store.rowAt(250)).toBeUndefined();
  });

  it('jumping to the bottom of a million rows loads only the last page and prefetches the one before', async () => {
    const rows = fakeRows(1_000_000);
    const store = new RowStore(rows.fetchPage, { pageSize: 100 });
    store.want(0, 20);
    await rows.releaseAll();
    rows.asked.length = 0;
    store.want(999_980, 999_999);
    await rows.releaseAll();
    expect(rows.asked).toEqual([
      [999_900, 100],
      [999_800, 100],
    ]);
    expect(store.rowAt(999_999)).toEqual({ Id: 1_000_000 });
  });

  it('drops pages wanted during a fast scroll that were never asked for', async () => {
    const rows = fakeRows(100_000);
    const store = new RowStore(rows.fetchPage, { pageSize: 100, concurrency: 1 });
    store.want(0, 10); // page 0 in flight, page 1 queued
    store.want(5000, 5010); // the user flung on: page 1 is no longer wanted
    store.want(9000, 9010);
    await rows.releaseAll();
    expect(rows.asked.map(([offset]) => offset)).toEqual([0, 9000, 9100, 8900]);
  });

  it('keeps memory flat: only its capacity of pages stays', async () => {
    const rows = fakeRows(100_000);
    const store = new RowStore(rows.fetchPage, { pageSize: 100, capacity: 4 });
    for (let first = 0; first < 100_000; first += 5000) {
      store.want(first, first + 30);
      await rows.releaseAll();
    }
    expect(store.heldPages().length).toBeLessThanOrEqual(4);
  });

  it('tells subscribers when rows arrive and when a row is replaced', async () => {
    const rows = fakeRows(10);
    const store = new RowStore(rows.fetchPage);
    const heard = jest.fn();
    store.subscribe(heard);
    store.want(0, 9);
    await rows.releaseAll();
    expect(heard).toHaveBeenCalled();
    const before = store.getVersion();
    store.setRow(3, { Id: 4, Title: 'changed' });
    expect(store.rowAt(3)).toEqual({ Id: 4, Title: 'changed' });
    expect(store.getVersion()).toBe(before + 1);
  });

  it('reports a failed page and asks again when it is wanted again', async () => {
    const onError = jest.fn();
    let fail = true;
    const store = new RowStore(
      async () => {
        if (fail) throw new Error('offline');
        return { list: [{ Id: 1 }], totalRows: 1 };
      },
      { onError },
    );
    store.want(0, 0);
    await new Promise((r) => setTimeout(r));
    expect(onError).toHaveBeenCalledWith(new Error('offline'));
    fail = false;
    store.want(0, 0);
    await new Promise((r) => setTimeout(r));
    expect(store.rowAt(0)).toEqual({ Id: 1 });
  });

  it('after a reset, ignores answers to requests sent before it', async () => {
    const rows = fakeRows(10);
    const store = new RowStore(rows.fetchPage);
    store.want(0, 5);
    store.reset();
    await rows.releaseAll();
    expect(store.rowAt(0)).toBeUndefined();
    expect(store.totalRows).toBeUndefined();
  });

  it('shows a row created at the end at once: in the held last page, or as the start of a new one', async () => {
    const rows = fakeRows(150);
    const store = new RowStore(rows.fetchPage, { pageSize: 100 });
    store.want(100, 149);
    await rows.releaseAll();
    expect(store.appendRow({ Id: 151 })).toBe(150);
    expect(store.totalRows).toBe(151);
    expect(store.rowAt(150)).toEqual({ Id: 151 });

    const full = fakeRows(200);
    const other = new RowStore(full.fetchPage, { pageSize: 100 });
    other.want(100, 199);
    await full.releaseAll();
    expect(other.appendRow({ Id: 201 })).toBe(200);
    expect(other.rowAt(200)).toEqual({ Id: 201 });
    expect(other.rowAt(199)).toEqual({ Id: 200 });
  });
});

describe('RowStore.hold', () => {
  it('serves a page already in hand without fetching it, and prefetches only beyond it', async () => {
    const rows = fakeRows(1000);
    const store = new RowStore(rows.fetchPage, { pageSize: 100, concurrency: 1 });
    store.hold(0, { list: Array.from({ length: 100 }, (_, i) => ({ Id: i + 1 })), totalRows: 1000 });
    // drawn before any want: the first render has the rows and the row count
    expect(store.rowAt(5)).toEqual({ Id: 6 });
    expect(store.totalRows).toBe(1000);
    store.want(0, 30);
    await rows.releaseAll();
    expect(rows.asked).toEqual([[100, 100]]);
  });
});
