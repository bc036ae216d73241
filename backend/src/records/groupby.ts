import { groupExpression, orderByColumn } from '../data/sort-sql';
import { badRequest } from '../http/errors';
import type { RecordsEngine } from './engine';
import { paged, type PagedList } from './list';
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

/**
 * Sorts of a group list: the grouped column or `count`, `-` for descending; by default the values ascending. Given
 * as `sort=a,b` or, as the SDK's axios sends arrays, `sort[]=a&sort[]=b`.
 */
function groupOrder(column: RecordColumn, query: Query): Array<{ column: string; order: 'asc' | 'desc' }> {
  const order: Array<{ column: string; order: 'asc' | 'desc' }> = [];
  for (const part of (param(query, 'sort', 's') ?? []).flatMap((s) => s.split(','))) {
    const desc = part.trim().startsWith('-');
    const name = part.trim().replace(/^-/, '');
    if (name === 'count') order.push({ column: 'count', order: desc ? 'desc' : 'asc' });
    else if ([column.title, column.column_name, column.id].includes(name)) {
      order.push({ column: column.column_name, order: desc ? 'desc' : 'asc' });
    }
  }
  if (!order.some((o) => o.column === column.column_name)) order.push({ column: column.column_name, order: 'asc' });
  return order;
}

/** `GET .../groupby` (docs/API.md §1.11): `{list: [{<column_name>: value, count}], pageInfo}` over the groups. */
export async function groupBy(
  engine: RecordsEngine,
  table: TableMeta,
  view: ViewMeta | undefined,
  query: Query,
): Promise<PagedList> {
  const column = groupColumn(table, query);
  const where = readWhere(table, view, query);
  const now = new Date();
  const limit = readLimit(query);
  const offset = readOffset(query);
  const name = column.column_name;
  const expression = groupExpression(table.knex, table.dialect, column);
  const groups = filtered(table, where, now)
    .select(table.knex.raw('? as ??', [expression, name]))
    .count({ count: '*' })
    .groupBy(expression);
  const page = groups.clone().limit(limit).offset(offset);
  for (const o of groupOrder(column, query)) {
    if (o.column === 'count') page.orderBy('count', o.order);
    else orderByColumn(page, table.dialect, column, o.order);
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
  const list = rows.map((row) => ({
    [name]: column.backend.fromDb(row[name], table.dialect),
    count: Number(row.count),
  }));
  return paged(list, count, limit, offset);
}
