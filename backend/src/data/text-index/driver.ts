import type { Knex } from 'knex';

/** Past this many rows waiting for the copy, a text index is not used to narrow a search (the scan is cheaper). */
export const MAX_PENDING_FOR_SEARCH = 10_000;

/** One text index: the table it indexes, its column and integer key, and its own table (FTS5 or side table). */
export interface TextIndexRef {
  tableName: string;
  column: string;
  key: string;
  index: string;
}

/**
 * How one database keeps text indexes (data/text-index.ts): a copy of a column's text, kept off the table's write
 * path and caught up in the background, with what waits for it known (rows noted pending, rows above a mark).
 */
export interface TextIndexDriver {
  /** Makes the index of a column and copies every row into it. */
  build(knex: Knex, tableName: string, column: string, key: string): Promise<void>;
  /** Copies what waits into the index; resolves with the rows copied (0: nothing changed). */
  catchUp(knex: Knex, ref: TextIndexRef): Promise<number>;
  /** The index of each indexed column of a table (column -> its table), found so a renamed column keeps its own. */
  indexesOf(knex: Knex, tableName: string): Promise<Map<string, string>>;
  /** Whether the index is built and at most MAX_PENDING_FOR_SEARCH rows wait for it. */
  usable(knex: Knex, tableName: string, index: string): Promise<boolean>;
  /** Drops the index's triggers and tables. */
  drop(knex: Knex, tableName: string, index: string): Promise<void>;
  /** The keys the index says may match `pattern` (a LIKE pattern; `run`, its longest run without wildcards). */
  candidates(knex: Knex, index: string, pattern: string, run: string): Knex.Raw;
  /** The keys noted pending, and the one-row table holding the mark the rows above which wait. */
  waiting(knex: Knex, index: string): { pending: Knex.Raw; markTable: string };
}
