import type { Knex } from 'knex';
import { groupExpression } from '../data/sort-sql';
import { badRequest } from '../http/errors';
import type { RecordsEngine } from './engine';
import { paged, type PagedList } from './list';
import { groupIndexWanted, indexesFor } from './list-indexes';
import { param, readLimit, readOffset, readWhere, type Query } from './list-args';
import { selectRows } from './crud';
import { filtered } from './select';
import type { RecordColumn, TableMeta } from './table-meta';
import type { ViewMeta } from './view-meta';

export const GROUPBY_MESSAGES = {
  columnRequired: 'column_name is required',
  unknownColumn: (name: string) => `Column '${name}' not found`,
} as const;

const text = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

/** The grouped column: `column_name` (physical name, as NocoDB takes it), or its title or id. */
function groupColumn(table: TableMeta, query: Query): RecordColumn {
  const name = text(query.column_name);
  if (!name) throw badRequest(GROUPBY_MESSAGES.columnRequired);
  const column = table.byName.get(name) ?? table.byTitle.get(name) ?? table.byId.get(name);
  if (!column) throw badRequest(GROUPBY_MESSAGES.unknownColumn(name));
  return column;
}

/** `sort=asc` / `sort=desc`: the order of the group values, the way a grid asks for its groups. */
const DIRECTIONS: ReadonlySet<string> = new Set(['asc', 'desc']);

/**
 * Sorts of a group list: `asc` or `desc` (the group values), or the grouped column or `count`, `-` for descending;
 * by default the values ascending. Given as `sort=a,b` or, as the SDK's axios sends arrays, `sort[]=a&sort[]=b`.
 */
function groupOrder(column: RecordColumn, query: Query): Array<{ column: string; order: 'asc' | 'desc' }> {
  const order: Array<{ column: string; order: 'asc' | 'desc' }> = [];
  for (const part of (param(query, 'sort', 's') ?? []).flatMap((s) => s.split(','))) {
    const word = part.trim();
    if (DIRECTIONS.has(word)) {
      order.push({ column: column.column_name, order: word as 'asc' | 'desc' });
      continue;
    }
    const desc = word.startsWith('-');
    const name = word.replace(/^-/, '');
    if (name === 'count') order.push({ column: 'count', order: desc ? 'desc' : 'asc' });
    else if ([column.title, column.column_name, column.id].includes(name)) {
      order.push({ column: column.column_name, order: desc ? 'desc' : 'asc' });
    }
  }
  if (!order.some((o) => o.column === column.column_name)) order.push({ column: column.column_name, order: 'asc' });
  return order;
}

/**
 * What rows are grouped by and the value each group shows, so that a group holds exactly the rows that
 * `(column,eq,value)` finds, or `(column,blank)` for the group of no value (docs/API.md §1.11): the filters count an
 * unset checkbox as unchecked, so it joins the `false` group; `blank` text is unset or '', so '' joins the group of
 * no value; `eq` on text is case-sensitive while MySQL's collations are not, so text is grouped by its bytes there
 * (the values of such a group are all the same: `min` gives it).
 */
function groupKey(table: TableMeta, column: RecordColumn): { key: Knex.Raw; value: Knex.Raw } {
  const { knex, dialect } = table;
  // A virtual field is grouped by its expression (Knex writes it where a column name would be quoted).
  const name = (column.expression ?? column.column_name) as unknown as string;
  const { valueKind } = column.field;
  if (valueKind === 'boolean') {
    const key = knex.raw(`coalesce(??, ${dialect === 'pg' ? 'false' : '0'})`, [name]);
    return { key, value: key };
  }
  if (valueKind === 'text' && dialect === 'mysql') {
    return { key: knex.raw(`binary nullif(??, '')`, [name]), value: knex.raw(`min(nullif(??, ''))`, [name]) };
  }
  const plain = groupExpression(knex, dialect, column);
  const key = valueKind === 'text' ? knex.raw(`nullif(?, '')`, [plain]) : plain;
  return { key, value: key };
}

/** Orders the groups by their value (the output column): no value first ascending, last descending. */
function orderByGroupValue(page: Knex.QueryBuilder, table: TableMeta, name: string, order: 'asc' | 'desc') {
  if (table.dialect === 'pg') page.orderByRaw(`?? ${order} nulls ${order === 'asc' ? 'first' : 'last'}`, [name]);
  else page.orderBy(name, order);
}

/**
 * `GET .../groupby` (docs/API.md §1.11): `{list: [{<column_name or virtual field title>: value, count}], pageInfo}` over the groups of the
 * rows the view's filters, `where`, `filterArrJson` and `search` leave.
 */
export async function groupBy(
  engine: RecordsEngine,
  table: TableMeta,
  view: ViewMeta | undefined,
  query: Query,
): Promise<PagedList> {
  const column = groupColumn(table, query);
  void indexesFor(engine, table, groupIndexWanted(table, column));
  const where = readWhere(table, view, query);
  const now = new Date();
  const limit = readLimit(query);
  const offset = readOffset(query);
  const name = column.column_name;
  const { key, value } = groupKey(table, column);
  const groups = filtered(table, where, now)
    .select(table.knex.raw('? as ??', [value, name]))
    .count({ count: '*' });
  // PostgreSQL matches GROUP BY to the select list by text, and a virtual field's parameters are numbered apart in
  // each: grouped by its place in the list instead (the key and the value are the same expression there).
  if (column.virtual && table.dialect === 'pg') groups.groupByRaw('1');
  else groups.groupBy(key);
  const page = groups.clone().limit(limit).offset(offset);
  for (const o of groupOrder(column, query)) {
    if (o.column === 'count') page.orderBy('count', o.order);
    else orderByGroupValue(page, table, name, o.order);
  }
  const total = table.knex.count({ n: '*' }).from(groups.clone().as('basalt_groups'));
  const { sql, bindings } = total.toSQL();
  const [rows, count] = await Promise.all([
    selectRows(table, page),
    engine.counts.get(`${engine.dataKey(table)}|groups|${sql}|${JSON.stringify(bindings)}`, async () => {
      const [row] = await selectRows(table, total);
      return Number(row?.n ?? 0);
    }),
  ]);
  // Keyed by the column's name; a virtual field, which has none, by its title. Text-valued groups are formed by text.
  const { backend } = column;
  const readGroupValue = column.field.valueKind === 'text' && backend.fromText ? backend.fromText : backend.fromDb;
  const list = rows.map((row) => ({
    [column.virtual ? column.title : name]: readGroupValue(row[name], table.dialect),
    count: Number(row.count),
  }));
  return paged(list, count, limit, offset);
}
