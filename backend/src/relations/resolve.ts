import type { AuthUser } from '../auth/users';
import { badRequest, notFound } from '../http/errors';
import type { RelationOptions, RelationType } from '../meta/col-options';
import { columnsOf } from '../meta/columns';
import type { ColumnRecord } from '../meta/types';
import type { RecordsEngine } from '../records/engine';
import { tableForData, type DataNeed } from '../records/resolve';
import type { RecordColumn, TableMeta } from '../records/table-meta';
import { keyOfRowId, RECORD_MESSAGES } from '../records/values';

export const NESTED_MESSAGES = {
  columnNotFound: (name: string) => `Column '${name}' not found`,
  notALink: (name: string) => `Column '${name}' is not a link`,
  typeMismatch: (name: string, type: string) => `Column '${name}' is not a '${type}' link`,
  badType: "The relation type must be one of 'hm', 'bt' and 'mm'",
  brokenLink: (name: string) => `The link '${name}' is incomplete: a table or key it uses is gone`,
  created: 'The relation data has been created successfully',
  deleted: 'The relation data has been deleted successfully',
} as const;

/**
 * A link as the nested data API uses it (docs/API.md §1.11), from the row's table (`table`) to `related`:
 * - hm: `fk` in related holds `key` of table;
 * - bt: `fk` in table holds `key` of related;
 * - mm: junction rows pair `key` of table (`mmOwn`) with `relatedKey` of related (`mmOther`).
 */
export interface NestedLink {
  column: ColumnRecord;
  type: RelationType;
  table: TableMeta;
  related: TableMeta;
  fk?: RecordColumn;
  key: RecordColumn;
  relatedKey: RecordColumn;
  junction?: { table: TableMeta; own: string; other: string };
}

export const isRelationType = (type: string): type is RelationType => type === 'hm' || type === 'bt' || type === 'mm';

function must<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw badRequest(NESTED_MESSAGES.brokenLink(name));
  return value;
}

/** The link column `name` (title, id or column name) of the table, of relation `type`. */
export async function nestedLink(
  engine: RecordsEngine,
  user: AuthUser,
  table: TableMeta,
  name: string,
  type: string,
  need: DataNeed,
): Promise<NestedLink> {
  if (!isRelationType(type)) throw badRequest(NESTED_MESSAGES.badType);
  const columns = await columnsOf(engine.meta, table.model.id);
  const column =
    columns.find((c) => c.id === name) ??
    columns.find((c) => c.title === name) ??
    columns.find((c) => c.column_name === name);
  if (!column) throw notFound(NESTED_MESSAGES.columnNotFound(name));
  const relation = column.colOptions as RelationOptions | undefined;
  if (column.uidt !== 'LinkToAnotherRecord' || !relation) throw badRequest(NESTED_MESSAGES.notALink(name));
  if (relation.type !== type) throw badRequest(NESTED_MESSAGES.typeMismatch(name, type));
  return linkOfColumn(table, column, (modelId) => tableForData(engine, user, table.project.id, modelId, need));
}

/**
 * The link of a link column, its other tables loaded by `tableOf` (a member's access checked, or a public form's
 * visitor already let in).
 */
export async function linkOfColumn(
  table: TableMeta,
  column: ColumnRecord,
  tableOf: (modelId: string) => Promise<TableMeta>,
): Promise<NestedLink> {
  const relation = column.colOptions as RelationOptions | undefined;
  if (column.uidt !== 'LinkToAnotherRecord' || !relation) throw badRequest(NESTED_MESSAGES.notALink(column.title));
  const related = await tableOf(relation.fk_related_model_id);
  const child = relation.fk_child_column_id ?? '';
  const parent = relation.fk_parent_column_id ?? '';
  const title = column.title;
  if (relation.type === 'hm') {
    const fk = must(related.byId.get(child), title);
    const key = must(table.byId.get(parent), title);
    return { column, type: 'hm', table, related, fk, key, relatedKey: must(related.pks[0], title) };
  }
  if (relation.type === 'bt') {
    const fk = must(table.byId.get(child), title);
    const relatedKey = must(related.byId.get(parent), title);
    return { column, type: 'bt', table, related, fk, key: must(table.pks[0], title), relatedKey };
  }
  const junction = await tableOf(relation.fk_mm_model_id ?? '');
  return {
    column,
    type: 'mm',
    table,
    related,
    key: must(table.byId.get(child), title),
    relatedKey: must(related.byId.get(parent), title),
    junction: {
      table: junction,
      own: must(junction.byId.get(relation.fk_mm_child_column_id ?? ''), title).column_name,
      other: must(junction.byId.get(relation.fk_mm_parent_column_id ?? ''), title).column_name,
    },
  };
}

/** One column's value in a row named by its id (404 when the id names no row). */
export async function valueOfRow(table: TableMeta, rowId: string, column: RecordColumn): Promise<unknown> {
  const key = keyOfRowId(table, rowId);
  if (!key) throw notFound(RECORD_MESSAGES.rowNotFound);
  const row = (await table.knex(table.tableName).where(key).first(column.column_name)) as
    Record<string, unknown> | undefined;
  if (!row) throw notFound(RECORD_MESSAGES.rowNotFound);
  return row[column.column_name];
}
