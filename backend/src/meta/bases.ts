import type { Knex } from 'knex';
import { bool, jsonObject, num, str, timestamp } from './rows';
import type { BaseRecord } from './types';

export const BASES = 'nc_bases';

function toRecord(row: Record<string, unknown>): BaseRecord {
  return {
    id: String(row.id),
    project_id: String(row.project_id),
    alias: str(row.alias),
    config: str(row.config),
    meta: jsonObject(row.meta),
    type: String(row.type),
    is_meta: bool(row.is_meta),
    inflection_column: str(row.inflection_column),
    inflection_table: str(row.inflection_table),
    order: num(row.order),
    enabled: bool(row.enabled),
    created_at: timestamp(row.created_at),
    updated_at: timestamp(row.updated_at),
  };
}

export type NewBase = Pick<BaseRecord, 'id' | 'project_id' | 'alias' | 'config' | 'type' | 'is_meta' | 'order'> &
  Partial<Pick<BaseRecord, 'inflection_column' | 'inflection_table'>>;

export async function insertBase(db: Knex, base: NewBase): Promise<void> {
  await db(BASES).insert({ ...base, enabled: true });
}

export async function basesOfProjects(db: Knex, projectIds: string[]): Promise<BaseRecord[]> {
  if (!projectIds.length) return [];
  const rows = await db(BASES)
    .whereIn('project_id', projectIds)
    .orderBy([{ column: 'order' }, { column: 'id' }]);
  return rows.map(toRecord);
}

export async function getBase(db: Knex, id: string): Promise<BaseRecord | undefined> {
  const row = await db(BASES).where({ id }).first();
  return row ? toRecord(row) : undefined;
}
