import type { Knex } from 'knex';
import { ANCHOR_STRIDE } from '../data/query/anchors';
import type { ListSort } from './list-args';
import { applyOrder } from './select';
import type { RecordColumn, TableMeta } from './table-meta';

/**
 * How a list can be paged by keyset from anchors (data/query/anchors.ts): ordered by a one-column key alone, or by
 * one sorted column then that key (the tie-breaker), so every row has one place and an anchor names it exactly.
 */
export interface Keyset {
  sort: ListSort;
  /** The key after the sorted column; absent when the list is ordered by the key alone. */
  key?: RecordColumn;
}

/** The keyset of a list's order, if it has one. */
export function keysetOf(table: TableMeta, order: ListSort[]): Keyset | undefined {
  if (table.pks.length !== 1) return undefined;
  const [first, second] = order;
  if (order.length === 1 && first!.column.pk) return { sort: first! };
  const plain =
    first && !first.column.pk && !first.column.virtual && !first.column.backend.orderExpression?.[table.dialect];
  if (order.length === 2 && plain && second!.column.pk && second!.direction === 'asc')
    return { sort: first, key: second.column };
  return undefined;
}

/**
 * An anchor's sorted value as text where the driver would lose precision reading it (PostgreSQL timestamps keep
 * microseconds, a JavaScript Date milliseconds; MySQL alike); bound back, the database reads it as the column's type.
 */
function anchorValue(table: TableMeta, column: string): Knex.Raw {
  if (table.dialect === 'pg') return table.knex.raw('??::text', [column]);
  if (table.dialect === 'mysql') return table.knex.raw('cast(?? as char)', [column]);
  return table.knex.raw('??', [column]);
}

const windowOrder = (table: TableMeta, keyset: Keyset): string => {
  const { direction } = keyset.sort;
  const nulls = table.dialect === 'pg' ? ` nulls ${direction === 'asc' ? 'first' : 'last'}` : '';
  return `?? ${direction}${nulls}${keyset.key ? ', ?? asc' : ''}`;
};

/**
 * The anchors of a sorted list: `[value, key]` of rows 0, STRIDE, 2*STRIDE... in the list's order (a window
 * function over the same order the page uses, no value first ascending and last descending).
 */
export function sortedAnchorQuery(table: TableMeta, filtered: Knex.QueryBuilder, keyset: Keyset): Knex.QueryBuilder {
  const { knex } = table;
  const column = keyset.sort.column.column_name;
  const key = keyset.key!.column_name;
  const numbered = filtered
    .clone()
    .clearSelect()
    .clearOrder()
    .select(knex.raw('? as ??', [anchorValue(table, column), 'basalt_v']))
    .select(knex.raw('?? as ??', [key, 'basalt_k']))
    .select(knex.raw(`row_number() over (order by ${windowOrder(table, keyset)}) as ??`, [column, key, 'basalt_rn']));
  return knex
    .select('basalt_v', 'basalt_k')
    .from(numbered.as('basalt_numbered'))
    .whereRaw(`(?? - 1) % ${ANCHOR_STRIDE} = 0`, ['basalt_rn'])
    .orderBy('basalt_rn');
}

/**
 * A page of a sorted list starting from an anchor `[value, key]`, `skip` rows after it. The rows from the anchor on
 * are those of its own group (same value and a key from its key on, or further in the column's order), then, when
 * rows without a value come after the anchor's group (ascending from no value, or descending), all of those: each
 * part reads at most STRIDE + limit rows by index, and the page is cut from the two.
 */
export function anchoredSortedPage(
  table: TableMeta,
  base: () => Knex.QueryBuilder,
  keyset: Keyset,
  order: ListSort[],
  fields: string[],
  limit: number,
  anchor: readonly [unknown, unknown],
  skip: number,
): Knex.QueryBuilder {
  const { knex } = table;
  const column = keyset.sort.column.column_name;
  const key = keyset.key!.column_name;
  const [value, at] = anchor as [Knex.Value, Knex.Value];
  const desc = keyset.sort.direction === 'desc';
  const columns = [...new Set([...fields, column, key])];
  const part = (where: (qb: Knex.QueryBuilder) => void) => {
    const qb = base().select(columns);
    where(qb);
    return applyOrder(qb, table, order).limit(ANCHOR_STRIDE + limit);
  };
  const own =
    value === null
      ? part((qb) => qb.whereNull(column).andWhere(key, '>=', at))
      : part((qb) =>
          qb
            .where(column, desc ? '<=' : '>=', value)
            .andWhere((b) => b.where(column, '<>', value).orWhere(key, '>=', at)),
        );
  const laterGroup = value === null ? (desc ? undefined : 'values') : desc ? 'nulls' : undefined;
  if (!laterGroup) return own.clone().clearSelect().select(fields).limit(limit).offset(skip);
  const later = part((qb) => (laterGroup === 'nulls' ? qb.whereNull(column) : qb.whereNotNull(column)));
  const both = knex
    .select('*')
    .from(own.as('basalt_own'))
    .unionAll(knex.select('*').from(later.as('basalt_later')));
  const page = knex.select(fields).from(both.as('basalt_page'));
  return applyOrder(page, table, order).limit(limit).offset(skip);
}
