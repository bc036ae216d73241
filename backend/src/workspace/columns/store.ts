import { FIELDS, type PhysicalUIType } from '@basalt/core';
import type { Knex } from 'knex';
import type { PhysicalColumn } from '../../data/ddl';
import { columnsOf, insertColumn, replaceOptions, type ColumnValues } from '../../meta/columns';
import { newMetaId } from '../../meta/ids';
import type { ColumnRecord, ModelRecord, SelectOptionRecord } from '../../meta/types';
import { viewsOf } from '../../meta/views';
import { tableJson } from '../serialise';
import type { ColumnDraft, DraftOption } from './request';

/** The metadata row of a checked column draft. */
export function columnValues(draft: ColumnDraft): ColumnValues {
  return {
    title: draft.title,
    column_name: draft.column_name,
    uidt: draft.uidt,
    dt: draft.dt,
    dtxp: draft.dtxp,
    dtxs: draft.dtxs,
    pk: draft.pk,
    ai: draft.ai,
    rqd: draft.rqd,
    pv: draft.pv,
    system: draft.system,
    cdf: draft.cdfText,
    meta: draft.meta,
    virtual: false,
  };
}

export async function insertDraft(
  db: Knex,
  model: Pick<ModelRecord, 'id' | 'base_id' | 'project_id'>,
  draft: ColumnDraft,
  order: number,
): Promise<string> {
  const id = newMetaId('column');
  await insertColumn(db, {
    ...columnValues(draft),
    id,
    fk_model_id: model.id,
    base_id: model.base_id,
    project_id: model.project_id,
    order,
  });
  if (draft.options) await saveOptions(db, id, draft.options, []);
  return id;
}

/** Stores select options; an option that names the id of an existing one keeps it. */
export async function saveOptions(
  db: Knex,
  columnId: string,
  options: DraftOption[],
  existing: SelectOptionRecord[],
): Promise<void> {
  const known = new Set(existing.map((o) => o.id));
  await replaceOptions(
    db,
    columnId,
    options.map((o) => ({
      id: o.id && known.has(o.id) ? o.id : newMetaId('selectOption'),
      title: o.title,
      color: o.color,
      order: o.order,
    })),
  );
}

/** A stored default read back as its API value. */
export function storedDefault(column: ColumnRecord): unknown {
  if (column.cdf === null) return null;
  const field = FIELDS[column.uidt as PhysicalUIType];
  const parsed = field?.parse(column.cdf, { colOptions: { options: column.options }, meta: column.meta });
  return parsed?.ok ? parsed.value : null;
}

/** What the DDL needs of a stored column (virtual columns have none). */
export function physicalOf(column: ColumnRecord): PhysicalColumn {
  return {
    column_name: column.column_name ?? column.title,
    uidt: column.uidt as PhysicalUIType,
    dt: column.dt,
    pk: column.pk,
    ai: column.ai,
    rqd: column.rqd,
    cdf: storedDefault(column),
  };
}

export function physicalOfDraft(draft: ColumnDraft): PhysicalColumn {
  return {
    column_name: draft.column_name,
    uidt: draft.uidt,
    dt: draft.dt,
    pk: draft.pk,
    ai: draft.ai,
    rqd: draft.rqd,
    cdf: draft.cdf,
  };
}

/** The table as the API answers it after a change: columns with options, and views. */
export async function tableResponse(db: Knex, model: ModelRecord) {
  return tableJson(model, await columnsOf(db, model.id), await viewsOf(db, model.id));
}
