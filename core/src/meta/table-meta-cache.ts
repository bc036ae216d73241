/** The least a table's metadata has (docs/PRODUCT.md §3); the full shape comes from the tables API. */
export interface TableMetaBase {
  id: string;
  title: string;
}

export interface TableMetaCacheOptions<Meta extends TableMetaBase> {
  /** Reads one table's metadata by id (`GET /api/v1/db/meta/tables/:id`). */
  load: (tableId: string) => Promise<Meta>;
  /** The current project's tables, to turn a title into an id. */
  tables: () => ReadonlyArray<TableMetaBase>;
  /** A load failed: the UI shows an error toast (docs/PRODUCT.md §8). */
  onError?: (error: unknown) => void;
  /** An unknown title: a console warning only (docs/PRODUCT.md §8). */
  warn?: (message: string) => void;
  /** How long a second request waits for an in-flight load of the same table (docs/PRODUCT.md §9: 10 s). */
  waitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export const TABLE_META_WAIT_MS = 10_000;
const POLL_MS = 50;

/**
 * Table metadata cached by id and by title (docs/PRODUCT.md §3–4). Loaded on demand by title or by an `md_` id; a
 * request for a table already loading waits (up to 10 s) and then uses whatever the cache holds; `force` skips the
 * cache.
 */
export class TableMetaCache<Meta extends TableMetaBase> {
  private readonly byId = new Map<string, Meta>();
  private readonly loading = new Set<string>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: TableMetaCacheOptions<Meta>) {}

  /** Cached metadata by id or title, without loading. */
  peek(idOrTitle: string): Meta | undefined {
    return this.byId.get(idOrTitle) ?? [...this.byId.values()].find((m) => m.title === idOrTitle);
  }

  async get(idOrTitle: string, force = false): Promise<Meta | undefined> {
    const id = this.resolveId(idOrTitle);
    if (!id) {
      (this.options.warn ?? console.warn)(`Table "${idOrTitle}" was not found`);
      return undefined;
    }
    if (!force && this.byId.has(id)) return this.byId.get(id);
    if (this.loading.has(id)) return this.waitFor(id);
    this.loading.add(id);
    try {
      const meta = await this.options.load(id);
      this.set(meta);
      return meta;
    } catch (err) {
      this.options.onError?.(err);
      return undefined;
    } finally {
      this.loading.delete(id);
    }
  }

  set(meta: Meta): void {
    this.byId.set(meta.id, meta);
    this.notify();
  }

  remove(tableId: string): void {
    if (this.byId.delete(tableId)) this.notify();
  }

  clear(): void {
    this.byId.clear();
    this.notify();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private resolveId(idOrTitle: string): string | undefined {
    if (idOrTitle.startsWith('md_')) return idOrTitle;
    return this.options.tables().find((t) => t.title === idOrTitle)?.id ?? this.peek(idOrTitle)?.id;
  }

  private async waitFor(id: string): Promise<Meta | undefined> {
    const sleep = this.options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
    const limit = this.options.waitMs ?? TABLE_META_WAIT_MS;
    for (let waited = 0; this.loading.has(id) && waited < limit; waited += POLL_MS) await sleep(POLL_MS);
    return this.byId.get(id);
  }

  private notify(): void {
    this.listeners.forEach((listener) => listener());
  }
}
