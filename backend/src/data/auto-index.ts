import type { Knex } from 'knex';
import { BASALT_INDEX_PREFIX, buildColumnIndex } from './indexes';
import { indexedColumns, leadingColumns } from './index-catalog';

/** At most this many indexes Basalt makes on one table by itself (each costs every insert a little). */
export const MAX_AUTO_INDEXES = 8;

/** What is known of one table's indexes, for one metadata generation. */
interface TableIndexes {
  generation: number;
  /** Columns leading an index, read from the catalog. */
  leading: Promise<Set<string>>;
  /** Indexes Basalt made on the table (counted against the limit). */
  ours: Promise<number>;
  /** Columns asked for already (being built, built, or refused by the database): asked once per generation. */
  asked: Set<string>;
}

/**
 * Indexes made on first use (docs/ARCHITECTURE.md, indexes): the first list request that sorts or compares by a
 * column of a default-base table no index leads queues a build in the background, one build at a time per database;
 * the request itself is answered at once, without waiting. What the catalog holds is read once per metadata
 * generation (a column renamed, dropped or changed moves it), so a renamed column's index is found again.
 */
export class AutoIndexes {
  private readonly tables = new Map<string, TableIndexes>();
  private queue: Promise<unknown> = Promise.resolve();
  /** Builds queued and not yet finished (tests and the benchmark wait for them). */
  private pending = 0;
  private idleWaiters: Array<() => void> = [];

  /** While paused, requests queue nothing (tests compare answers with and without the indexes). */
  paused = false;

  constructor(private readonly knex: Knex) {}

  private state(tableName: string, generation: number): TableIndexes {
    let state = this.tables.get(tableName);
    if (!state || state.generation !== generation) {
      const catalog = indexedColumns(this.knex, tableName);
      catalog.catch(() => this.tables.delete(tableName));
      state = {
        generation,
        leading: catalog.then(leadingColumns),
        ours: catalog.then(
          (rows) => new Set(rows.filter((r) => r.index.startsWith(BASALT_INDEX_PREFIX)).map((r) => r.index)).size,
        ),
        asked: new Set(),
      };
      this.tables.set(tableName, state);
      if (this.tables.size > 2000) this.tables.delete(this.tables.keys().next().value!);
    }
    return state;
  }

  /** The columns no index leads (for suggestions on bases Basalt does not index). */
  async missing(tableName: string, columns: string[], generation: number): Promise<string[]> {
    const leading = await this.state(tableName, generation).leading;
    return columns.filter((c) => !leading.has(c));
  }

  /** Queues a background build for each column no index leads, within the table's limit. Never throws. */
  request(tableName: string, columns: string[], keyName: string | undefined, generation: number): void {
    if (this.paused) return;
    const state = this.state(tableName, generation);
    const fresh = columns.filter((c) => !state.asked.has(c));
    if (!fresh.length) return;
    fresh.forEach((c) => state.asked.add(c));
    void Promise.all([state.leading, state.ours])
      .then(([leading, ours]) => {
        let made = ours;
        for (const column of fresh) {
          if (leading.has(column) || made >= MAX_AUTO_INDEXES) continue;
          made += 1;
          // Once built the column leads an index; refused, it stays asked until the metadata moves.
          this.enqueue(() =>
            buildColumnIndex(this.knex, tableName, column, keyName).then(() => void leading.add(column)),
          );
        }
        state.ours = Promise.resolve(made);
      })
      .catch(() => undefined);
  }

  private enqueue(build: () => Promise<void>): void {
    this.pending += 1;
    this.queue = this.queue
      .then(build)
      .catch(() => undefined)
      .finally(() => {
        this.pending -= 1;
        if (!this.pending) this.idleWaiters.splice(0).forEach((resolve) => resolve());
      });
  }

  /** Resolves once every queued build has finished. */
  idle(): Promise<void> {
    if (!this.pending) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }
}

const managers = new WeakMap<Knex, AutoIndexes>();

/** The index manager of one database connection (pool). */
export function autoIndexesOf(knex: Knex): AutoIndexes {
  let manager = managers.get(knex);
  if (!manager) managers.set(knex, (manager = new AutoIndexes(knex)));
  return manager;
}
