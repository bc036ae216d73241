import fs from 'node:fs';
import { badRequest, notFound } from '../http/errors';
import { columnsOf } from '../meta/columns';
import type { ColumnRecord } from '../meta/types';
import { VIEW_TYPES } from '../meta/types';
import { insertRow, readRow } from '../records/crud';
import type { Services } from '../services';
import type { Visit } from '../shares/visitor';
import { reportedMimetype } from '../storage/content-types';
import type { LocalStorage, StoredFile } from '../storage/local';
import { uploadFolders, uploadTitle } from '../storage/names';
import { formColumnsOf } from './columns';
import { checkedLinks, formLinkOf, saveLinks, type PendingLinks } from './links';
import { FORM_MESSAGES } from './settings';

/** A file part of a submit, as the multipart parser left it in the temporary folder. */
export interface SubmittedFile {
  field: string;
  filepath: string;
  originalFilename: string | null;
  mimetype: string | null;
  size: number;
}

/** A part named `_Photos[2]` fills the field `Photos` (clients number repeated parts). */
const fieldOfPart = (name: string) => name.replace(/^_/, '').replace(/\[\d*\]$/, '');

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The spec's rule for a form field (docs/API.md "Forms"): the form flags it; or the table needs it (required with no
 * default, or a key that neither counts itself nor has a default); a belongs-to link follows its foreign key.
 */
function requiredInForm(column: ColumnRecord, flagged: boolean, byId: ReadonlyMap<string, ColumnRecord>): boolean {
  if (flagged) return true;
  const options = column.colOptions as { type?: string; fk_child_column_id?: string | null } | undefined;
  if (column.uidt === 'LinkToAnotherRecord') {
    const fk = options?.type === 'bt' && options.fk_child_column_id ? byId.get(options.fk_child_column_id) : undefined;
    return fk ? requiredInForm(fk, false, byId) : false;
  }
  if (column.virtual) return false;
  return (column.rqd && !column.cdf && !column.ai) || (column.pk && !column.ai && !column.cdf);
}

/** A belongs-to value (`5`, `{Id: 5}` or `[{Id: 5}]`) as the key of the row it names. */
function keyOfLinked(value: unknown): unknown {
  const one = Array.isArray(value) ? value[0] : value;
  if (one && typeof one === 'object') return Object.values(one)[0];
  return one;
}

/**
 * `POST /public/shared-view/:uuid/rows` (docs/API.md "Forms"): the visitor's values for the fields the form shows
 * (others ignored), each required field present, files stored and the row inserted together: when the insert fails
 * the stored files are removed, and temporary files never outlive the request.
 */
export async function submitForm(
  services: Services,
  storage: LocalStorage,
  visit: Visit,
  data: Record<string, unknown>,
  files: SubmittedFile[],
) {
  const { view, table } = visit;
  if (view.type !== VIEW_TYPES.form) throw notFound(FORM_MESSAGES.formOnly);
  const { maxFiles } = services.config.forms;
  if (files.length > maxFiles) throw badRequest(FORM_MESSAGES.tooManyFiles(maxFiles));
  const all = await columnsOf(services.db, view.fk_model_id);
  const fields = await formColumnsOf(services.db, view.id, all);
  // every field, the system ones too: a belongs-to link's foreign key is one
  const byId = new Map(all.map((c) => [c.id, c]));
  const filesOf = (title: string) => files.filter((f) => fieldOfPart(f.field) === title);
  const row: Record<string, unknown> = {};
  const links: PendingLinks[] = [];
  for (const { column, form } of fields) {
    if (!form.show) continue;
    const label = form.label || column.title;
    let value = data[column.title];
    if (column.uidt === 'Attachment') {
      const given = filesOf(column.title);
      if (given.length) value = given;
    }
    if (requiredInForm(column, form.required, byId) && isEmpty(value)) throw badRequest(FORM_MESSAGES.required(label));
    if (value === undefined) continue;
    const options = column.colOptions as { type?: string; fk_child_column_id?: string | null } | undefined;
    if (column.uidt === 'LinkToAnotherRecord') {
      const fk =
        options?.type === 'bt' && options.fk_child_column_id ? byId.get(options.fk_child_column_id) : undefined;
      if (fk && !isEmpty(value)) row[fk.title] = keyOfLinked(value);
      // has-many and many-to-many records are checked now, linked once the row exists
      if (!fk && !isEmpty(value))
        links.push(await checkedLinks(await formLinkOf(services, visit, column), value, label));
      continue;
    }
    if (!column.virtual) row[column.title] = value;
  }
  const stored: string[] = [];
  try {
    for (const column of fields.map((f) => f.column).filter((c) => c.uidt === 'Attachment')) {
      const given = filesOf(column.title);
      if (!given.length || !Array.isArray(row[column.title])) continue;
      const folders = uploadFolders(['noco', table.project.title, table.model.title, column.title].join('/'));
      const attachments: StoredFile[] = [];
      for (const file of given) {
        const title = uploadTitle(file.originalFilename, 'file');
        const path = await storage.adopt(file.filepath, folders, title);
        stored.push(path);
        attachments.push({ path, title, mimetype: reportedMimetype(file.mimetype, title), size: file.size });
      }
      row[column.title] = attachments;
    }
    const inserted = await insertRow(services.records, table, undefined, row);
    if (!links.length) return inserted;
    const rowId = String(inserted[table.pks[0]!.title]);
    await saveLinks(services, visit, rowId, links);
    return readRow(table, undefined, rowId);
  } catch (err) {
    await Promise.all(
      stored.map((p) => {
        const file = storage.resolve(p.split('/').slice(1));
        return file ? fs.promises.rm(file, { force: true }) : undefined;
      }),
    );
    throw err;
  } finally {
    await Promise.all(files.map((f) => fs.promises.rm(f.filepath, { force: true })));
  }
}
