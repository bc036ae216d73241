import type { Knex } from 'knex';

/** Meta tables whose rows shape what the data API resolves: tables, columns, views, members, users. */
export const WATCHED_META_TABLES = new Set([
  'nc_projects',
  'nc_bases',
  'nc_project_users',
  'nc_users',
  'nc_models',
  'nc_columns',
  'nc_col_select_options',
  'nc_col_relations',
  'nc_col_lookups',
  'nc_col_rollups',
  'nc_col_formulas',
  'nc_views',
  'nc_grid_views',
  'nc_view_columns',
  'nc_sorts',
  'nc_filters',
]);

const WRITE =
  /^\s*(?:insert\s+(?:or\s+\w+\s+)?into|update|delete\s+from|replace\s+into|truncate(?:\s+table)?)\s+[`"[]?([\w]+)[`"\]]?/i;
const END = /^\s*(?:commit|rollback)\b/i;

interface QueryEvent {
  sql?: string;
  __knexTxId?: string;
}

/**
 * A generation number that moves whenever metadata may have changed, so caches of resolved metadata (tables,
 * columns, views, roles, users) can be kept without a meta DB round trip per request. It listens to every query
 * the meta Knex runs: a write to a watched table moves it at once, and again when the transaction that made it
 * ends (a reader that loaded the old rows between the write and the commit must not keep them).
 */
export class MetaWatch {
  private value = 0;
  private readonly pending = new Map<string, number>();

  constructor(db?: Knex) {
    db?.on('query', (event: QueryEvent) => this.observe(event));
  }

  get generation(): number {
    return this.value;
  }

  /** Moves the generation by hand (a change the watch cannot see, or tests). */
  bump(): void {
    this.value++;
  }

  observe({ sql, __knexTxId: txId }: QueryEvent): void {
    if (typeof sql !== 'string') return;
    const write = WRITE.exec(sql);
    if (write && WATCHED_META_TABLES.has(write[1]!.toLowerCase())) {
      this.value++;
      if (txId) this.pending.set(txId, Date.now());
      return;
    }
    if (this.pending.size && END.test(sql)) {
      // Savepoints of nested transactions end with RELEASE; their outer COMMIT carries another id, so any end of
      // a transaction while writes are pending moves the generation (entries older than a minute are dropped).
      this.value++;
      if (txId) this.pending.delete(txId);
      const stale = Date.now() - 60_000;
      for (const [id, at] of this.pending) if (at < stale) this.pending.delete(id);
    }
  }
}
