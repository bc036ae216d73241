import type { Knex } from 'knex';
import type { BaseConnections } from '../data/connections';
import { indexEpoch } from '../data/auto-index';
import { MetaWatch } from '../data/meta-watch';
import { CountCache } from '../data/query/count-cache';
import { AnchorCache } from '../data/query/anchors';
import { LruCache } from '../data/query/lru';
import type { ProjectRecord } from '../meta/types';
import type { TableMeta } from './table-meta';
import type { ViewMeta } from './types';

/** How long resolved metadata (tables, views, roles, plans) is kept at most. */
export const META_CACHE_MS = 30_000;

/**
 * The records API's state for one app: metadata resolved per table and view, project roles per member, and the
 * caches of the query side (list plans, counts, deep-offset anchors). Metadata caches follow the meta watch's
 * generation; data caches also follow a per-table write generation moved by every write through the API.
 */
export class RecordsEngine {
  readonly watch: MetaWatch;
  readonly counts = new CountCache();
  readonly anchors = new AnchorCache();
  /** Parsed and compiled list queries, by table, view and query string. */
  readonly plans = new LruCache<string, unknown>(2000);
  readonly projects = new LruCache<string, Promise<ProjectRecord>>(1000);
  readonly tables = new LruCache<string, Promise<TableMeta>>(1000);
  readonly views = new LruCache<string, Promise<ViewMeta>>(1000);
  readonly roles = new LruCache<string, Promise<string[]>>(5000);
  private readonly writes = new Map<string, number>();
  private seen = -1;
  private clearedAt = 0;

  constructor(
    readonly meta: Knex,
    readonly connections: BaseConnections,
    watch?: MetaWatch,
  ) {
    this.watch = watch ?? new MetaWatch(meta);
  }

  /**
   * The meta generation, clearing every metadata cache when it moved, and at least every `META_CACHE_MS` (another
   * server on the same meta database changes metadata without this one seeing the writes).
   */
  get generation(): number {
    // A new index moves it too: plans compiled before it may be written for it (SQLite's text search).
    const current = this.watch.generation + indexEpoch();
    const now = Date.now();
    if (current !== this.seen || now - this.clearedAt > META_CACHE_MS) {
      this.seen = current;
      this.clearedAt = now;
      this.projects.clear();
      this.tables.clear();
      this.views.clear();
      this.roles.clear();
      this.plans.clear();
    }
    return current;
  }

  /** A cached value of the current generation, loaded once even under concurrent requests; failures are not kept. */
  async cached<T>(cache: LruCache<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
    void this.generation;
    let value = cache.get(key);
    if (!value) {
      value = load();
      cache.set(key, value);
      value.catch(() => cache.delete(key));
    }
    return value;
  }

  /** Moves with every write to the table through the API (counts and anchors are kept per generation). */
  dataGeneration(modelId: string): number {
    return this.writes.get(modelId) ?? 0;
  }

  touched(modelId: string): void {
    this.writes.set(modelId, this.dataGeneration(modelId) + 1);
  }

  /** A key for caches of a table's data: table, metadata and write generations. */
  dataKey(table: TableMeta): string {
    return `${table.model.id}:${this.generation}:${this.dataGeneration(table.model.id)}`;
  }
}
