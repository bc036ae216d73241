import { dtxpOf, matchFields, type ImportColumn, type ImportTableTemplate } from '@basalt/core';
import type { AuthUser } from '../auth/users';
import { badRequest, notFound } from '../http/errors';
import { tableById } from '../records/resolve';
import type { TableMeta } from '../records/table-meta';
import type { Services } from '../services';
import { createTableIn } from '../workspace/tables';

/** Where rows go: the table, and for each source column the field title it fills (null: not imported). */
export interface ImportTarget {
  table: TableMeta;
  fields: (string | null)[];
  /** The columns rows are converted by (a new table's template columns, or the existing fields they map to). */
  columns: ImportColumn[];
}

/** The key of an imported table, named so that it does not clash with a source column called `id`. */
function keyColumn(columns: ImportColumn[]) {
  const taken = new Set(columns.flatMap((c) => [c.column_name.toLowerCase(), c.title.toLowerCase()]));
  const name = ['id', 'row_id', 'import_row_id'].find((n) => !taken.has(n)) ?? 'import_row_id';
  return { column_name: name, title: name === 'id' ? 'Id' : name, uidt: 'ID', pk: true, ai: true };
}

/** A new table from the template, created by the tables API's own service (same names, checks and view). */
export async function newTableTarget(
  services: Services,
  user: AuthUser,
  projectId: string,
  template: ImportTableTemplate,
): Promise<ImportTarget> {
  const columns = template.columns.map((c) => ({
    column_name: c.column_name,
    title: c.title,
    uidt: c.uidt,
    ...(c.dtxp !== undefined ? { dtxp: c.dtxp } : {}),
    ...(c.meta ? { meta: c.meta } : {}),
  }));
  const created = (await createTableIn(services, user, projectId, undefined, {
    table_name: template.table_name,
    title: template.title,
    columns: [keyColumn(template.columns), ...columns],
  })) as { id: string };
  const table = await tableById(services.records, user, created.id, 'write');
  const fields: (string | null)[] = [];
  for (const c of template.columns) fields[c.sourceIndex] = c.title;
  return { table, fields, columns: template.columns };
}

export const TARGET_MESSAGES = {
  unknownField: (title: string) => `The table has no writable field '${title}' to import into`,
} as const;

type WritableField = TableMeta['columns'][number];

/** An existing table of the project, with the fields rows can be written to. */
async function existingTable(services: Services, user: AuthUser, projectId: string, tableId: string) {
  const table = await tableById(services.records, user, tableId, 'write');
  if (table.model.project_id !== projectId) throw notFound(`Table '${tableId}' not found`);
  const writable = table.columns.filter((c) => !c.managed && !c.ai && !c.sequence && !c.virtual);
  return { table, writable };
}

/** How source column `sourceIndex` converts into `field`: by the field's own type, options and meta. */
function columnInto(field: WritableField, sourceIndex: number, sourceName: string): ImportColumn {
  const options = field.context.colOptions?.options?.map((o) => o.title) ?? [];
  return {
    sourceIndex,
    sourceName,
    title: field.title,
    column_name: field.column_name,
    uidt: field.uidt,
    dtxp: options.length ? dtxpOf(options) : undefined,
    meta: field.context.meta ?? undefined,
  };
}

/**
 * An existing table: source columns matched to its writable fields by name (core's matchFields); unmatched
 * columns are not imported. Rows are converted by the fields' own types.
 */
export async function existingTableTarget(
  services: Services,
  user: AuthUser,
  projectId: string,
  tableId: string,
  template: ImportTableTemplate,
): Promise<ImportTarget> {
  const { table, writable } = await existingTable(services, user, projectId, tableId);
  const fields = matchFields(
    template.columns.map((c) => c.sourceName),
    writable.map((c) => c.title),
  );
  const columns: ImportColumn[] = [];
  for (const [i, title] of fields.entries()) {
    const source = template.columns[i];
    const field = writable.find((c) => c.title === title);
    if (!source || !field) continue;
    columns.push({ ...source, ...columnInto(field, source.sourceIndex, source.sourceName) });
  }
  return { table, fields, columns };
}

/**
 * An existing table with the caller's own mapping (the wizard's `fields`): source column i fills the field titled
 * `fields[i]`, converted by that field's type, so a table the wizard made from its template converts as the
 * template says. A title the table has no writable field for is refused before anything is written.
 */
export async function mappedTableTarget(
  services: Services,
  user: AuthUser,
  projectId: string,
  tableId: string,
  fields: (string | null)[],
): Promise<ImportTarget> {
  const { table, writable } = await existingTable(services, user, projectId, tableId);
  const columns: ImportColumn[] = [];
  for (const [i, title] of fields.entries()) {
    if (title === null) continue;
    const field = writable.find((c) => c.title === title);
    if (!field) throw badRequest(TARGET_MESSAGES.unknownField(title));
    columns.push(columnInto(field, i, title));
  }
  return { table, fields, columns };
}
