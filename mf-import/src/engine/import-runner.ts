import { rowConverter, type ConvertColumn, type ImportFailure, type ImportReport } from '@basalt/core';
import { BatchUploader, type Batch } from './batch-uploader';
import type { ParseError } from './csv-records';
import { progressMeter } from './progress-meter';
import type { OpenedSource, RowChunk } from './sheet-source';
import { mappedColumns, type TableApi } from './table-api';
import type { ImportProgress, SheetTarget } from './types';

/** Rows per bulk insert: large enough that the per-request cost vanishes, small enough to retry and split. */
export const BATCH_ROWS = 5000;

export interface RunContext {
  api: TableApi;
  cancelled: () => boolean;
  onProgress: (progress: ImportProgress) => void;
  batchRows?: number;
  /** CSV bytes per request to the import endpoint (server-import.ts); SLICE_BYTES by default. */
  sliceBytes?: number;
}

/** One sheet's destination, once its table exists. */
export interface Destination {
  table: { id: string; title: string };
  columns: ConvertColumn[];
  headerRow: boolean;
}

export async function destinationOf(target: SheetTarget, api: TableApi): Promise<Destination> {
  if ('template' in target) {
    const table = await api.createTable(target.template);
    return {
      table: { id: table.id, title: table.title },
      columns: target.template.columns,
      headerRow: target.template.headerRow,
    };
  }
  const table = await api.readTable(target.mapping.tableId);
  return {
    table: { id: table.id, title: table.title },
    columns: mappedColumns(table, target.mapping.fields),
    headerRow: target.mapping.headerRow,
  };
}

/**
 * Imports each target sheet in turn: its table is created (or read, for a mapping) when its turn comes, rows are
 * converted by core's rowConverter and written in batches. A row that does not convert, or that the server refuses,
 * goes to the report's failures. On cancel, no new batch is sent, the ones in flight finish, and the report says
 * exactly how many rows were committed; sheets not begun report 'cancelled' with nothing written.
 */
export async function runSheets(
  source: OpenedSource,
  targets: readonly SheetTarget[],
  ctx: RunContext,
): Promise<ImportReport[]> {
  const reports: ImportReport[] = [];
  for (const target of targets) {
    const sheet = source.sheets.find((s) => s.name === target.sheetName);
    if (ctx.cancelled()) {
      reports.push(emptyReport(target, 'cancelled'));
      continue;
    }
    let destination: Destination;
    try {
      if (!sheet) throw new Error(`The source has no sheet named "${target.sheetName}"`);
      destination = await destinationOf(target, ctx.api);
    } catch (error) {
      reports.push({ ...emptyReport(target, 'failed'), parseErrors: [{ kind: 'Failed', message: messageOf(error) }] });
      continue;
    }
    reports.push(await runSheet(sheet.chunks(), target.sheetName, destination, ctx));
  }
  return reports;
}

async function runSheet(
  chunks: AsyncGenerator<RowChunk>,
  sheetName: string,
  destination: Destination,
  ctx: RunContext,
): Promise<ImportReport> {
  const batchRows = ctx.batchRows ?? BATCH_ROWS;
  const convert = rowConverter(destination.columns);
  const failures: ImportFailure[] = [];
  const parseErrors: ParseError[] = [];
  const meter = progressMeter(sheetName);
  let fraction = 0;
  let rowsRead = 0;
  let convertFailed = 0;
  const report = () => ctx.onProgress(meter.at(uploader.committed, convertFailed + uploader.failures.length, fraction));
  const uploader = new BatchUploader({
    send: (records) => ctx.api.bulkInsert(destination.table.id, records),
    onSettled: report,
  });
  const headerOffset = destination.headerRow ? 1 : 0;
  let batch: Batch = { records: [], rows: [] };
  let stopped = false;
  try {
    reading: for await (const chunk of chunks) {
      for (const e of chunk.errors) parseErrors.push(e.row ? { ...e, row: e.row - headerOffset } : e);
      for (let i = 0; i < chunk.rows.length; i++) {
        const dataRow = chunk.firstRecord + i - headerOffset;
        if (dataRow < 1) continue;
        if (ctx.cancelled()) break reading;
        rowsRead++;
        const converted = convert(chunk.rows[i]!, dataRow);
        if (converted.record) {
          batch.records.push(converted.record);
          batch.rows.push(dataRow);
        } else {
          convertFailed++;
          failures.push(...converted.failures);
        }
        if (batch.records.length >= batchRows) {
          const room = await uploader.add(batch);
          batch = { records: [], rows: [] };
          if (!room) break reading;
        }
      }
      fraction = chunk.fraction;
      report();
    }
    if (!ctx.cancelled() && !uploader.fatal) await uploader.add(batch);
    else rowsRead -= batch.records.length;
  } catch (error) {
    uploader.fatal ??= error instanceof Error ? error : new Error(String(error));
    rowsRead -= batch.records.length;
    stopped = true;
  } finally {
    await uploader.drain();
    await chunks.return(undefined);
  }
  const fatal = uploader.fatal;
  const outcome: ImportReport['outcome'] = fatal || stopped ? 'failed' : ctx.cancelled() ? 'cancelled' : 'complete';
  if (fatal) rowsRead = uploader.committed + uploader.failures.length + convertFailed;
  if (outcome === 'complete') fraction = 1;
  report();
  return {
    table: destination.table,
    rowsRead,
    rowsWritten: uploader.committed,
    rowsSkipped: convertFailed + uploader.failures.length,
    failures: [...failures, ...uploader.failures].sort((a, b) => a.row - b.row),
    parseErrors: fatal ? [...parseErrors, { kind: 'Failed', message: fatal.message }] : parseErrors,
    outcome,
  };
}

export function emptyReport(target: SheetTarget, outcome: ImportReport['outcome']): ImportReport {
  const table =
    'template' in target ? { id: '', title: target.template.title } : { id: target.mapping.tableId, title: '' };
  return { table, rowsRead: 0, rowsWritten: 0, rowsSkipped: 0, failures: [], parseErrors: [], outcome };
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Counts the rows of a sheet that would not convert into the target, before anything is written. */
export async function countUnconvertibleRows(
  chunks: AsyncGenerator<RowChunk>,
  columns: readonly ConvertColumn[],
  headerRow: boolean,
  maxFailures = 100,
): Promise<{ rows: number; failures: ImportFailure[] }> {
  const convert = rowConverter(columns);
  const failures: ImportFailure[] = [];
  let rows = 0;
  const headerOffset = headerRow ? 1 : 0;
  for await (const chunk of chunks) {
    chunk.rows.forEach((row, i) => {
      const dataRow = chunk.firstRecord + i - headerOffset;
      if (dataRow < 1) return;
      const converted = convert(row, dataRow);
      if (converted.record) return;
      rows++;
      if (failures.length < maxFailures) failures.push(...converted.failures);
    });
  }
  return { rows, failures };
}
