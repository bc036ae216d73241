import type { Knex } from 'knex';
import type { RecordsEngine } from '../records/engine';
import { selectRows } from '../records/crud';
import { readListArgs, type Query } from '../records/list-args';
import { paged, type PagedList } from '../records/list';
import { objectMapper } from '../records/rows';
import { applyOrder, filtered, orderOf } from '../records/select';
import { inRecordTx } from '../records/tx';
import { pageColumns, readVirtualFields } from '../records/virtual-page';
import { NESTED_MESSAGES, valueOfRow, type NestedLink } from './resolve';

/**
 * The nested data API (docs/API.md §1.11): a row's linked records, the records it could be linked to, and linking
 * and unlinking one record. Values in `where` conditions are the row's own key or foreign key, read first.
 */

/** Narrows a query on the related table to the rows linked (`linked`) or not linked to the row. */
function narrowed(link: NestedLink, qb: Knex.QueryBuilder, value: unknown, linked: boolean): Knex.QueryBuilder {
  const { related } = link;
  const column = (name: string) => `${related.tableName}.${name}`;
  if (link.type === 'hm') {
    const fk = column(link.fk!.column_name);
    return linked
      ? qb.where(fk, value as Knex.Value)
      : qb.where((q) => q.whereNull(fk).orWhereNot(fk, value as Knex.Value));
  }
  if (link.type === 'bt') {
    const key = column(link.relatedKey.column_name);
    if (value === null || value === undefined) return linked ? qb.whereRaw('1 = 0') : qb;
    return linked ? qb.where(key, value as Knex.Value) : qb.whereNot(key, value as Knex.Value);
  }
  const junction = link.junction!;
  const pairs = related
    .knex(junction.table.tableName)
    .select(junction.other)
    .where(junction.own, value as Knex.Value);
  const key = column(link.relatedKey.column_name);
  return linked ? qb.whereIn(key, pairs) : qb.whereNotIn(key, pairs);
}

/** The value of the row that decides its links: its key (hm, mm) or its foreign key (bt). */
const linkValueOf = (link: NestedLink, rowId: string) =>
  valueOfRow(link.table, rowId, link.type === 'bt' ? link.fk! : link.key);

/** A page of the related rows linked to the row (`linked`), or not yet linked (`exclude`), as the list API pages. */
export async function nestedList(link: NestedLink, rowId: string, query: Query, linked: boolean): Promise<PagedList> {
  const value = await linkValueOf(link, rowId);
  const { related } = link;
  const args = readListArgs(related, undefined, query);
  const now = new Date();
  const rows = () => narrowed(link, filtered(related, args.where, now), value, linked);
  const { fields } = args;
  const order = orderOf(related, args.sorts);
  const page = rows().select(pageColumns(related, fields).map((name) => `${related.tableName}.${name}`));
  applyOrder(page, related, order, args.shuffle).limit(args.limit);
  if (args.offset) page.offset(args.offset);
  const withVirtual = readVirtualFields(related, fields, page, args.shuffle ? undefined : order);
  const [list, counted] = await Promise.all([
    selectRows(related, withVirtual),
    selectRows(related, rows().count({ n: '*' })),
  ]);
  const toApi = objectMapper(fields, related.dialect);
  return paged(list.map(toApi), Number(counted[0]?.n ?? 0), args.limit, args.offset);
}

/** Links (`add`) or unlinks the related row `refRowId` and the row. */
export async function changeLink(
  engine: RecordsEngine,
  link: NestedLink,
  rowId: string,
  refRowId: string,
  add: boolean,
): Promise<{ msg: string }> {
  const { table, related } = link;
  const own = await valueOfRow(table, rowId, link.key);
  const ref = await valueOfRow(related, refRowId, link.relatedKey);
  if (link.type === 'hm') {
    const fk = link.fk!.column_name;
    const target = related.knex(related.tableName).where(link.relatedKey.column_name, ref as Knex.Value);
    if (!add) target.where(fk, own as Knex.Value);
    await inRecordTx(related, (tx) => tx.run(target.update({ [fk]: add ? own : null })));
  } else if (link.type === 'bt') {
    const fk = link.fk!.column_name;
    const target = table.knex(table.tableName).where(link.key.column_name, own as Knex.Value);
    if (!add) target.where(fk, ref as Knex.Value);
    await inRecordTx(table, (tx) => tx.run(target.update({ [fk]: add ? ref : null })));
  } else {
    const junction = link.junction!;
    const pair = { [junction.own]: own, [junction.other]: ref };
    const knex = junction.table.knex;
    const name = junction.table.tableName;
    await inRecordTx(junction.table, async (tx) => {
      if (!add) return tx.run(knex(name).where(pair).delete());
      const [existing] = await tx.rows(knex(name).select(junction.own).where(pair).limit(1));
      return existing ? 0 : tx.run(knex(name).insert(pair));
    });
    engine.touched(junction.table.model.id);
  }
  // Both ends show the link (a list's link cells, counts filtered on them): their cached data is stale.
  engine.touched(table.model.id);
  engine.touched(related.model.id);
  return { msg: add ? NESTED_MESSAGES.created : NESTED_MESSAGES.deleted };
}
