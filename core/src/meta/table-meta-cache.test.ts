import { TableMetaCache, type TableMetaBase } from './table-meta-cache.js';

interface Meta extends TableMetaBase {
  columns: string[];
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const TABLES = [
  { id: 'md_1', title: 'Customers' },
  { id: 'md_2', title: 'Orders' },
];

function setup(overrides: Partial<ConstructorParameters<typeof TableMetaCache<Meta>>[0]> = {}) {
  const load = jest.fn(async (id: string): Promise<Meta> => ({
    id,
    title: TABLES.find((t) => t.id === id)!.title,
    columns: ['Id'],
  }));
  const warn = jest.fn();
  const onError = jest.fn();
  const cache = new TableMetaCache<Meta>({ load, tables: () => TABLES, warn, onError, ...overrides });
  return { cache, load, warn, onError };
}

describe('table metadata cache', () => {
  it('loads by title or md_ id once and then serves from the cache by either key', async () => {
    const { cache, load } = setup();
    expect((await cache.get('Customers'))?.id).toBe('md_1');
    expect((await cache.get('md_1'))?.title).toBe('Customers');
    expect(cache.peek('Customers')?.id).toBe('md_1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads when forced', async () => {
    const { cache, load } = setup();
    await cache.get('md_2');
    await cache.get('md_2', true);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('makes a second request wait for the load in flight instead of loading twice', async () => {
    const gate = deferred<Meta>();
    const load = jest.fn(() => gate.promise);
    const { cache } = setup({ load, sleep: (ms) => new Promise((r) => setTimeout(r, ms / 50)) });
    const first = cache.get('Orders');
    const second = cache.get('md_2');
    gate.resolve({ id: 'md_2', title: 'Orders', columns: [] });
    expect(await first).toEqual(await second);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after the time-out and answers from the cache', async () => {
    let slept = 0;
    const { cache } = setup({
      load: jest.fn(() => new Promise<Meta>(() => {})),
      waitMs: 10_000,
      sleep: async (ms) => {
        slept += ms;
      },
    });
    void cache.get('md_1');
    expect(await cache.get('md_1')).toBeUndefined();
    expect(slept).toBe(10_000);
  });

  it('warns for an unknown title and returns nothing', async () => {
    const { cache, warn, load } = setup();
    expect(await cache.get('Nope')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('Table "Nope" was not found');
    expect(load).not.toHaveBeenCalled();
  });

  it('reports a failed load', async () => {
    const { cache, onError } = setup({ load: jest.fn(async () => Promise.reject(new Error('boom'))) });
    expect(await cache.get('md_1')).toBeUndefined();
    expect(onError).toHaveBeenCalled();
  });

  it('can be set, have one table removed, or be cleared, telling subscribers', async () => {
    const { cache } = setup();
    const heard = jest.fn();
    cache.subscribe(heard);
    cache.set({ id: 'md_9', title: 'Set', columns: [] });
    await cache.get('md_1');
    cache.remove('md_9');
    expect(cache.peek('md_9')).toBeUndefined();
    expect(cache.peek('md_1')).toBeDefined();
    cache.clear();
    expect(cache.peek('md_1')).toBeUndefined();
    expect(heard).toHaveBeenCalledTimes(4);
  });
});
