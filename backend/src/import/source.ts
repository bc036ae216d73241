import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'koa';
import type { ImportSourceKind } from '@basalt/core';
import { badRequest } from '../http/errors';
import type { LocalStorage } from '../storage/local';
import { multipartBody } from '../storage/uploads';

export const SOURCE_MESSAGES = {
  excel:
    'Excel workbooks are not parsed on the server: import them with the import wizard (it reads them in your browser), or send the sheet as CSV',
  notAccepted: 'target file is not an accepted file type',
  noFile: 'No file part in the request',
} as const;

/** A body to import: what it is, the name a new table takes by default, and its text as it arrives. */
export interface ImportSource {
  kind: Exclude<ImportSourceKind, 'excel'>;
  name: string;
  text: AsyncIterable<string>;
  /** Removes the temporary copy of a multipart file. */
  cleanup: () => Promise<void>;
}

const BY_EXTENSION: Record<string, ImportSourceKind> = {
  '.csv': 'csv',
  '.tsv': 'csv',
  '.txt': 'csv',
  '.json': 'json',
  '.xls': 'excel',
  '.xlsx': 'excel',
  '.xlsm': 'excel',
  '.ods': 'excel',
  '.ots': 'excel',
};

const CSV_TYPES = ['text/csv', 'text/plain', 'text/tab-separated-values', 'application/csv', 'text/x-csv'];
const JSON_TYPES = ['application/json', 'text/json'];
const EXCEL_TYPES = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
  'application/vnd.ms-excel.sheet.macroenabled.12',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.spreadsheet-template',
];

function kindOfType(contentType: string | null | undefined): ImportSourceKind | undefined {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (CSV_TYPES.includes(type)) return 'csv';
  if (JSON_TYPES.includes(type)) return 'json';
  if (EXCEL_TYPES.includes(type)) return 'excel';
  return undefined;
}

/**
 * Excel is refused here on purpose: the only workbook parser on npm (xlsx 0.18.5) has known flaws on crafted files
 * (docs/API.md, Import), so workbooks are parsed only in the wizard's Web Worker, never on the server.
 */
function accepted(kind: ImportSourceKind | undefined): Exclude<ImportSourceKind, 'excel'> {
  if (kind === 'excel') throw badRequest(SOURCE_MESSAGES.excel);
  if (!kind) throw badRequest(SOURCE_MESSAGES.notAccepted);
  return kind;
}

interface PartFile {
  filepath: string;
  originalFilename: string | null;
  mimetype: string | null;
}

/** The `file` part of a multipart body (kept in the uploads' temporary folder) or the raw body itself. */
export async function importSourceOf(ctx: Context, storage: LocalStorage, maxBytes: number): Promise<ImportSource> {
  if (ctx.is('multipart/form-data')) {
    await multipartBody(storage, maxBytes)(ctx, async () => undefined);
    const files = (ctx.request as unknown as { files?: Record<string, PartFile | PartFile[]> }).files ?? {};
    const all = Object.values(files).flat();
    const cleanup = async () => {
      await Promise.all(all.map((f) => fs.promises.rm(f.filepath, { force: true })));
    };
    const part = [files.file].flat()[0];
    if (!part) {
      await cleanup();
      throw badRequest(SOURCE_MESSAGES.noFile);
    }
    const fileName = part.originalFilename ?? '';
    const extension = path.extname(fileName).toLowerCase();
    try {
      const kind = accepted(BY_EXTENSION[extension] ?? kindOfType(part.mimetype));
      const text = fs.createReadStream(part.filepath, { encoding: 'utf8' });
      return { kind, name: path.basename(fileName, path.extname(fileName)), text, cleanup };
    } catch (err) {
      await cleanup();
      throw err;
    }
  }
  const kind = accepted(kindOfType(ctx.get('content-type')));
  ctx.req.setEncoding('utf8');
  return { kind, name: '', text: ctx.req as AsyncIterable<string>, cleanup: async () => undefined };
}
