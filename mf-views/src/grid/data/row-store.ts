import { PageCache } from './page-cache';

export type Row = Record<string, unknown>;

/** One page of a view's rows and the view's row count, as the data API answers them. */
export interface PageAnswer {
  list: Row[];
  totalRows: number;
}

export type FetchPage = (offset: number, limit: number) => Promise<PageAnswer>;

export interface RowStoreOptions {
  pageSize?: number;
  /** Pages kept in memory (least recently used out). */
  capacity?: number;
  /** Requests in flight at once; further wanted pages wait, and pages no longer wanted are never asked for. */
  concurrency?: number;
  onError?: (error: unknown) => void;
}

/**
 * A view's rows, fetched a page at a time as the grid asks for windows of them, never the whole table. The grid
 * reads `rowAt` while drawing and calls `want` with the rows on screen; the store fetches their pages first, then
 * one page on each side, and forgets what scrolled far away. Subscribers hear of every change (for React's
 * `useSyncExternalStore`, `version` is the snapshot).
 */
export class RowStore {
  readonly pageSize: number;
  private readonly cache: PageCache<Row>;
  private readonly concurrency: number;
  private readonly inFlight = new Set<number>();
  private queue: number[] = [];
  /** The rows last wanted: once the first answer tells the row count, their neighbours are prefetched. */
  private lastWanted: [number, number] = [0, -1];
  private readonly listeners = new Set<() => void>();
  private disposed = false;
  /** Bumped by `reset`, so an answer to a request sent before it is dropped. */
  private generation = 0;
  totalRows: number | undefined = undefined;
  version = 0;

  constructor(
    private readonly fetchPage: FetchPage,
    private readonly options: RowStoreOptions = {},
  ) {
    this.pageSize = options.pageSize ?? 100;
    this.cache = new PageCache(options.capacity ?? 12);
    this.concurrency = options.concurrency ?? 2;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  /** The row at `index` if its page is held; undefined while it loads. */
  rowAt(index: number): Row | undefined {
    return this.cache.peek(Math.floor(index / this.pageSize))?.[index % this.pageSize];
  }

  /** Whether the page holding `index` is being fetched or waits to be. */
  isLoading(index: number): boolean {
    const page = Math.floor(index / this.pageSize);
    return this.inFlight.has(page) || this.queue.includes(page);
  }

  /**
   * The grid shows rows `first..last`: fetch their pages, then the pages on either side (prefetch). Pages wanted
   * earlier but not yet asked for are dropped, so a fast scroll through the table asks only for where it stops.
   */
  want(first: number, last: number): void {
    if (this.disposed || last < first) return;
    this.lastWanted = [first, last];
    const firstPage = Math.max(0, Math.floor(first / this.pageSize));
    const lastPage = Math.floor(last / this.pageSize);
    const lastKnownPage =
      this.totalRows === undefined ? Infinity : Math.max(0, Math.ceil(this.totalRows / this.pageSize) - 1);
    const pages: number[] = [];
    for (let p = firstPage; p <= lastPage; p++) pages.push(p);
    // until the first answer gives the row count, ask for what is on screen only: the table may be that short
    if (this.totalRows !== undefined) pages.push(lastPage + 1, firstPage - 1);
    for (const p of pages) if (this.cache.has(p)) this.cache.get(p); // keep what is on screen recent
    this.queue = pages.filter(
      (p, i) => p >= 0 && p <= lastKnownPage && pages.indexOf(p) === i && !this.cache.has(p) && !this.inFlight.has(p),
    );
    this.pump();
  }

  private pump(): void {
    while (this.inFlight.size < this.concurrency && this.queue.length) {
      const page = this.queue.shift()!;
      const generation = this.generation;
      this.inFlight.add(page);
      this.fetchPage(page * this.pageSize, this.pageSize)
        .then((answer) => {
          if (this.disposed || generation !== this.generation) return;
          this.cache.set(page, answer.list);
          const learned = this.totalRows === undefined;
          this.totalRows = answer.totalRows;
          if (learned) this.want(...this.lastWanted);
        })
        .catch((error: unknown) => {
          if (!this.disposed) this.options.onError?.(error);
        })
        .finally(() => {
          this.inFlight.delete(page);
          if (this.disposed) return;
          this.changed();
          this.pump();
        });
    }
  }

  /**
   * A page already in hand (read ahead and answered before the store was made): held as if fetched, without
   * telling subscribers, so the first render draws it.
   */
  hold(page: number, answer: PageAnswer): void {
    this.cache.set(page, answer.list);
    this.totalRows = answer.totalRows;
  }

  /** Replaces the row at `index` in memory (an optimistic edit, or putting the old value back). */
  setRow(index: number, row: Row): void {
    const rows = this.cache.peek(Math.floor(index / this.pageSize));
    if (!rows) return;
    rows[index % this.pageSize] = row;
    this.changed();
  }

  /**
   * A row just created at the end of the view: counted at once and drawn if the last page is held (or would begin
   * with it), so the user sees it without a refetch. Answers its index.
   */
  appendRow(row: Row): number {
    const index = this.totalRows ?? 0;
    this.totalRows = index + 1;
    const page = Math.floor(index / this.pageSize);
    const held = this.cache.peek(page);
    if (held && held.length === index % this.pageSize) held.push(row);
    else if (!held && index % this.pageSize === 0) this.cache.set(page, [row]);
    this.changed();
    return index;
  }

  /** Forgets every page (the view's filters, sorts or rows changed elsewhere); the grid asks again. */
  reset(): void {
    this.generation += 1;
    this.cache.clear();
    this.inFlight.clear();
    this.queue = [];
    this.totalRows = undefined;
    this.changed();
  }

  /** The pages held, for tests and the memory budget. */
  heldPages(): number[] {
    return this.cache.keys();
  }

  /** Starts answering (again): React may unmount and remount a component holding the same store. */
  connect = (): (() => void) => {
    this.disposed = false;
    return () => {
      this.disposed = true;
    };
  };
}
