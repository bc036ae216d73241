import { LruCache } from './lru';

/** How long a count may be reused at most, for changes made outside the API (another client of the database). */
export const COUNT_TTL_MS = 10_000;

interface Entry {
  count: Promise<number>;
  at: number;
}

/**
 * Row counts per table and filter (docs/PERFORMANCE.md): `pageInfo.totalRows` costs a full count only when the
 * table changed through the API (the key carries its write generation), the filter is new, or the count is older
 * than `COUNT_TTL_MS`.
 */
export class CountCache {
  private readonly entries = new LruCache<string, Entry>(2000);

  async get(key: string, count: () => Promise<number> | number, now = Date.now()): Promise<number> {
    const entry = this.entries.get(key);
    if (entry && now - entry.at < COUNT_TTL_MS) return entry.count;
    const fresh: Entry = { count: Promise.resolve().then(count), at: now };
    this.entries.set(key, fresh);
    fresh.count.catch(() => this.entries.delete(key));
    return fresh.count;
  }
}
