import type { Knex } from 'knex';
import { dialectOf } from './dialect';
import { BASALT_INDEX_PREFIX, buildColumnIndex } from './indexes';
import { indexedColumns, leadingColumns, sortsServed, type IndexedColumn, type SortDirection } from './index-catalog';
import { buildTextIndex, catchUpTextIndex, TEXT_INDEX_DIALECTS, textIndexesOf, textIndexUsable } from './text-index';

/** At most this many indexes Basalt makes on one table by itself (each costs every insert a little). */
export const MAX_AUTO_INDEXES = 8;

/** The two kinds of index made on first use: ordered (sorts, comparisons) and text (`like`). */
export type IndexKind = 'order' | 'text';

/** What is known of one table's indexes, for one metadata generation. */
interface TableIndexes {
  generation: number;
  /** Every column of every index, as the catalog lists them. */
  catalog: Promise<IndexedColumn[]>;
  /** Columns leading an ordered index, read from the catalog. */
  leading: Promise<Set<string>>;
  /** Columns with a text index: PostgreSQL's side tables, SQLite's FTS5 tables (column -> table). */
  text: Promise<Map<string, string>>;
  /** The text indexes built and up to date enough to narrow a search (text-index/driver.ts, MAX_PENDING_FOR_SEARCH). */
  usable: Promise<Map<string, string>>;
  /** `usable` once read (the filter SQL is written synchronously). */
  textNow: Map<string, string> | undefined;
  /** Indexes Basalt made on the table (counted against the limit). */
  ours: Promise<number>;
  /** `kind:column` (`order:column:direction` for a sort) asked for already (being built, built, or refused): once per generation. */
  asked: Set<string>;
}

let epoch = 0;
/** Moves when an index is built: list plans compiled before it (SQLite's text filter) are compiled again. */
export const indexEpoch = () => epoch;
/** Something else list plans may read became ready or went (a rollup's store, virtual/rollup-store). */
export const moveIndexEpoch = () => {
  epoch += 1;
};

/** The text indexes built and few enough rows wait for (text-index/driver.ts, MAX_PENDING_FOR_SEARCH). */
async function usableTextIndexes(knex: Knex, tableName: string, all: Map<string, string>) {
  const usable = new Map<string, string>();
  for (const [column, index] of all) if (await textIndexUsable(knex, tableName, index)) usable.set(column, index);
  return usable;
}

/** How often, at most, a search checks whether its text index has rows to catch up on. */
const CATCH_UP_EVERY_MS = 2000;

/**
 * Indexes made on first use (docs/ARCHITECTURE.md, indexes): the first list request that sorts, compares or
 * searches by a column of a default-base table no index serves queues a build in the background, one build at a
 * time per database; the request itself is answered at once, without waiting. What the catalog holds is read once
 * per metadata generation (a column renamed, dropped or changed moves it), so a renamed column's index is found.
 */
export class AutoIndexes {
  private readonly tables = new Map<string, TableIndexes>();
  private queue: Promise<unknown> = Promise.resolve();
  /** Builds asked for or queued and not yet finished (tests wait for them). */
  private pending = 0;
  private idleWaiters: Array<() => void> = [];

  /** While paused, requests queue nothing (tests compare answers with and without the indexes). */
  paused = false;
  /** Set by `close()`: builds not yet started are skipped, so none asks a pool being destroyed for a connection. */
  private closed = false;

  constructor(private readonly knex: Knex) {}

  private state(tableName: string, generation: number): TableIndexes {
    let state = this.tables.get(tableName);
    if (!state || state.generation !== generation) {
      const catalog = indexedColumns(this.knex, tableName);
      const text = textIndexesOf(this.knex, tableName);
      const fresh: TableIndexes = {
        generation,
        catalog,
        leading: catalog.then(leadingColumns),
        text,
        usable: text.then((all) => usableTextIndexes(this.knex, tableName, all)),
        textNow: undefined,
        ours: catalog.then(
          (rows) => new Set(rows.filter((r) => r.index.startsWith(BASALT_INDEX_PREFIX)).map((r) => r.index)).size,
        ),
        asked: new Set(),
      };
      fresh.usable.then((map) => (fresh.textNow = map)).catch(() => undefined);
      Promise.all([catalog, text]).catch(() => this.tables.delete(tableName));
      state = fresh;
      this.tables.set(tableName, state);
      if (this.tables.size > 2000) this.tables.delete(this.tables.keys().next().value!);
    }
    return state;
  }

  /** Reads what the catalog holds for the table (once per generation), so `textIndexOf` can answer. */
  async ready(tableName: string, generation: number): Promise<void> {
    await this.state(tableName, generation).usable.catch(() => undefined);
  }

  /** Whether the table's text indexes are known for this generation (`ready` resolved), so `textIndexOf` answers. */
  known(tableName: string, generation: number): boolean {
    const state = this.tables.get(tableName);
    return state?.generation === generation && state.textNow !== undefined;
  }

  /** The text index of a column as last read (its FTS5 or side table), if it has one and it can narrow a search. */
  textIndexOf(tableName: string, column: string): string | undefined {
    return this.tables.get(tableName)?.textNow?.get(column);
  }

  /**
   * The ordered indexes that would serve a request, as `column` or `column DESC` parts, where none does (suggestions
   * on bases Basalt does not index): for the sorted column, one serving its direction (index-catalog.ts,
   * `sortsServed`); for the others, one the column leads.
   */
  async missing(
    tableName: string,
    columns: string[],
    generation: number,
    key: string | undefined,
    sort?: { column: string; direction: SortDirection },
  ): Promise<string[]> {
    const state = this.state(tableName, generation);
    const [catalog, leading] = await Promise.all([state.catalog, state.leading]);
    const dialect = dialectOf(this.knex);
    const served = sortsServed(dialect, catalog, key);
    return columns.flatMap((column) => {
      const direction = sort?.column === column ? sort.direction : undefined;
      if (direction ? served.get(column)?.has(direction) : leading.has(column)) return [];
      // MySQL/MariaDB read a descending sort from `(column DESC)`, InnoDB adding the key ascending; the others
      // read either direction from `(column)`.
      return [direction === 'desc' && dialect === 'mysql' ? `${column} DESC` : column];
    });
  }

