import { FIELDS, type FieldContext, type FieldDefinition, type PhysicalUIType } from '@basalt/core';
import type { Knex } from 'knex';
import { dialectOf, type SqlDialect } from '../data/dialect';
import { FastSqlite } from '../data/sqlite/fast';
import { BACKEND_FIELDS } from '../fields/registry';
import type { BackendField } from '../fields/field';
import type { BaseRecord, ColumnRecord, ModelRecord, ProjectRecord } from '../meta/types';
import type { FieldSql } from '../virtual/field';
import { fieldSql } from '../virtual/projection';
import type { ProjectSchema } from '../virtual/schema';

/** A physical column as the records API uses it: names, type, rules, and its halves of the field registry. */
export interface RecordColumn {
  id: string;
  title: string;
  column_name: string;
  uidt: PhysicalUIType;
  pk: boolean;
  ai: boolean;
  order: number;
  /** Mandatory on input (docs/PRODUCT.md §3): required, no default, not auto-increment, not auto-generated. */
  required: boolean;
  /** Required (NOT NULL): an explicit null is refused even when a default fills a missing value. */
  notNull: boolean;
  /** Kept by the server (the type's `serverKept`): set on insert (CreateTime) or on every write (LastModifiedTime). */
  managed: 'created' | 'modified' | undefined;
  /** A running number the engine gives new rows (a `sequence` type, AutoNumber, that is not the key). */
  sequence: boolean;
  field: FieldDefinition;
  backend: BackendField;
  /** What `field.parse` needs: select options and meta. */
  context: FieldContext;
  /**
   * A virtual field (never written): what it reads as for a row of the table a query names `outer`
   * (virtual/projection.ts). `uidt`, `field` and `backend` are then those of its result type.
   */
  virtual?: (outer: string) => FieldSql;
  /** A virtual field's SQL for the table's own rows, which filters and sorts compare. */
  expression?: Knex.Raw;
  /** Why a virtual field cannot be read (it reads as null). */
  error?: string;
  /** A lookup: filters ask whether a linked record's value matches (data/filters/types.ts). */
  through?: FieldSql['through'];
  /** A rollup's stored copy, which sorts read once it is complete (virtual/rollup-store). */
  stored?: FieldSql['stored'];
}

/** Everything a data request needs of a table, resolved once and cached until metadata changes. */
export interface TableMeta {
  project: ProjectRecord;
  base: BaseRecord;
  model: ModelRecord;
  knex: Knex;
  dialect: SqlDialect;
  /** The SQLite fast path, when the table lives in a SQLite file. */
  fast: FastSqlite | undefined;
  tableName: string;
  /** The physical columns: what a write may set. */
  columns: RecordColumn[];
  /** Every field that can be read, physical and virtual, in the table's order. */
  readable: RecordColumn[];
  pks: RecordColumn[];
  byTitle: Map<string, RecordColumn>;
  byName: Map<string, RecordColumn>;
  byId: Map<string, RecordColumn>;
  /** The tie-breaker order of every list (docs/API.md §1.11): the auto-increment key, else creation time, then keys. */
  tieBreakers: RecordColumn[];
}

function recordColumn(column: ColumnRecord): RecordColumn | undefined {
  if (column.virtual || !Object.hasOwn(BACKEND_FIELDS, column.uidt)) return undefined;
  const uidt = column.uidt as PhysicalUIType;
  const backend = BACKEND_FIELDS[uidt];
  const managed = backend.serverKept;
  return {
    id: column.id,
    title: column.title,
    column_name: column.column_name ?? column.title,
    uidt,
    pk: column.pk,
    ai: column.ai,
    order: column.order ?? 0,
    required: column.rqd && (column.cdf === null || column.cdf === '') && !column.ai && !column.meta.ag && !managed,
    notNull: column.rqd && !column.ai && !managed,
    managed,
    sequence: backend.fillOnAdd === 'sequence' && !column.pk,
    field: FIELDS[uidt],
    backend,
    context: { colOptions: { options: column.options ?? [] }, meta: column.meta },
  };
}

/** A virtual field as the records API reads it: a column of its result type whose SQL is an expression. */
function virtualColumn(
  column: ColumnRecord,
  model: ModelRecord,
  knex: Knex,
  schema: ProjectSchema | undefined,
): RecordColumn | undefined {
  if (!column.virtual || !schema) return undefined;
  const dialect = dialectOf(knex);
  const cache = new Map<string, FieldSql>();
  const at = (outer: string) => {
    let sql = cache.get(outer);
    if (!sql) cache.set(outer, (sql = fieldSql({ knex, dialect, schema }, column, { model, outer, depth: 0 })));
    return sql;
  };
  const own = at(model.table_name);
  const result = BACKEND_FIELDS[own.resultUidt];
  return {
    id: column.id,
    title: column.title,
    // The name it is selected as: its id (short and safe on every database, unlike a title).
    column_name: column.id,
    uidt: own.resultUidt,
    pk: false,
    ai: false,
    order: column.order ?? 0,
    required: false,
    notNull: false,
    managed: undefined,
    sequence: false,
    field: FIELDS[own.resultUidt],
    backend: own.fromDb ? { ...result, fromDb: own.fromDb } : result,
    context: { colOptions: { options: [] }, meta: column.meta },
    virtual: at,
    expression: own.expression,
    ...(own.through ? { through: own.through } : {}),
    ...(own.stored ? { stored: own.stored } : {}),
    ...(own.error ? { error: own.error } : {}),
  };
}

export function tableMeta(
  project: ProjectRecord,
  base: BaseRecord,
  model: ModelRecord,
  columnRecords: ColumnRecord[],
  knex: Knex,
  schema?: ProjectSchema,
): TableMeta {
  const readable = columnRecords
    .map((c) => recordColumn(c) ?? virtualColumn(c, model, knex, schema))
    .filter((c): c is RecordColumn => c !== undefined);
  const columns = readable.filter((c) => !c.virtual);
  const pks = columns.filter((c) => c.pk);
  const created = columns.find((c) => c.managed === 'created');
  const aiKey = pks.length === 1 && pks[0]!.ai ? pks[0] : undefined;
  const tieBreakers = aiKey ? [aiKey] : [...(created ? [created] : []), ...pks];
  return {
    project,
    base,
    model,
    knex,
    dialect: dialectOf(knex),
    fast: FastSqlite.of(knex),
    tableName: model.table_name,
    columns,
    readable,
    pks,
    byTitle: new Map(readable.map((c) => [c.title, c])),
    byName: new Map(readable.map((c) => [c.column_name, c])),
    byId: new Map(readable.map((c) => [c.id, c])),
    tieBreakers,
  };
}
