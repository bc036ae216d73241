import type { Knex } from 'knex';
import type { SqlDialect } from '../data/dialect';
import type { RelationOptions } from '../meta/col-options';
import type { ColumnRecord, ModelRecord } from '../meta/types';
import type { ProjectSchema } from '../virtual/schema';

/**
 * A link field's value in SQL, for the list projection (docs/API.md §1.11 row shape): hm and mm links read as an
 * array of the linked records' `{<key title>: key, <display title>: display value}`, ordered by key; bt as one
 * such object or null. The linked rows are a correlated subquery on the outer query's table, named `outerTable`.
 */

export class LinkSqlError extends Error {}

interface LinkParts {
  relation: RelationOptions;
  related: ModelRecord;
  relatedKey: ColumnRecord;
  display: ColumnRecord | undefined;
}

function partsOf(schema: ProjectSchema, linkColumn: ColumnRecord): LinkParts {
  const relation = linkColumn.colOptions as RelationOptions | undefined;
  if (linkColumn.uidt !== 'LinkToAnotherRecord' || !relation) {
    throw new LinkSqlError(`Column '${linkColumn.title}' is not a link`);
  }
  const related = schema.models.get(relation.fk_related_model_id);
  const columns = related ? schema.columnsOf(related.id) : [];
  const keys = columns.filter((c) => c.pk && !c.virtual);
  if (!related || keys.length !== 1) throw new LinkSqlError(`The link '${linkColumn.title}' has no related table`);
  const relatedKey = keys[0]!;
  const display = columns.find((c) => c.pv && !c.virtual && c.id !== relatedKey.id);
  return { relation, related, relatedKey, display };
}

function columnName(schema: ProjectSchema, id: string | null, link: ColumnRecord): string {
  const column = id ? schema.column(id) : undefined;
  if (!column || column.virtual) throw new LinkSqlError(`The link '${link.title}' is missing a key column`);
  return column.column_name ?? column.title;
}

/** The related table's rows (aliased `alias`) linked to the row of the outer query on `outerTable`. */
export function linkedRowsQuery(
  knex: Knex,
  schema: ProjectSchema,
  linkColumn: ColumnRecord,
  outerTable: string,
  alias: string,
): Knex.QueryBuilder {
  const { relation, related, relatedKey } = partsOf(schema, linkColumn);
  const rows = knex({ [alias]: related.table_name });
  const child = columnName(schema, relation.fk_child_column_id, linkColumn);
  const parent = columnName(schema, relation.fk_parent_column_id, linkColumn);
  if (relation.type === 'hm') return rows.where(`${alias}.${child}`, knex.ref(`${outerTable}.${parent}`));
  if (relation.type === 'bt') return rows.where(`${alias}.${parent}`, knex.ref(`${outerTable}.${child}`));
  const junction = relation.fk_mm_model_id ? schema.models.get(relation.fk_mm_model_id) : undefined;
  if (!junction) throw new LinkSqlError(`The link '${linkColumn.title}' has no junction table`);
  const j = `${alias}_mm`;
  const own = columnName(schema, relation.fk_mm_child_column_id, linkColumn);
  const other = columnName(schema, relation.fk_mm_parent_column_id, linkColumn);
  // Driven from the junction: the outer row's pairs found by the junction's key (table1_id, table2_id), then each
  // linked row by its own key. `where exists (a pair of this related row)` made SQLite scan the whole related table
  // for every outer row (docs/PERFORMANCE.md, links). The key makes each pair unique: the join never repeats a row.
  return rows
    .join({ [j]: junction.table_name }, `${j}.${other}`, `${alias}.${relatedKey.column_name ?? relatedKey.title}`)
    .where(`${j}.${own}`, knex.ref(`${outerTable}.${child}`));
}

/**
 * The link as a set, for filters through it (a lookup's): the outer table's column a row is linked by, and a query
 * (uncorrelated: computed once, then probed) selecting the values of that column which the related rows (aliased
 * `alias`, conditions added by the caller) are linked to. hm: the parent's key and the children's foreign keys; bt:
 * the foreign key and the parents' keys; mm: the key and the junction's column of this side. `inner` is the column
 * the query selects: equal to `outer`, it makes the query the one row's linked rows (a correlated probe).
 */
