import { badRequest } from '../http/errors';
import type { RelationType } from '../meta/col-options';
import type { ColumnRecord, ModelRecord } from '../meta/types';

export const LINK_MESSAGES = {
  titleRequired: 'Column title is required',
  titleTooLong: 'Column title exceeds 255 characters',
  duplicateTitle: 'Duplicate column alias',
  badType: "type must be one of 'hm', 'bt' and 'mm'",
  idRequired: (name: string) => `${name} is required`,
  tableNotFound: (id: string) => `Table '${id}' not found`,
  notThisTable: 'parentId or childId must be the table the column is added to',
  otherProject: 'Both tables must belong to the same project and base',
  junction: 'A junction table cannot be linked',
  singleKey: (title: string) => `Table '${title}' needs a single-column primary key to be linked`,
} as const;

/** A link request (docs/API.md §1.7 LinkToAnotherRecord), checked. */
export interface LinkRequest {
  title: string;
  type: RelationType;
  parentId: string;
  childId: string;
  /** The other side's field, when the user names it (Basalt's `reverseTitle`); else the server makes one up. */
  reverseTitle?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function linkRequest(raw: unknown): LinkRequest {
  const body = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const title = text(body.title) || text(body.column_name);
  if (!title) throw badRequest(LINK_MESSAGES.titleRequired);
  if (title.length > 255) throw badRequest(LINK_MESSAGES.titleTooLong);
  const type = text(body.type);
  if (type !== 'hm' && type !== 'bt' && type !== 'mm') throw badRequest(LINK_MESSAGES.badType);
  const parentId = text(body.parentId);
  const childId = text(body.childId);
  if (!parentId) throw badRequest(LINK_MESSAGES.idRequired('parentId'));
  if (!childId) throw badRequest(LINK_MESSAGES.idRequired('childId'));
  const reverseTitle = text(body.reverseTitle);
  if (reverseTitle.length > 255) throw badRequest(LINK_MESSAGES.titleTooLong);
  return { title, type, parentId, childId, ...(reverseTitle ? { reverseTitle } : {}) };
}

/** The tables of a link: both known, in the table's project and base, not junctions, one of them the table itself. */
export function checkedSides(
  request: LinkRequest,
  table: ModelRecord,
  models: readonly ModelRecord[],
): { parent: ModelRecord; child: ModelRecord } {
  const find = (id: string) => {
    const model = models.find((m) => m.id === id);
    if (!model) throw badRequest(LINK_MESSAGES.tableNotFound(id));
    if (model.base_id !== table.base_id) throw badRequest(LINK_MESSAGES.otherProject);
    if (model.mm) throw badRequest(LINK_MESSAGES.junction);
    return model;
  };
  const parent = find(request.parentId);
  const child = find(request.childId);
  if (table.id !== parent.id && table.id !== child.id) throw badRequest(LINK_MESSAGES.notThisTable);
  return { parent, child };
}

/** A table's only primary key column (links reference it). */
export function singleKeyOf(model: ModelRecord, columns: readonly ColumnRecord[]): ColumnRecord {
  const keys = columns.filter((c) => c.pk && !c.virtual);
  if (keys.length !== 1) throw badRequest(LINK_MESSAGES.singleKey(model.title));
  return keys[0]!;
}

const lower = (s: string | null | undefined) => (s ?? '').toLowerCase();

export const titleTaken = (columns: ReadonlyArray<{ title: string }>, title: string) =>
  columns.some((c) => lower(c.title) === lower(title));

/** A title the user asked for: refused when the table has it already. */
export function requestedTitle(columns: ReadonlyArray<{ title: string }>, title: string): string {
  if (titleTaken(columns, title)) throw badRequest(LINK_MESSAGES.duplicateTitle);
  return title;
}

/** The reverse link's title: the one the user asked for (refused when taken), else `wanted` numbered until free. */
export function reverseTitle(
  columns: ReadonlyArray<{ title: string }>,
  requested: string | undefined,
  wanted: string,
): string {
  return requested ? requestedTitle(columns, requested) : freeTitle(columns, wanted);
}

/** A title the server makes up (the reverse link's): numbered until free, as the user did not choose it. */
export function freeTitle(columns: ReadonlyArray<{ title: string }>, wanted: string): string {
  let title = wanted;
  for (let n = 2; titleTaken(columns, title); n++) title = `${wanted} ${n}`;
  return title;
}

/** A physical column name free in the table (case-insensitive), cut to the dialect's identifier length. */
export function freeColumnName(
  columns: ReadonlyArray<{ column_name: string | null }>,
  wanted: string,
  maxLength: number,
): string {
  const fit = (name: string, suffix: string) => name.slice(0, maxLength - suffix.length) + suffix;
  let name = fit(wanted, '');
  for (let n = 1; columns.some((c) => lower(c.column_name) === lower(name)); n++) name = fit(wanted, `_${n}`);
  return name;
}