  /**
   * Queues a background build for each column of `kind` that has no such index, within the table's limit. `key` is
   * the table's one-column key (the tie-breaker of ordered indexes, the rowid of SQLite's text ones). Never throws.
   */
  request(
    tableName: string,
    kind: IndexKind,
    columns: string[],
    key: string | undefined,
    generation: number,
    /** Ordered indexes: the column the asking request sorts by first, and its direction (an index serves one on MySQL). */
    sort?: { column: string; direction: SortDirection },
  ): void {
    if (this.paused || !columns.length) return;
    const state = this.state(tableName, generation);
    if (kind === 'text' && key && TEXT_INDEX_DIALECTS.has(dialectOf(this.knex))) {
      // Rows written since the last look wait to be copied into the text indexes: catch up (throttled).
      state.text
        .then((text) => columns.filter((c) => text.has(c)).forEach((c) => this.catchUp(tableName, c, key)))
        .catch(() => undefined);
    }
    const sorted = (column: string) => (kind === 'order' && sort?.column === column ? sort.direction : undefined);
    const askedAs = (column: string) => [kind, column, sorted(column)].filter(Boolean).join(':');
    const fresh = columns.filter((c) => !state.asked.has(askedAs(c)));
    if (!fresh.length) return;
    fresh.forEach((c) => state.asked.add(askedAs(c)));
    const dialect = dialectOf(this.knex);
    // Counted from now, not from when the catalog answers: `idle()` waits for builds about to be queued too.
    this.pending += 1;
    void Promise.all([state.catalog, state.leading, state.text, state.ours])
      .then(([catalog, leading, text, ours]) => {
        const served = sortsServed(dialect, catalog, key);
        let made = ours;
        for (const column of fresh) {
          const direction = sorted(column);
          const has =
            kind === 'text'
              ? text.has(column)
              : direction
                ? Boolean(served.get(column)?.has(direction))
                : leading.has(column);
          if (has || made >= MAX_AUTO_INDEXES || (kind === 'text' && !key)) continue;
          made += 1;
          // Once built, a table's catalog is read again; refused, the column stays asked until the metadata moves.
          if (kind === 'order') {
            const keyDescending = direction === 'desc';
            this.enqueue(tableName, () => buildColumnIndex(this.knex, tableName, column, key, keyDescending));
          } else {
            this.enqueue(tableName, () => buildTextIndex(this.knex, tableName, column, key!));
            this.catchUp(tableName, column, key!);
          }
        }
        state.ours = Promise.resolve(made);
      })
      .catch(() => undefined)
      .finally(() => this.settle());
  }

  private settle(): void {
    this.pending -= 1;
    if (!this.pending) this.idleWaiters.splice(0).forEach((resolve) => resolve());
  }

  private readonly caughtUpAt = new Map<string, number>();

  /** Copies rows written since into a column's text index, in the background (text-index.ts). */
  private catchUp(tableName: string, column: string, key: string): void {
    const id = `${tableName}\u0000${column}`;
    const now = Date.now();
    if (now - (this.caughtUpAt.get(id) ?? -Infinity) < CATCH_UP_EVERY_MS) return;
    this.caughtUpAt.set(id, now);
    if (this.caughtUpAt.size > 2000) this.caughtUpAt.delete(this.caughtUpAt.keys().next().value!);
    this.enqueue(tableName, () => catchUpTextIndex(this.knex, tableName, column, key));
  }

  /** Runs `build` after the builds before it; unless it reports it changed nothing (0), the catalog is read again. */
  private enqueue(tableName: string, build: () => Promise<unknown>): void {
    this.pending += 1;
    this.queue = this.queue
      .then(() => (this.closed ? 0 : build()))
      .then((result) => {
        if (result === 0) return;
        this.tables.delete(tableName);
        epoch += 1;
      })
      .catch(() => undefined)
      .finally(() => this.settle());
  }

  /**
   * Runs a schema change of this database between builds: none runs beside it, and those queued after it wait.
   * PostgreSQL's concurrent build waits for every transaction older than its snapshot, so a DDL transaction that
   * waits for the table lock the build holds would deadlock with it (one of the two cancelled after
   * `deadlock_timeout`: a field's deletion failing, say, because another field was being indexed).
   */
  exclusive<T>(change: () => Promise<T>): Promise<T> {
    const run = this.queue.then(change);
    this.queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  /** Resolves once every queued build has finished. */
  idle(): Promise<void> {
    if (!this.pending) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Before the pool closes: nothing more is queued, builds not started are dropped, the running one finishes. */
  close(): Promise<void> {
    this.paused = true;
    this.closed = true;
    return this.idle();
  }
}

const managers = new WeakMap<Knex, AutoIndexes>();

/**
 * Closes a database connection (pool) Basalt opened: its background index builds stop first, so none is left
 * waiting on a destroyed pool (the process would log a Knex acquire timeout after the pool is gone).
 */
export async function closeDatabase(knex: Knex): Promise<void> {
  await managers.get(knex)?.close();
  await knex.destroy();
}

/** The index manager of one database connection (pool). */
export function autoIndexesOf(knex: Knex): AutoIndexes {
  let manager = managers.get(knex);
  if (!manager) managers.set(knex, (manager = new AutoIndexes(knex)));
  return manager;
}
