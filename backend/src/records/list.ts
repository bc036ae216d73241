import type { PageInfo } from '@basalt/core';
import { autoIndexesOf } from '../data/auto-index';
import { TEXT_INDEX_DIALECTS } from '../data/text-index';
import type { Knex } from 'knex';
import { ANCHOR_MIN_OFFSET, anchorFor, anchorQuery } from '../data/query/anchors';
import type { CompiledSql } from '../data/sqlite/fast';
import { sqlTemplate, type SqlTemplate } from '../data/query/template';
import { dayText } from '../data/filters/date-range';
import { preparedName } from '../data/prepared';
import type { RecordsEngine } from './engine';
import { indexWanted, indexesFor, suggestIndexes, type WantedIndexes } from './list-indexes';
import { readListArgs, type ListArgs, type ListSort, type Query } from './list-args';
import type { ApiRow } from './rows';
import { anchoredSortedPage, keysetOf, sortedAnchorQuery, type Keyset } from './list-keyset';
import { applyOrder, filtered, orderOf } from './select';
import type { TableMeta } from './table-meta';
import type { ViewMeta } from './view-meta';
import { hasVirtual, pageColumns, pageRowMappers, readVirtualFields } from './virtual-page';

/** A list request read, checked and compiled once per query string (and UTC day, for relative dates). */
export interface ListPlan {
  args: ListArgs;
  order: ListSort[];
  now: Date;
  keyset: Keyset | undefined;
  /** Indexes that would serve this request (list-indexes.ts). */
  indexes: WantedIndexes;
  /** The filter as SQL text and bindings: the identity of the filter for the count and anchor caches. */
  whereKey: string;
  /** SQLite: the page and count statements, compiled once; PostgreSQL: the page, when it is named (`namedOnPg`). */
  rowsSql?: CompiledSql;
  /**
   * The filter has a search a text index may serve, or (SQLite) a lookup's term an index on the link column may:
   * the page is read with or without that index by how many rows match.
   */
  pickedByCount: boolean;
  /** The same page without narrowing by text indexes or link columns' indexes. */
  rowsSqlPlain?: CompiledSql;
  countSql?: CompiledSql;
  /** SQLite, named PostgreSQL pages: the page statement that starts from a keyset anchor (anchor key, rows to skip). */
  anchored?: SqlTemplate;
  /** SQLite, sorted lists: the same from an anchor `[value, key]`, and from one without a value (`[key]`). */
  anchoredSorted?: SqlTemplate;
  anchoredSortedNull?: SqlTemplate;
  fromArray?: (row: readonly unknown[]) => ApiRow;
  fromObject?: (row: Record<string, unknown>) => ApiRow;
}

/**
 * A search a text index serves reads its candidates first (a set as large as the matches: SQLite's FTS5 rowids,
 * PostgreSQL's bitmap), then orders them, and so does a filter through a link the link column's index serves on
 * SQLite (every row linked to a matching record); the plain scan in key order stops after a page of matches. Past
 * this many matches the scan is the cheaper (on 1,000,000 rows it then reads at most ~200 rows per match in the
 * page), under it the index.
 */
const NARROW_MAX_MATCHES = 5000;

const compiled = (qb: Knex.QueryBuilder): CompiledSql => {
  const { sql, bindings } = qb.toSQL();
  return { sql, bindings };
};

export function listPlan(
  engine: RecordsEngine,
  table: TableMeta,
  view: ViewMeta | undefined,
  query: Query,
  queryString: string,
  /** Compile again, whatever is cached (the text indexes it may use became known). */
  fresh = false,
): ListPlan {
  const now = new Date();
  const key = `${table.model.id}|${view?.view.id ?? ''}|${dayText(now.getTime())}|${queryString}`;
  void engine.generation;
  const cached = fresh ? undefined : (engine.plans.get(key) as ListPlan | undefined);
  if (cached) return cached;
  const args = readListArgs(table, view, query);
  const order = orderOf(table, args.sorts);
  const count = countQuery(table, args, now);
  const countSql = compiled(count);
  const plan: ListPlan = {
    args,
    order,
    now,
    keyset: args.shuffle ? undefined : keysetOf(table, order),
    indexes: indexWanted(table, args),
    whereKey: `${countSql.sql}|${JSON.stringify(countSql.bindings)}`,
    pickedByCount: false,
  };
  const withIndex = compiled(pageQuery(table, plan, args.offset));
  const without = compiled(pageQuery(table, plan, args.offset, undefined, false));
  plan.pickedByCount = withIndex.sql !== without.sql;
  if (table.fast) plan.countSql = countSql;
  if (table.fast || namedOnPg(table, plan)) {
    plan.rowsSql = withIndex;
    if (plan.pickedByCount) plan.rowsSqlPlain = without;
  }
  engine.plans.set(key, plan);
  return plan;
}

function countQuery(table: TableMeta, args: Pick<ListArgs, 'where'>, now: Date): Knex.QueryBuilder {
  return filtered(table, args.where, now).count({ n: '*' });
}

