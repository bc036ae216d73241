import type { Knex } from 'knex';
import { COUNT_TTL_MS } from './count-cache';
import { LruCache } from './lru';

/** One anchor per this many rows. */
export const ANCHOR_STRIDE = 1000;
/** Offsets below this are read with a plain OFFSET. */
export const ANCHOR_MIN_OFFSET = 10_000;

/**
 * Keyset anchors for deep pages of lists ordered by the primary key alone (docs/PERFORMANCE.md): the key of every
 * `ANCHOR_STRIDE`-th row of a table and filter, read once per write generation. A page at offset N then starts from
 * the anchor before it (`key >= anchor ... OFFSET N % STRIDE`) instead of stepping over N rows, and is exact because
 * any write through the API makes new anchors (and they expire, for writes made around the API).
 */
export class AnchorCache {
  private readonly entries = new LruCache<string, { anchors: Promise<unknown[]>; at: number }>(100);

  /** Anchors also expire like counts (COUNT_TTL_MS), for rows written by another client of the database. */
  get(key: string, load: () => Promise<unknown[]>, now = Date.now()): Promise<unknown[]> {
    const entry = this.entries.get(key);
    if (entry && now - entry.at < COUNT_TTL_MS) return entry.anchors;
    const anchors = load();
    this.entries.set(key, { anchors, at: now });
    anchors.catch(() => this.entries.delete(key));
    return anchors;
  }
}

/** The query reading the anchors: the key of rows 0, STRIDE, 2*STRIDE... in order (a window function). */
export function anchorQuery(
  knex: Knex,
  filtered: Knex.QueryBuilder,
  key: string,
  direction: 'asc' | 'desc',
): Knex.QueryBuilder {
  const numbered = filtered
    .clone()
    .clearSelect()
    .clearOrder()
    .select(key)
    .select(
      knex.raw(`row_number() over (order by ?? ${direction === 'desc' ? 'desc' : 'asc'}) as ??`, [key, 'basalt_rn']),
    );
  return knex
    .select(key)
    .from(numbered.as('basalt_numbered'))
    .whereRaw(`(?? - 1) % ${ANCHOR_STRIDE} = 0`, ['basalt_rn'])
    .orderBy('basalt_rn');
}

/** Where a page at `offset` starts: the anchor's key and the rows left to skip after it. */
export function anchorFor(anchors: readonly unknown[], offset: number): { key: unknown; skip: number } | undefined {
  const index = Math.floor(offset / ANCHOR_STRIDE);
  if (index >= anchors.length) return undefined;
  return { key: anchors[index], skip: offset - index * ANCHOR_STRIDE };
}
