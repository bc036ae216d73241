import type { Knex } from 'knex';
import { columnsOfProject } from '../meta/columns';
import { listModels } from '../meta/models';
import type { ColumnRecord, ModelRecord } from '../meta/types';

/**
 * Every table and field of a project, read at once: what virtual fields need to reach across tables (a link's
 * related table and its display field, a lookup's looked-up field, which may itself be virtual). Read once per
 * metadata generation with the table meta (records/resolve.ts).
 */
export interface ProjectSchema {
  models: ReadonlyMap<string, ModelRecord>;
  columnsOf(modelId: string): readonly ColumnRecord[];
  column(id: string): ColumnRecord | undefined;
}

export function projectSchema(models: ModelRecord[], columns: ColumnRecord[]): ProjectSchema {
  const byModel = new Map<string, ColumnRecord[]>();
  for (const column of columns) byModel.set(column.fk_model_id, [...(byModel.get(column.fk_model_id) ?? []), column]);
  const byId = new Map(columns.map((c) => [c.id, c]));
  return {
    models: new Map(models.map((m) => [m.id, m])),
    columnsOf: (modelId) => byModel.get(modelId) ?? [],
    column: (id) => byId.get(id),
  };
}

/** The schema of a project: its tables (junction tables too) and their fields with their options. */
export async function loadProjectSchema(meta: Knex, projectId: string): Promise<ProjectSchema> {
  const [models, columns] = await Promise.all([
    listModels(meta, projectId, { includeMm: true }),
    columnsOfProject(meta, projectId),
  ]);
  return projectSchema(models, columns);
}