function pageQuery(
  table: TableMeta,
  plan: ListPlan,
  offset: number,
  after?: unknown,
  narrow = true,
): Knex.QueryBuilder {
  const { args } = plan;
  const qb = filtered(table, args.where, plan.now, narrow, !narrow && inKeyOrder(table, plan)).select(
    pageColumns(table, args.fields),
  );
  if (after !== undefined && plan.keyset) {
    const { column, direction } = plan.keyset.sort;
    qb.where(column.column_name, direction === 'desc' ? '<=' : '>=', after as Knex.Value);
  }
  applyOrder(qb, table, plan.order, args.shuffle);
  qb.limit(args.limit);
  if (offset) qb.offset(offset);
  return readVirtualFields(table, args.fields, qb, args.shuffle ? undefined : plan.order, true);
}

/**
 * Whether the page is read in the order of the table's key (no sort but by it): walking the table then stops after
 * a page of matches, which a probe per row suits (select.ts `filtered`); any other order may read every row first.
 */
function inKeyOrder(table: TableMeta, plan: ListPlan): boolean {
  const keys = new Set(table.pks.map((c) => c.id));
  return !plan.args.shuffle && plan.order.every((s) => keys.has(s.column.id));
}

/** The page from a sorted list's anchor `[value, key]` (list-keyset.ts). */
function sortedPageQuery(table: TableMeta, plan: ListPlan, anchor: readonly [unknown, unknown], skip: number) {
  const { args } = plan;
  const fields = pageColumns(table, args.fields);
  const base = () => filtered(table, args.where, plan.now);
  const page = anchoredSortedPage(table, base, plan.keyset!, plan.order, fields, args.limit, anchor, skip);
  return readVirtualFields(table, args.fields, page, plan.order, true);
}

/** The compiled page from a sorted list's anchor; compiled once per shape (SQLite, named PostgreSQL pages). */
function sortedPageSql(table: TableMeta, plan: ListPlan, anchor: readonly [unknown, unknown], skip: number) {
  const [value, at] = anchor;
  if (value === null) {
    plan.anchoredSortedNull ??= sqlTemplate(2, ([k, s]) => sortedPageQuery(table, plan, [null, k], s as number));
    return plan.anchoredSortedNull([at, skip]);
  }
  plan.anchoredSorted ??= sqlTemplate(3, ([v, k, s]) => sortedPageQuery(table, plan, [v, k], s as number));
  return plan.anchoredSorted([value, at, skip]);
}

/**
 * The rows of a page; deep pages of lists ordered by the key, or by one column then the key, start from a keyset
 * anchor (anchors.ts, list-keyset.ts), so a deep page costs what the first does once the anchors are read.
 */
export async function readPage(
  engine: RecordsEngine,
  table: TableMeta,
  plan: ListPlan,
  count?: number,
): Promise<ApiRow[]> {
  const { args, keyset } = plan;
  let anchor: { key: unknown; skip: number } | undefined;
  if (keyset && args.offset >= ANCHOR_MIN_OFFSET) {
    const key = `${engine.dataKey(table)}|${plan.whereKey}|${keyset.sort.column.column_name}|${keyset.sort.direction}`;
    anchor = anchorFor(await engine.anchors.get(key, () => readAnchors(table, plan)), args.offset);
    if (!anchor) return [];
  }
  if (anchor && keyset?.key) {
    const tuple = anchor.key as readonly [unknown, unknown];
    if (table.fast) {
      plan.fromArray ??= pageRowMappers(table, args.fields).fromArray;
      return table.fast.rows(sortedPageSql(table, plan, tuple, anchor.skip)).map(plan.fromArray);
    }
    const rows = namedOnPg(table, plan)
      ? await runNamed(table, sortedPageSql(table, plan, tuple, anchor.skip))
      : ((await sortedPageQuery(table, plan, tuple, anchor.skip)) as Array<Record<string, unknown>>);
    plan.fromObject ??= pageRowMappers(table, args.fields).fromObject;
    return rows.map(plan.fromObject);
  }
  const plain = plan.pickedByCount && count !== undefined && count >= NARROW_MAX_MATCHES;
  if (table.fast || namedOnPg(table, plan)) {
    if (anchor) plan.anchored ??= sqlTemplate(2, ([after, skip]) => pageQuery(table, plan, skip as number, after));
    const sql = anchor ? plan.anchored!([anchor.key, anchor.skip]) : plain ? plan.rowsSqlPlain! : plan.rowsSql!;
    if (table.fast) {
      plan.fromArray ??= pageRowMappers(table, args.fields).fromArray;
      return table.fast.rows(sql).map(plan.fromArray);
    }
    plan.fromObject ??= pageRowMappers(table, args.fields).fromObject;
    return (await runNamed(table, sql)).map(plan.fromObject);
  }
  const query = anchor
    ? pageQuery(table, plan, anchor.skip, anchor.key)
    : pageQuery(table, plan, args.offset, undefined, !plain);
  const rows = (await query) as Array<Record<string, unknown>>;
  plan.fromObject ??= pageRowMappers(table, args.fields).fromObject;
  return rows.map(plan.fromObject);
}

