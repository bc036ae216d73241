import type { Knex } from 'knex';
import { newId } from '../auth/tokens';
import { bool, num, str, timestamp } from './rows';

/** A view's saved filter or filter group (docs/API.md §1.9, §4); groups hold children through `fk_parent_id`. */
export interface FilterRecord {
  id: string;
  fk_view_id: string | null;
  fk_hook_id: string | null;
  fk_column_id: string | null;
  fk_parent_id: string | null;
  logical_op: string;
  comparison_op: string | null;
  comparison_sub_op: string | null;
  value: string | null;
  is_group: boolean;
  order: number | null;
  base_id: string | null;
  project_id: string | null;
  created_at: string | null;
  updated_at: string | null;
}

export const FILTERS = 'nc_filters';

function toRecord(row: Record<string, unknown>): FilterRecord {
  return {
    id: String(row.id),
    fk_view_id: str(row.fk_view_id),
    fk_hook_id: str(row.fk_hook_id),
    fk_column_id: str(row.fk_column_id),
    fk_parent_id: str(row.fk_parent_id),
    logical_op: String(row.logical_op ?? 'and'),
    comparison_op: str(row.comparison_op),
    comparison_sub_op: str(row.comparison_sub_op),
    value: str(row.value),
    is_group: bool(row.is_group),
    order: num(row.order),
    base_id: str(row.base_id),
    project_id: str(row.project_id),
    created_at: timestamp(row.created_at),
    updated_at: timestamp(row.updated_at),
  };
}

const ORDER = [{ column: 'order' }, { column: 'created_at' }, { column: 'id' }];

/** Every filter of a view (all levels), in order. */
export async function filtersOfView(db: Knex, viewId: string): Promise<FilterRecord[]> {
  return (await db(FILTERS).where({ fk_view_id: viewId }).orderBy(ORDER)).map(toRecord);
}

/** The filters directly under a group, or the top level of a view when `parentId` is null. */
export async function filterChildren(db: Knex, viewId: string, parentId: string | null): Promise<FilterRecord[]> {
  const query = db(FILTERS).where({ fk_view_id: viewId });
  if (parentId === null) query.whereNull('fk_parent_id');
  else query.where({ fk_parent_id: parentId });
  return (await query.orderBy(ORDER)).map(toRecord);
}

export async function getFilter(db: Knex, id: string): Promise<FilterRecord | undefined> {
  const row = await db(FILTERS).where({ id }).first();
  return row ? toRecord(row) : undefined;
}

export type FilterValues = Partial<
  Pick<
    FilterRecord,
    | 'fk_column_id'
    | 'fk_parent_id'
    | 'logical_op'
    | 'comparison_op'
    | 'comparison_sub_op'
    | 'value'
    | 'is_group'
    | 'order'
  >
>;

export async function insertFilter(
  db: Knex,
  filter: FilterValues & Pick<FilterRecord, 'fk_view_id' | 'base_id' | 'project_id'>,
): Promise<string> {
  const id = newId('fi_');
  const siblings = db(FILTERS).where({ fk_view_id: filter.fk_view_id });
  if (filter.fk_parent_id) siblings.where({ fk_parent_id: filter.fk_parent_id });
  else siblings.whereNull('fk_parent_id');
  const order = filter.order ?? (num((await siblings.max({ m: 'order' }).first())?.m) ?? 0) + 1;
  await db(FILTERS).insert({ ...filter, id, order });
  return id;
}

export async function updateFilter(db: Knex, id: string, values: FilterValues): Promise<void> {
  await db(FILTERS)
    .where({ id })
    .update({ ...values, updated_at: db.fn.now() });
}

export async function deleteFilter(db: Knex, id: string): Promise<void> {
  await db(FILTERS).where({ id }).delete();
}
