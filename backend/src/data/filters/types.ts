import type { FilterOp, FilterValue, DateSubOp, PhysicalUIType } from '@basalt/core';
import type { Knex } from 'knex';
import type { SqlDialect } from '../dialect';

/** What filter SQL needs of a column: its physical name and type. */
export interface FilterColumn {
  title: string;
  column_name: string;
  uidt: PhysicalUIType;
  /** A virtual field's SQL (a formula, a subquery), compared in place of a column (virtual/projection.ts). */
  expression?: Knex.Raw;
  /**
   * A field read through a link (a lookup): a term holds when a linked record's value does, and a negated one
   * (`neq`, `nlike`, `blank`...) when none's does the opposite. `keys()` selects the values of `outer` (a column
   * of the query's table) that records matching conditions on `column` (the looked-up field there) link to;
   * `inner` is the column `keys()` selects, compared with `outer` for a correlated probe (`FilterContext.scanThroughLinks`).
   */
  through?: {
    outer: string;
    inner: string;
    keys: () => Knex.QueryBuilder;
    column: FilterColumn;
    related?: RelatedColumn;
  };
}

/**
 * The looked-up field of a lookup when it is a column of the related table, so that the related table's text index
 * serves the key set's `like` as it serves a search of that table: the table, the column, the table's integer key
 * if it has one (text indexes are by it, SQLite's by rowid), and the alias the key set's query reads the table as.
 */
export interface RelatedColumn {
  table: string;
  column: string;
  key?: string;
  alias: string;
}

/** A resolved `where` term (core `ResolvedTerm`) as the SQL side reads it. */
export interface FilterTerm {
  column: FilterColumn;
  op: FilterOp;
  subOp?: DateSubOp;
  value?: FilterValue;
}

export interface FilterContext {
  knex: Knex;
  dialect: SqlDialect;
  /** The instant relative dates (`today`, `pastWeek`...) are counted from; UTC days. */
  now: Date;
  /** The text index of a column (SQLite: its FTS5 table, PostgreSQL: its side table; data/text-index.ts) and the key. */
  textIndex?: (column: string) => string | undefined;
  textKey?: string;
  /** The table `textKey` keys and its key unqualified, read for the rows above a text index's mark. */
  textTable?: { name: string; key: string };
  /** The same for any table of the database (the related tables of lookups, FilterColumn.through). */
  textIndexOf?: (table: string, column: string) => string | undefined;
  /** PostgreSQL: write `like` so that no trigram index serves it (a common term is found sooner by the scan). */
  avoidTextIndex?: boolean;
  /**
   * SQLite: compare a row's link column with the key set of a filter through a link (a lookup's) so that no index
   * serves it: the table is then walked in the page's order, stopping after a page of matches, instead of reading
   * every match by the index and sorting them (records/list.ts picks this when many rows match).
   */
  scanThroughLinks?: boolean;
  /**
   * SQLite, with `scanThroughLinks` when the walk is in key order (it stops after a page): probe each row's linked
   * records (a correlated EXISTS, by their keys) instead of reading the matching linked records' key set whole. The
   * key set of a common term costs more than the page (1 owner in 8 among 100,000: 12,500 owners read one by one);
   * a walk that reads every row to sort them costs more with a probe per row than with the set.
   */
  probeLinks?: boolean;
}

/**
 * Adds one term's condition to `b`, a nested where-builder of its own (so conditions made of several parts stay
 * in their parentheses). Values are always bindings; the column is an identifier Knex quotes.
 */
export type OpSql = (b: Knex.QueryBuilder, term: FilterTerm, ctx: FilterContext) => void;

/** The filter SQL of a family of field types: one entry per op it supports. */
export type FilterFamily = Partial<Record<FilterOp, OpSql>>;
