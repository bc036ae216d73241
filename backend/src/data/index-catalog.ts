import type { Knex } from 'knex';
import { dialectOf, type SqlDialect } from './dialect';

/** Prefix of every index (and SQLite text-index table) Basalt made itself: the only ones it ever drops. */
export const BASALT_INDEX_PREFIX = 'bx_';

/** One column of one index, as the database's catalog lists it. */
export interface IndexedColumn {
  index: string;
  column: string;
  /** 0 for the index's leading column. */
  position: number;
  /** The access method: `btree` serves ORDER BY and comparisons; `gin`/`fulltext` only text search. */
  method: string;
  /** The index holds this column in descending order. */
  descending: boolean;
}

const lower = (rows: Array<Record<string, unknown>>): IndexedColumn[] =>
  rows.map((r) => {
    const get = (k: string) => r[k] ?? r[k.toUpperCase()];
    return {
      index: String(get('index_name')),
      column: String(get('column_name')),
      position: Number(get('position')),
      method: String(get('method') ?? 'btree').toLowerCase(),
      descending: Boolean(Number(get('descending') ?? 0)),
    };
  });

/**
 * Every column of every usable index of a table, read from the catalog (never from names Basalt gave: a renamed
 * column keeps its index under the old name). PostgreSQL leaves out indexes a failed concurrent build left invalid.
 */
export async function indexedColumns(knex: Knex, tableName: string): Promise<IndexedColumn[]> {
  const dialect = dialectOf(knex);
  if (dialect === 'sqlite') {
    const rows = (await knex.raw(
      `select l.name as index_name, i.name as column_name, i.seqno as position, 'btree' as method,
              i."desc" as descending
       from pragma_index_list(?) l join pragma_index_xinfo(l.name) i where i.key = 1`,
      [tableName],
    )) as Array<Record<string, unknown>>;
    return lower(rows);
  }
  if (dialect === 'pg') {
    const result = (await knex.raw(
      `select ic.relname as index_name, a.attname as column_name, k.n - 1 as position, am.amname as method,
              (x.indoption[(k.n - 1)::int] & 1) as descending
       from pg_index x
       join pg_class t on t.oid = x.indrelid
       join pg_namespace ns on ns.oid = t.relnamespace
       join pg_class ic on ic.oid = x.indexrelid
       join pg_am am on am.oid = ic.relam
       cross join lateral unnest(x.indkey::int2[]) with ordinality as k(attnum, n)
       join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
       where t.relname = ? and ns.nspname = current_schema() and x.indisvalid`,
      [tableName],
    )) as { rows: Array<Record<string, unknown>> };
    return lower(result.rows);
  }
  if (dialect === 'mysql') {
    const [rows] = (await knex.raw(
      `select index_name as index_name, column_name as column_name, seq_in_index - 1 as position,
              index_type as method, collation = 'D' as descending
       from information_schema.statistics where table_schema = database() and table_name = ?`,
      [tableName],
    )) as [Array<Record<string, unknown>>];
    return lower(rows);
  }
  return [];
}

/** Columns that lead a B-tree index (an index Basalt can order and compare by). */
export function leadingColumns(indexes: IndexedColumn[]): Set<string> {
  return new Set(indexes.filter((i) => i.position === 0 && i.method === 'btree').map((i) => i.column));
}

export type SortDirection = 'asc' | 'desc';

const reversed = (direction: SortDirection): SortDirection => (direction === 'asc' ? 'desc' : 'asc');

/**
 * For each column, the directions of a sort by it (ties broken by the key ascending, as every list is: records/select.ts)
 * that an index reads in order, without sorting the table. PostgreSQL and SQLite sort a run of equal values by itself
 * (an incremental sort, a temporary B-tree for the right part of ORDER BY), so any B-tree the column leads serves
 * both directions. MySQL/MariaDB sort every matching row unless the index's key part runs the right way: `(column,
 * key)` (or `(column)`, InnoDB adding the key) serves ascending, and `(column, key desc)`, read backward, descending.
 */
export function sortsServed(
  dialect: SqlDialect,
  indexes: IndexedColumn[],
  key: string | undefined,
): Map<string, Set<SortDirection>> {
  const served = new Map<string, Set<SortDirection>>();
  const add = (column: string, direction: SortDirection) =>
    served.set(column, (served.get(column) ?? new Set()).add(direction));
  for (const lead of indexes) {
    if (lead.position !== 0 || lead.method !== 'btree') continue;
    if (dialect !== 'mysql' || !key) {
      add(lead.column, 'asc');
      add(lead.column, 'desc');
      continue;
    }
    const next = indexes.find((i) => i.index === lead.index && i.position === 1);
    if (next && next.column !== key) continue;
    const keyDirection: SortDirection = next?.descending ? 'desc' : 'asc';
    const leadDirection: SortDirection = lead.descending ? 'desc' : 'asc';
    add(lead.column, keyDirection === 'asc' ? leadDirection : reversed(leadDirection));
  }
  return served;
}
