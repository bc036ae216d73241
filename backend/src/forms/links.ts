import { badRequest } from '../http/errors';
import type { ColumnRecord } from '../meta/types';
import { deleteRow } from '../records/crud';
import { tableOfSharedView } from '../records/resolve';
import { keyOfRowId } from '../records/values';
import { changeLink } from '../relations/nested';
import { linkOfColumn, type NestedLink } from '../relations/resolve';
import type { Services } from '../services';
import type { Visit } from '../shares/visitor';
import { FORM_MESSAGES } from './settings';

/**
 * Has-many and many-to-many links a form submission names (docs/API.md "Forms"): checked before the row is
 * inserted, then made through the nested data API's own `changeLink`.
 */

/** A link of the form's table, its other tables read as the visitor reads the form's (the share let them in). */
export function formLinkOf(services: Services, visit: Visit, column: ColumnRecord): Promise<NestedLink> {
  const tableOf = (modelId: string) => tableOfSharedView(services.records, { ...visit.view, fk_model_id: modelId });
  return linkOfColumn(visit.table, column, tableOf);
}

/** One link field's submitted records: the link and the related rows' ids, each known to exist. */
export interface PendingLinks {
  link: NestedLink;
  refs: string[];
}

const isKey = (value: unknown): value is string | number =>
  (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value));

/** `[1, 2]`, `[{Id: 1}]`, `{Id: 1}` or `1` as the related keys; 400 for anything else or a key with no record. */
export async function checkedLinks(link: NestedLink, value: unknown, label: string): Promise<PendingLinks> {
  const { related, relatedKey } = link;
  const refs: string[] = [];
  for (const entry of Array.isArray(value) ? value : [value]) {
    const key =
      entry && typeof entry === 'object' ? (entry as Record<string, unknown>)[relatedKey.title] : (entry as unknown);
    if (!isKey(key)) throw badRequest(FORM_MESSAGES.badLinked(label));
    const ref = String(key);
    const where = keyOfRowId(related, ref);
    const found = where && (await related.knex(related.tableName).where(where).first(relatedKey.column_name));
    if (!found) throw badRequest(FORM_MESSAGES.unknownLinked(label, ref));
    if (!refs.includes(ref)) refs.push(ref);
  }
  return { link, refs };
}

/** A has-many child's parent before the submission took it (the nested API moves a child): `undefined` if none. */
async function previousParent(link: NestedLink, ref: string): Promise<unknown> {
  if (link.type !== 'hm') return undefined;
  const { related } = link;
  const row = (await related.knex(related.tableName).where(keyOfRowId(related, ref)!).first(link.fk!.column_name)) as
    Record<string, unknown> | undefined;
  return row?.[link.fk!.column_name] ?? undefined;
}

/**
 * Links the new row `rowId` to each submitted record. The insert and the links are separate transactions in the
 * records engine, so when a link fails the links made are undone (a moved child goes back to its parent) and the new
 * row is deleted again: the row is kept only with all its links.
 */
export async function saveLinks(services: Services, visit: Visit, rowId: string, pending: PendingLinks[]) {
  const { records } = services;
  const made: Array<{ link: NestedLink; ref: string; parent: unknown }> = [];
  try {
    for (const { link, refs } of pending) {
      for (const ref of refs) {
        const parent = await previousParent(link, ref);
        await changeLink(records, link, rowId, ref, true);
        made.push({ link, ref, parent });
      }
    }
  } catch (err) {
    for (const { link, ref, parent } of made.reverse()) {
      await changeLink(records, link, rowId, ref, false);
      if (parent !== undefined) await changeLink(records, link, String(parent), ref, true);
    }
    await deleteRow(records, visit.table, rowId);
    throw err;
  }
}