export function linkedKeys(
  knex: Knex,
  schema: ProjectSchema,
  linkColumn: ColumnRecord,
  outerTable: string,
  alias: string,
): { outer: string; inner: string; keys: Knex.QueryBuilder } {
  const { relation, related, relatedKey } = partsOf(schema, linkColumn);
  const rows = knex({ [alias]: related.table_name });
  const child = columnName(schema, relation.fk_child_column_id, linkColumn);
  const parent = columnName(schema, relation.fk_parent_column_id, linkColumn);
  if (relation.type === 'hm') {
    const fk = `${alias}.${child}`;
    return { outer: `${outerTable}.${parent}`, inner: fk, keys: rows.select(fk).whereNotNull(fk) };
  }
  if (relation.type === 'bt') {
    const key = `${alias}.${parent}`;
    return { outer: `${outerTable}.${child}`, inner: key, keys: rows.select(key) };
  }
  const junction = relation.fk_mm_model_id ? schema.models.get(relation.fk_mm_model_id) : undefined;
  if (!junction) throw new LinkSqlError(`The link '${linkColumn.title}' has no junction table`);
  const j = `${alias}_mm`;
  const own = columnName(schema, relation.fk_mm_child_column_id, linkColumn);
  const other = columnName(schema, relation.fk_mm_parent_column_id, linkColumn);
  const keys = rows
    .join({ [j]: junction.table_name }, `${j}.${other}`, `${alias}.${relatedKey.column_name ?? relatedKey.title}`)
    .select(`${j}.${own}`);
  return { outer: `${outerTable}.${child}`, inner: `${j}.${own}`, keys };
}

// PostgreSQL cannot type a bare parameter passed to json_build_object: keys are bound as text there.
export const JSON_FUNCTIONS: Record<
  Exclude<SqlDialect, 'mssql'>,
  { object: string; key: string; array: string; empty: string }
> = {
  sqlite: { object: 'json_object', key: '?', array: 'json_group_array', empty: "'[]'" },
  pg: { object: 'json_build_object', key: 'cast(? as text)', array: 'json_agg', empty: "'[]'::json" },
  mysql: { object: 'json_object', key: '?', array: 'json_arrayagg', empty: 'json_array()' },
};

/** The alias of the linked rows inside the expression: unlike any table name the outer query uses. */
const LINKED = 'basalt_linked';

/** One scalar expression: the link cell's value (hm/mm a JSON array, never null; bt a JSON object or NULL). */
export function linkValueSql(
  knex: Knex,
  dialect: SqlDialect,
  schema: ProjectSchema,
  linkColumn: ColumnRecord,
  outerTable: string,
): Knex.Raw {
  const alias = outerTable === LINKED ? `${LINKED}_2` : LINKED;
  const { rows, value } = linkValueParts(knex, dialect, schema, linkColumn, outerTable, alias);
  return knex.raw('(?)', [rows.select(value)]);
}

/**
 * The link cell's value as what is selected (`value`) from the linked rows (`rows`, aliased `alias`, bt limited to
 * one): the page reads it beside the lookups through the same rows (virtual/read-together.ts).
 */
export function linkValueParts(
  knex: Knex,
  dialect: SqlDialect,
  schema: ProjectSchema,
  linkColumn: ColumnRecord,
  outerTable: string,
  alias: string,
): { rows: Knex.QueryBuilder; value: Knex.Raw } {
  if (dialect === 'mssql') throw new LinkSqlError('Links are not read on SQL Server');
  const fn = JSON_FUNCTIONS[dialect];
  const { relation, relatedKey, display } = partsOf(schema, linkColumn);
  const ref = (c: ColumnRecord) => `${alias}.${c.column_name ?? c.title}`;
  const pairs = [relatedKey, ...(display ? [display] : [])];
  const object = knex.raw(`${fn.object}(${pairs.map(() => `${fn.key}, ??`).join(', ')})`, [
    ...pairs.flatMap((c) => [c.title, ref(c)]),
  ]);
  const rows = linkedRowsQuery(knex, schema, linkColumn, outerTable, alias);
  if (relation.type === 'bt') return { rows: rows.limit(1), value: object };
  return { rows, value: knex.raw(`coalesce(${fn.array}(? order by ??), ${fn.empty})`, [object, ref(relatedKey)]) };
}

/** A link value as the driver returns it (JSON text on SQLite and MariaDB, parsed on PostgreSQL and MySQL). */
export function linkValueFromDb(value: unknown, dialect: SqlDialect): unknown {
  void dialect;
  if (value === null || value === undefined) return null;
  const text = Buffer.isBuffer(value) ? value.toString('utf8') : value;
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
