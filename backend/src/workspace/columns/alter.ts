import type { Knex } from 'knex';
import type { AuthUser } from '../../auth/users';
import { applyAlter, planAlter, type AlterRequest } from '../../data/alter';
import { dialectOf } from '../../data/dialect';
import { applySchemaChange } from '../../data/schema-change';
import { fieldOf, selectTitlesFromDtxp } from '@basalt/core';
import { badRequest } from '../../http/errors';
import { getBase } from '../../meta/bases';
import { columnsOf, replaceOptions, updateColumn } from '../../meta/columns';
import type { ColumnRecord, ModelRecord } from '../../meta/types';
import type { Services } from '../../services';
import { columnFor } from '../access';
import { alterFormulaColumn } from './formula';
import { checkedTitle, columnDraft, type ColumnDraft } from './request';
import { addMissingOptions, optionValueMapping } from './select-mapping';
import { columnValues, physicalOf, physicalOfDraft, saveOptions, tableResponse } from './store';
import { dropRollupStoresTouching } from '../../virtual/rollup-store/store';

/** A select type: one whose definition carries options. */
const isSelect = (uidt: string) => fieldOf(uidt)?.hasOptions === true;

/**
 * The options a select keeps when the body leaves `colOptions` out: those of an older-style `dtxp` list if it has
 * one (an option already there under the same title keeps its id and colour), else the stored ones.
 */
function keptOptions(column: ColumnRecord, b: Record<string, unknown>, keep: boolean) {
  const stored = column.options ?? [];
  if (typeof b.dtxp === 'string' && b.dtxp.trim()) {
    const options = selectTitlesFromDtxp(b.dtxp).map((title) => stored.find((o) => o.title === title) ?? { title });
    return { options };
  }
  return keep ? { options: stored } : undefined;
}

/** The request laid over the stored column: what the body leaves out stays as it is. */
function mergedBody(column: ColumnRecord, body: unknown): Record<string, unknown> {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const uidt = typeof b.uidt === 'string' ? b.uidt : column.uidt;
  const sameType = uidt === column.uidt;
  const keepOptions = sameType || (isSelect(uidt) && isSelect(column.uidt));
  return {
    ...b,
    title: b.title ?? column.title,
    column_name: b.column_name ?? column.column_name,
    uidt,
    dt: b.dt ?? (sameType ? column.dt : undefined),
    rqd: b.rqd ?? column.rqd,
    pk: column.pk,
    ai: column.ai,
    pv: column.pv,
    system: column.system,
    cdf: 'cdf' in b ? b.cdf : sameType ? column.cdf : undefined,
    meta: b.meta ?? column.meta,
    colOptions: b.colOptions ?? (isSelect(uidt) ? keptOptions(column, b, keepOptions) : undefined),
  };
}

/** The key column's type and name are the table's identity: only its title and meta may change. */
function keyColumnBody(column: ColumnRecord, body: unknown): Record<string, unknown> {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const changes = (['uidt', 'column_name', 'dt'] as const).some((k) => b[k] !== undefined && b[k] !== column[k]);
  if (changes || b.pk === false || b.ai === false)
    throw badRequest('Only the title of the primary key column can be changed');
  return { title: b.title, meta: b.meta };
}

async function saveMeta(db: Knex, column: ColumnRecord, draft: ColumnDraft): Promise<void> {
  const { pv: _pv, ...values } = columnValues(draft);
  await updateColumn(db, column.id, values);
  if (draft.options) await saveOptions(db, column.id, draft.options, column.options ?? []);
  else if (column.options?.length) await replaceOptions(db, column.id, []);
}

/**
 * Alters a column keeping its data: every value is converted to the new type or the change is refused (400,
 * naming the column and the values) before anything is touched; then DDL and metadata change together.
 */
export const VIRTUAL_ALTER_MESSAGES = {
  typeChange: (from: string) => `A ${from} field cannot change its type; add a new field instead`,
} as const;

/** A computed field keeps its type; a Formula may change its title and formula, the others their title. */
async function alterVirtualColumn(services: Services, model: ModelRecord, column: ColumnRecord, body: unknown) {
  const input = (body && typeof body === 'object' ? body : {}) as { uidt?: unknown; title?: string | null };
  if (input.uidt !== undefined && input.uidt !== column.uidt) {
    throw badRequest(VIRTUAL_ALTER_MESSAGES.typeChange(column.uidt));
  }
  if (column.uidt === 'Formula') return alterFormulaColumn(services, model, column, input);
  const columns = await columnsOf(services.db, model.id);
  const title = checkedTitle(
    input.title ?? column.title,
    columns.filter((c) => c.id !== column.id),
  );
  await updateColumn(services.db, column.id, { title });
  return tableResponse(services.db, model);
}

export async function alterTableColumn(services: Services, user: AuthUser, columnId: string, body: unknown) {
  const { db, connections } = services;
  const { model, column } = await columnFor(db, user, columnId, 'schema');
  if (column.virtual) return alterVirtualColumn(services, model, column, body);
  const base = (await getBase(db, model.base_id))!;
  const data = connections.get(base);
  const columns = await columnsOf(db, model.id);
  const draft = columnDraft(mergedBody(column, column.pk ? keyColumnBody(column, body) : body), {
    dialect: dialectOf(data),
    others: columns.filter((c) => c.id !== column.id),
    creatingTable: column.pk,
  });
  if (column.pk) {
    await saveMeta(db, column, draft);
    return tableResponse(db, model);
  }

  const keys = columns.filter((c) => c.pk).map((c) => c.column_name ?? c.title);
  const mapApiValue = optionValueMapping(column, draft);
  await addMissingOptions(data, model.table_name, column, draft, keys, mapApiValue);
  const req: AlterRequest = {
    tableName: model.table_name,
    columns: columns.filter((c) => !c.virtual).map(physicalOf),
    keys,
    from: physicalOf(column),
    to: physicalOfDraft(draft),
    title: draft.title,
    spec: { ctx: { colOptions: { options: draft.options }, meta: draft.meta }, mapApiValue },
  };
  const plan = await planAlter(data, req);
  await applySchemaChange(db, data, {
    data: async (knex) => {
      await dropRollupStoresTouching(knex, [model.table_name]);
      await applyAlter(knex, req, plan);
    },
    meta: (trx) => saveMeta(trx, column, draft),
  });
  return tableResponse(db, model);
}
