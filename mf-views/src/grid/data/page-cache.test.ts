import { PageCache } from './page-cache';

describe('PageCache', () => {
  it('keeps at most its capacity, dropping the least recently used page', () => {
    const cache = new PageCache<number>(2);
    cache.set(0, [1]);
    cache.set(1, [2]);
    cache.get(0); // page 0 is now the most recent
    cache.set(2, [3]);
    expect(cache.keys()).toEqual([0, 2]);
    expect(cache.has(1)).toBe(false);
  });

  it('peeks without changing the order of eviction', () => {
    const cache = new PageCache<number>(2);
    cache.set(0, [1]);
    cache.set(1, [2]);
    expect(cache.peek(0)).toEqual([1]);
    cache.set(2, [3]);
    expect(cache.keys()).toEqual([1, 2]);
  });

  it('replaces a page set again and can be cleared', () => {
    const cache = new PageCache<string>(3);
    cache.set(4, ['a']);
    cache.set(4, ['b']);
    expect(cache.get(4)).toEqual(['b']);
    expect(cache.keys()).toEqual([4]);
    cache.clear();
    expect(cache.keys()).toEqual([]);
  });
});