/**
 * PostgreSQL parses and plans a page reading virtual fields once per connection, as a named statement (data/prepared.ts;
 * a default base only, whose tables change through this server), compiled once per plan as SQLite's are: Knex
 * compiling that statement (~0.3 ms) was a fifth of the page (docs/PERFORMANCE.md, links).
 */
function namedOnPg(table: TableMeta, plan: Pick<ListPlan, 'args'>): boolean {
  return table.dialect === 'pg' && !!table.base.is_meta && hasVirtual(plan.args.fields);
}

/**
 * Runs a compiled page as a named statement. One prepared before another server changed a column's type is refused
 * (`cached plan must not change result type`, 0A000) until this one's metadata moves on: it runs unnamed then.
 */
async function runNamed(table: TableMeta, sql: CompiledSql): Promise<Array<Record<string, unknown>>> {
  const run = async (name: string | undefined) => {
    const raw = table.knex.raw(sql.sql, sql.bindings as readonly Knex.RawBinding[]);
    const result = (await (name ? raw.options({ name }) : raw)) as { rows: Array<Record<string, unknown>> };
    return result.rows;
  };
  const name = preparedName(sql.sql, table);
  try {
    return await run(name);
  } catch (err) {
    if (name && (err as { code?: string }).code === '0A000') return run(undefined);
    throw err;
  }
}

async function readAnchors(table: TableMeta, plan: ListPlan): Promise<unknown[]> {
  const keyset = plan.keyset!;
  const rowsOf = filtered(table, plan.args.where, plan.now);
  if (keyset.key) {
    const qb = sortedAnchorQuery(table, rowsOf, keyset);
    if (table.fast) return table.fast.rows(compiled(qb));
    const rows = (await qb) as Array<Record<string, unknown>>;
    return rows.map((r) => [r.basalt_v, r.basalt_k]);
  }
  const key = keyset.sort;
  const qb = anchorQuery(table.knex, rowsOf, key.column.column_name, key.direction);
  if (table.fast) return table.fast.rows(compiled(qb)).map((r) => r[0]);
  const rows = (await qb) as Array<Record<string, unknown>>;
  return rows.map((r) => r[key.column.column_name]);
}

/** The number of rows matching the plan's filter, cached per table write generation (count-cache.ts). */
export function countFor(engine: RecordsEngine, table: TableMeta, plan: ListPlan): Promise<number> {
  return engine.counts.get(`${engine.dataKey(table)}|${plan.whereKey}`, async () => {
    if (table.fast && plan.countSql) return Number(table.fast.value(plan.countSql));
    const row = (await countQuery(table, plan.args, plan.now).first()) as { n?: unknown } | undefined;
    return Number(row?.n ?? 0);
  });
}

/** The page figures of docs/API.md §1.0 (NocoDB's PagedResponse). */
export function pageInfo(totalRows: number, limit: number, offset: number): PageInfo {
  const page = offset ? offset / limit + 1 : 1;
  return {
    totalRows,
    page,
    pageSize: limit,
    isFirstPage: page === 1,
    isLastPage: page === (Math.ceil(totalRows / limit) || 1),
  };
}

export interface PagedList {
  list: ApiRow[];
  pageInfo: PageInfo;
  errors?: Array<{ message: string }>;
}

export function paged(list: ApiRow[], totalRows: number, limit: number, offset: number): PagedList {
  const out: PagedList = { list, pageInfo: pageInfo(totalRows, limit, offset) };
  if (offset && offset >= totalRows) out.errors = [{ message: 'Offset is beyond the total number of rows' }];
  return out;
}

/**
 * The list plan once the text indexes its filter may use are known (a search narrows by them, and the plan is
 * compiled once): the table's own, and those of the related tables a lookup's filter searches.
 */
async function textReadyPlan(
  engine: RecordsEngine,
  table: TableMeta,
  view: ViewMeta | undefined,
  query: Query,
  queryString: string,
): Promise<ListPlan> {
  if (!TEXT_INDEX_DIALECTS.has(table.dialect)) return listPlan(engine, table, view, query, queryString);
  const manager = autoIndexesOf(table.knex);
  await manager.ready(table.tableName, engine.generation);
  const plan = listPlan(engine, table, view, query, queryString);
  const unknown = (plan.indexes.related ?? []).filter((r) => !manager.known(r.table, engine.generation));
  if (!unknown.length) return plan;
  await Promise.all(unknown.map((r) => manager.ready(r.table, engine.generation)));
  return listPlan(engine, table, view, query, queryString, true);
}

export async function listRows(
  engine: RecordsEngine,
  table: TableMeta,
  view: ViewMeta | undefined,
  query: Query,
  queryString: string,
): Promise<PagedList> {
  const plan = await textReadyPlan(engine, table, view, query, queryString);
  const suggestion = indexesFor(engine, table, plan.indexes);
  // A search an index narrows picks its page's statement by how many rows match (NARROW_MAX_MATCHES).
  const counted = plan.pickedByCount ? await countFor(engine, table, plan) : undefined;
  const [list, count] = await Promise.all([
    readPage(engine, table, plan, counted),
    counted ?? countFor(engine, table, plan),
  ]);
  return suggestIndexes(paged(list, count, plan.args.limit, plan.args.offset), await suggestion);
}
