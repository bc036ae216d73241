import type { Knex } from 'knex';
import { newId } from '../auth/tokens';
import { num, str, timestamp } from './rows';

/** A view's saved sort (docs/API.md §1.9). */
export interface SortRecord {
  id: string;
  fk_view_id: string;
  fk_column_id: string;
  direction: 'asc' | 'desc';
  order: number | null;
  base_id: string | null;
  project_id: string | null;
  created_at: string | null;
  updated_at: string | null;
}

export const SORTS = 'nc_sorts';

function toRecord(row: Record<string, unknown>): SortRecord {
  return {
    id: String(row.id),
    fk_view_id: String(row.fk_view_id),
    fk_column_id: String(row.fk_column_id),
    direction: row.direction === 'desc' ? 'desc' : 'asc',
    order: num(row.order),
    base_id: str(row.base_id),
    project_id: str(row.project_id),
    created_at: timestamp(row.created_at),
    updated_at: timestamp(row.updated_at),
  };
}

export async function sortsOf(db: Knex, viewId: string): Promise<SortRecord[]> {
  const rows = await db(SORTS)
    .where({ fk_view_id: viewId })
    .orderBy([{ column: 'order' }, { column: 'created_at' }, { column: 'id' }]);
  return rows.map(toRecord);
}

export async function getSort(db: Knex, id: string): Promise<SortRecord | undefined> {
  const row = await db(SORTS).where({ id }).first();
  return row ? toRecord(row) : undefined;
}

export type NewSort = Pick<SortRecord, 'fk_view_id' | 'fk_column_id' | 'direction' | 'base_id' | 'project_id'> & {
  order?: number | null;
};

export async function insertSort(db: Knex, sort: NewSort): Promise<string> {
  const id = newId('so_');
  const order =
    sort.order ??
    (num((await db(SORTS).where({ fk_view_id: sort.fk_view_id }).max({ m: 'order' }).first())?.m) ?? 0) + 1;
  await db(SORTS).insert({ ...sort, id, order });
  return id;
}

export async function updateSort(
  db: Knex,
  id: string,
  values: Partial<Pick<SortRecord, 'fk_column_id' | 'direction' | 'order'>>,
): Promise<void> {
  await db(SORTS)
    .where({ id })
    .update({ ...values, updated_at: db.fn.now() });
}

export async function deleteSort(db: Knex, id: string): Promise<void> {
  await db(SORTS).where({ id }).delete();
}
