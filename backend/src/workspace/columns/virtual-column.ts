import type { Knex } from 'knex';
import { dialectOf } from '../../data/dialect';
import { badRequest } from '../../http/errors';
import { insertColOptions, type ColOptionsKind } from '../../meta/col-options';
import { insertColumn, nextColumnOrder } from '../../meta/columns';
import type { ColumnRecord, ModelRecord } from '../../meta/types';
import { fieldSql } from '../../virtual/projection';
import { projectSchema, type ProjectSchema } from '../../virtual/schema';

/** The schema as it will be once `candidate` is saved (a new field added, or an edited one in its place). */
export function withCandidate(schema: ProjectSchema, candidate: ColumnRecord): ProjectSchema {
  const columns = [...schema.models.keys()].flatMap((id) => schema.columnsOf(id)).filter((c) => c.id !== candidate.id);
  return projectSchema([...schema.models.values()], [...columns, candidate]);
}

/**
 * A virtual field about to be saved is read once, on no rows: what the projection cannot make (a deleted field) or
 * the database refuses (types, functions) is a 400 `message(why)` now, never a failing page later.
 */
export async function checkVirtualReads(
  knex: Knex,
  model: ModelRecord,
  schema: ProjectSchema,
  column: ColumnRecord,
  message: (why: string) => string,
): Promise<void> {
  const sql = fieldSql({ knex, dialect: dialectOf(knex), schema: withCandidate(schema, column) }, column, {
    model,
    outer: model.table_name,
    depth: 0,
  });
  if (sql.error) throw badRequest(message(sql.error));
  try {
    await knex(model.table_name)
      .select(knex.raw('? as ??', [sql.expression, 'basalt_check']))
      .whereRaw('1 = 0');
  } catch (err) {
    throw badRequest(message((err as Error).message.split('\n')[0]!.slice(0, 300)));
  }
}

/** Saves a virtual field: its column row (no physical column) and its options, in one transaction. */
export async function insertVirtualColumn(
  db: Knex,
  model: ModelRecord,
  column: Pick<ColumnRecord, 'id' | 'title' | 'uidt' | 'meta'>,
  kind: ColOptionsKind,
  options: Record<string, unknown>,
): Promise<void> {
  await db.transaction(async (trx) => {
    await insertColumn(trx, {
      id: column.id,
      title: column.title,
      uidt: column.uidt,
      meta: column.meta,
      fk_model_id: model.id,
      base_id: model.base_id,
      project_id: model.project_id,
      column_name: null,
      virtual: true,
      order: await nextColumnOrder(trx, model.id),
    });
    await insertColOptions(trx, kind, column.id, options);
  });
}
