import { guessDelimiter, IMPORT_SAMPLE_ROWS, parseJsonRecords, type ImportValue } from '@basalt/core';
import {
  fileByteReader,
  LOCAL_CHUNK_BYTES,
  readAll,
  remoteByteReader,
  REMOTE_CHUNK_BYTES,
  type ByteReader,
} from './byte-reader';
import { readCsvRecords, type ParseError } from './csv-records';
import { MAX_WORKBOOK_BYTES, readWorkbook } from './excel-sheets';
import { checkSourceKind } from './file-kind';
import { openLeanWorkbook } from './lean-workbook';
import { slices } from './row-slices';
import { fromCoreError } from './source-error';
import type { ParseSettings, SourceInput } from './types';
import type { ApiAccess } from './worker-protocol';

/** Rows of one sheet as they are read, with how far reading has come. */
export interface RowChunk {
  rows: ImportValue[][];
  errors: ParseError[];
  /** 1-based record number of rows[0] in the sheet (the header row is record 1). */
  firstRecord: number;
  /** Share of the source read, 0…1. */
  fraction: number;
}

export interface OpenedSource {
  delimiter?: string;
  sheets: { name: string; chunks: () => AsyncGenerator<RowChunk> }[];
}

/** JSON is parsed whole: a cap keeps a wrong file from exhausting the tab. */
export const MAX_JSON_BYTES = 512 * 1024 * 1024;

export interface OpenOptions {
  /** Stop after this many rows of each sheet (a preview). */
  maxRows?: number;
  sheets?: readonly string[];
}

export function byteReaderOf(source: SourceInput, api: ApiAccess): ByteReader {
  if (source.file) return fileByteReader(source.file);
  const proxy = new URL(`/api/v1/db/meta/projects/${encodeURIComponent(api.projectId)}/import/fetch`, api.baseUrl);
  proxy.searchParams.set('url', source.url ?? '');
  const headers: Record<string, string> = { 'xc-gui': 'true' };
  if (api.token) headers['xc-auth'] = api.token;
  return remoteByteReader({ proxyUrl: proxy.toString(), headers });
}

/** The sheet name a CSV or JSON source gets: its file name without the ending. */
export function baseName(source: SourceInput): string {
  const name = source.file?.name || source.name || 'import';
  const last = name.split(/[?#]/)[0]!.split('/').filter(Boolean).pop() ?? name;
  return last.replace(/\.[^.]+$/, '') || last;
}

/**
 * Opens a source for reading, sheet by sheet. CSV is streamed; an xlsx is unzipped whole and each sheet streamed
 * from its XML by the lean scanner; other workbooks and JSON are read whole first.
 */
export async function openSource(
  source: SourceInput,
  settings: ParseSettings,
  api: ApiAccess,
  options: OpenOptions = {},
): Promise<OpenedSource> {
  checkSourceKind(source);
  const reader = byteReaderOf(source, api);
  const chunkBytes = source.file ? LOCAL_CHUNK_BYTES : REMOTE_CHUNK_BYTES;
  if (source.kind === 'csv') {
    const opened: OpenedSource = { sheets: [] };
    opened.sheets.push({
      name: baseName(source),
      async *chunks() {
        let rowsSoFar = 0;
        for await (const batch of readCsvRecords(reader, {
          chunkBytes,
          delimiter: settings.delimiter || undefined,
          guessDelimiter: (sample) => {
            const guess = guessDelimiter(sample);
            return sample.includes(guess) ? guess : undefined;
          },
        })) {
          opened.delimiter = batch.delimiter;
          const fraction = batch.totalBytes ? batch.bytesRead / batch.totalBytes : 0;
          yield { rows: batch.rows, errors: batch.errors, firstRecord: batch.firstRecord, fraction };
          rowsSoFar += batch.rows.length;
          if (options.maxRows && rowsSoFar >= options.maxRows) return;
        }
      },
    });
    return opened;
  }
  if (source.kind === 'excel') {
    const bytes = await readAll(reader, MAX_WORKBOOK_BYTES, chunkBytes);
    const lean = bytes.length <= MAX_WORKBOOK_BYTES ? await openLeanWorkbook(bytes, options) : null;
    if (lean) return { sheets: lean };
    const sheets = readWorkbook(bytes, options);
    return { sheets: sheets.map((sheet) => ({ name: sheet.name, chunks: () => slices(sheet.rows) })) };
  }
  const bytes = await readAll(reader, MAX_JSON_BYTES, chunkBytes);
  let table;
  try {
    table = parseJsonRecords(new TextDecoder('utf-8').decode(bytes), Boolean(settings.normalizeNested));
  } catch (error) {
    throw fromCoreError(error);
  }
  const rows: ImportValue[][] = [table.headers, ...table.rows];
  return { sheets: [{ name: baseName(source), chunks: () => slices(rows) }] };
}

/** The first rows of each sheet (header included), for the template step. */
export async function previewOf(source: SourceInput, settings: ParseSettings, api: ApiAccess) {
  const maxRows = IMPORT_SAMPLE_ROWS + 1;
  const opened = await openSource(source, settings, api, { maxRows });
  const parseErrors: ParseError[] = [];
  const sheets = [];
  for (const sheet of opened.sheets) {
    const rows: ImportValue[][] = [];
    for await (const chunk of sheet.chunks()) {
      parseErrors.push(...chunk.errors.filter((e) => e.row === undefined || e.row <= maxRows));
      rows.push(...chunk.rows.slice(0, maxRows - rows.length));
      if (rows.length >= maxRows) break;
    }
    sheets.push({ name: sheet.name, rows });
  }
  return { sheets, parseErrors, ...(opened.delimiter ? { delimiter: opened.delimiter } : {}) };
}
