import { tableCreateSchema, tableNameError, tableReorderSchema, tableUpdateSchema } from '@basalt/core';
import type { AuthUser } from '../auth/users';
import { createTable, dropTable } from '../data/ddl';
import { safeIdentifier } from '../data/identifiers';
import { applySchemaChange } from '../data/schema-change';
import { MAX_IDENTIFIER, dialectOf, identifierLength } from '../data/dialect';
import { badRequest, notFound } from '../http/errors';
import { parseBody } from '../http/validate';
import { basesOfProjects, getBase } from '../meta/bases';
import { newMetaId } from '../meta/ids';
import { deleteModel, getModel, insertModel, listModels, nextModelOrder, updateModel } from '../meta/models';
import type { BaseRecord, ModelRecord, ProjectRecord } from '../meta/types';
import { dropRollupStoresTouching } from '../virtual/rollup-store/store';
import { VIEW_TYPES } from '../meta/types';
import { insertView, renameDefaultView } from '../meta/views';
import type { Services } from '../services';
import { removeLinksOfTable } from '../relations/remove';
import { projectFor, tableFor } from './access';
import { metaObject } from './columns/request';
import { insertDraft, physicalOfDraft, tableResponse } from './columns/store';
import { tableColumnDrafts } from './default-columns';
import { modelJson, page } from './serialise';

export const TABLE_MESSAGES = {
  duplicateName: 'Duplicate table name',
  duplicateTitle: 'Duplicate table alias',
  tooLong: (max: number) => `Table name exceeds ${max} characters`,
  /** What a rename answers, as NocoDB does (docs/API.md §1.6). */
  updated: 'The table has been updated successfully',
} as const;

const lower = (s: string) => s.trim().toLowerCase();

async function baseOf({ db }: Services, project: ProjectRecord, baseId: string | undefined): Promise<BaseRecord> {
  const bases = await basesOfProjects(db, [project.id]);
  const base = baseId ? bases.find((b) => b.id === baseId) : bases[0];
  if (!base) throw notFound(`Base '${baseId ?? ''}' not found`);
  return base;
}

/** A table title by the loose naming rule of docs/PRODUCT.md §5, unique in the project (case-insensitive). */
function checkedTitle(title: string, models: ModelRecord[], exceptId?: string): string {
  const error = tableNameError(title, false);
  if (error) throw badRequest(error);
  if (models.some((m) => m.id !== exceptId && lower(m.title) === lower(title)))
    throw badRequest(TABLE_MESSAGES.duplicateTitle);
  return title;
}

/**
 * Creates a table (docs/API.md §1.6): checks the name (loose rule on the default base, strict on external
 * databases), creates the physical table (prefixed on the default base) and its metadata, and a default grid view.
 */
export async function createTableIn(
  services: Services,
  user: AuthUser,
  projectId: string,
  baseId: string | undefined,
  body: unknown,
) {
  const { db, connections } = services;
  const project = await projectFor(db, user, projectId, 'schema');
  const base = await baseOf(services, project, baseId);
  const input = parseBody(tableCreateSchema, body);
  const tableName = (input.table_name ?? input.title ?? '').trim();
  const nameError = tableNameError(tableName, !base.is_meta);
  if (nameError) throw badRequest(nameError);
  const models = await listModels(db, project.id, { includeMm: true });
  const title = checkedTitle((input.title ?? tableName).trim(), models);

  const data = connections.get(base);
  const dialect = dialectOf(data);
  const physical = base.is_meta ? `${project.prefix}_${safeIdentifier(tableName)}` : tableName;
  const max = MAX_IDENTIFIER[dialect];
  if (identifierLength(dialect, physical) > max) {
    throw badRequest(
      TABLE_MESSAGES.tooLong(max - (identifierLength(dialect, physical) - identifierLength(dialect, tableName))),
    );
  }
  const taken = models.some((m) => m.base_id === base.id && lower(m.table_name) === lower(physical));
  if (taken || (await data.schema.hasTable(physical))) throw badRequest(TABLE_MESSAGES.duplicateName);
  const drafts = tableColumnDrafts(input.columns, dialect);

  const model = {
    id: newMetaId('model'),
    project_id: project.id,
    base_id: base.id,
    table_name: physical,
    title,
    meta: metaObject(input.meta),
    order: input.order ?? (await nextModelOrder(db, project.id)),
  };
  await applySchemaChange(db, data, {
    data: (knex) => createTable(knex, physical, drafts.map(physicalOfDraft)),
    undo: (knex) => dropTable(knex, physical),
    async meta(trx) {
      await insertModel(trx, model);
      for (const [i, draft] of drafts.entries()) await insertDraft(trx, model, draft, i + 1);
      await insertView(trx, {
        id: newMetaId('view'),
        fk_model_id: model.id,
        project_id: project.id,
        base_id: base.id,
        title,
        type: VIEW_TYPES.grid,
        is_default: true,
        order: 1,
      });
    },
  });
  return tableResponse(db, (await getModel(db, model.id))!);
}

export async function listTablesIn(
  services: Services,
  user: AuthUser,
  projectId: string,
  baseId: string | undefined,
  includeM2M: boolean,
) {
  const project = await projectFor(services.db, user, projectId, 'read');
  if (baseId) await baseOf(services, project, baseId);
  const models = await listModels(services.db, project.id, { baseId, includeMm: includeM2M });
  return page(models.map(modelJson));
}

export async function readTable(services: Services, user: AuthUser, tableId: string) {
  const { model } = await tableFor(services.db, user, tableId, 'read');
  return tableResponse(services.db, model);
}

/** Renames a table's title (its default view follows); the physical `table_name` stays. Answers `{msg}`. */
export async function renameTable(services: Services, user: AuthUser, tableId: string, body: unknown) {
  const { db } = services;
  const { model } = await tableFor(db, user, tableId, 'schema');
  const input = parseBody(tableUpdateSchema, body);
  const models = await listModels(db, model.project_id, { includeMm: true });
  const title = checkedTitle((input.title ?? input.table_name ?? '').trim(), models, model.id);
  await db.transaction(async (trx) => {
    await updateModel(trx, model.id, { title, ...(input.meta !== undefined ? { meta: metaObject(input.meta) } : {}) });
    await renameDefaultView(trx, model.id, title);
  });
  return { msg: TABLE_MESSAGES.updated };
}

export async function reorderTable(services: Services, user: AuthUser, tableId: string, body: unknown) {
  const { model } = await tableFor(services.db, user, tableId, 'schema');
  const { order } = parseBody(tableReorderSchema, body);
  await updateModel(services.db, model.id, { order });
  return true;
}

/** Drops the physical table and its metadata (columns, options, views). */
export async function deleteTable(services: Services, user: AuthUser, tableId: string) {
  const { db, connections } = services;
  const { model } = await tableFor(db, user, tableId, 'schema');
  const base = (await getBase(db, model.base_id))!;
  const data = connections.get(base);
  // Its links go first: their other ends, foreign keys in other tables and junction tables (never linked rows).
  await removeLinksOfTable(db, data, model.id);
  await applySchemaChange(db, data, {
    removing: true,
    data: async (knex) => {
      await dropRollupStoresTouching(knex, [model.table_name]);
      await dropTable(knex, model.table_name);
    },
    meta: (trx) => deleteModel(trx, model.id),
  });
  return true;
}
