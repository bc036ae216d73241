import { FIELDS } from '@basalt/core';
import type { AuthUser } from '../../auth/users';
import { dialectOf } from '../../data/dialect';
import { badRequest } from '../../http/errors';
import { getBase } from '../../meta/bases';
import { ROLLUP_FUNCTIONS, type RollupFunction } from '../../meta/col-options';
import { columnsOf } from '../../meta/columns';
import { newMetaId } from '../../meta/ids';
import type { ColumnRecord, ModelRecord } from '../../meta/types';
import type { Services } from '../../services';
import { fieldSql } from '../../virtual/projection';
import { loadProjectSchema, type ProjectSchema } from '../../virtual/schema';
import { tableFor } from '../access';
import { checkedTitle, metaObject } from './request';
import { checkVirtualReads, insertVirtualColumn } from './virtual-column';
import { tableResponse } from './store';

/** Lookup, Rollup and Count: fields computed from the records a link field reaches (docs/API.md §1.7). */
const COMPUTED = ['Lookup', 'Rollup', 'Count'] as const;
type ComputedUidt = (typeof COMPUTED)[number];

export const COMPUTED_MESSAGES = {
  relationRequired: 'fk_relation_column_id is required',
  notALink: 'fk_relation_column_id must be a link field of this table',
  lookupRequired: 'fk_lookup_column_id is required',
  rollupRequired: 'fk_rollup_column_id is required',
  notRelated: (what: string) => `${what} must be a field of the linked table`,
  badFunction: `rollup_function must be one of ${ROLLUP_FUNCTIONS.join(', ')}`,
  notNumeric: (fn: string, title: string) => `${fn} needs a number; field "${title}" is not one`,
  notOrdered: (fn: string, title: string) => `${fn} needs a number or a date; field "${title}" is neither`,
  unreadable: (why: string) => `The field cannot be read: ${why}`,
} as const;

interface ComputedBody {
  uidt: ComputedUidt;
  title?: string | null;
  column_name?: string | null;
  fk_relation_column_id?: unknown;
  fk_lookup_column_id?: unknown;
  fk_rollup_column_id?: unknown;
  rollup_function?: unknown;
  meta?: unknown;
}

export const isComputedRequest = (body: unknown): body is ComputedBody =>
  !!body && typeof body === 'object' && (COMPUTED as readonly unknown[]).includes((body as ComputedBody).uidt);

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The link field the new field reads through, and its table. */
function checkedLink(schema: ProjectSchema, model: ModelRecord, id: unknown): ModelRecord {
  const linkId = text(id);
  if (!linkId) throw badRequest(COMPUTED_MESSAGES.relationRequired);
  const link = schema.column(linkId);
  if (!link || link.fk_model_id !== model.id || link.uidt !== 'LinkToAnotherRecord') {
    throw badRequest(COMPUTED_MESSAGES.notALink);
  }
  const relatedId = (link.colOptions as { fk_related_model_id?: string } | undefined)?.fk_related_model_id;
  const related = relatedId ? schema.models.get(relatedId) : undefined;
  if (!related) throw badRequest(COMPUTED_MESSAGES.notALink);
  return related;
}

function relatedField(schema: ProjectSchema, related: ModelRecord, id: unknown, what: string, missing: string) {
  const fieldId = text(id);
  if (!fieldId) throw badRequest(missing);
  const field = schema.column(fieldId);
  if (!field || field.fk_model_id !== related.id) throw badRequest(COMPUTED_MESSAGES.notRelated(what));
  return field;
}

/** The options row of the request, checked against the schema. */
function optionsOf(body: ComputedBody, schema: ProjectSchema, model: ModelRecord, read: (c: ColumnRecord) => string) {
  const related = checkedLink(schema, model, body.fk_relation_column_id);
  const relation = text(body.fk_relation_column_id)!;
  if (body.uidt === 'Count')
    return { fk_relation_column_id: relation, fk_rollup_column_id: null, rollup_function: 'count' };
  if (body.uidt === 'Lookup') {
    const looked = relatedField(
      schema,
      related,
      body.fk_lookup_column_id,
      'fk_lookup_column_id',
      COMPUTED_MESSAGES.lookupRequired,
    );
    return { fk_relation_column_id: relation, fk_lookup_column_id: looked.id };
  }
  const fn = text(body.rollup_function) as RollupFunction | undefined;
  if (!fn || !ROLLUP_FUNCTIONS.includes(fn)) throw badRequest(COMPUTED_MESSAGES.badFunction);
  const rolled = relatedField(
    schema,
    related,
    body.fk_rollup_column_id,
    'fk_rollup_column_id',
    COMPUTED_MESSAGES.rollupRequired,
  );
  const kind = FIELDS[read(rolled) as keyof typeof FIELDS]?.valueKind;
  if (['sum', 'sumDistinct', 'avg', 'avgDistinct'].includes(fn) && kind !== 'number')
    throw badRequest(COMPUTED_MESSAGES.notNumeric(fn, rolled.title));
  if ((fn === 'min' || fn === 'max') && kind !== 'number' && kind !== 'date')
    throw badRequest(COMPUTED_MESSAGES.notOrdered(fn, rolled.title));
  return { fk_relation_column_id: relation, fk_rollup_column_id: rolled.id, rollup_function: fn };
}

/** Adds a Lookup, Rollup or Count field: metadata only. Answers the table. */
export async function addComputedColumn(services: Services, user: AuthUser, tableId: string, body: ComputedBody) {
  const { db, connections } = services;
  const { model } = await tableFor(db, user, tableId, 'schema');
  const columns = await columnsOf(db, model.id);
  const title = checkedTitle(body.title ?? body.column_name, columns);
  const base = (await getBase(db, model.base_id))!;
  const knex = connections.get(base);
  const schema = await loadProjectSchema(db, model.project_id);
  // The type a field reads as (a formula's result, a lookup's looked-up type): only the type is used here.
  const resultOf = (c: ColumnRecord) =>
    fieldSql({ knex, dialect: dialectOf(knex), schema }, c, {
      model: schema.models.get(c.fk_model_id)!,
      outer: schema.models.get(c.fk_model_id)!.table_name,
      depth: 0,
    }).resultUidt;
  const options = optionsOf(body, schema, model, resultOf);
  const id = newMetaId('column');
  const meta = metaObject(body.meta as never);
  const column = {
    id,
    fk_model_id: model.id,
    base_id: model.base_id,
    project_id: model.project_id,
    title,
    uidt: body.uidt,
    virtual: true,
    meta,
    colOptions: { id: '', fk_column_id: id, ...options },
  } as unknown as ColumnRecord;
  await checkVirtualReads(knex, model, schema, column, COMPUTED_MESSAGES.unreadable);
  await insertVirtualColumn(
    db,
    model,
    { id, title, uidt: body.uidt, meta },
    body.uidt === 'Lookup' ? 'lookup' : 'rollup',
    options,
  );
  return tableResponse(db, model);
}
