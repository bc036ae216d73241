import type { ImportReport } from '@basalt/core';
import { guessDelimiter } from '@basalt/core';
import { LOCAL_CHUNK_BYTES, REMOTE_CHUNK_BYTES } from './byte-reader';
import { sliceCsv, type CsvSlicing } from './csv-slices';
import { destinationOf, emptyReport, messageOf, type Destination, type RunContext } from './import-runner';
import { progressMeter } from './progress-meter';
import { byteReaderOf } from './sheet-source';
import type { ImportJob, SheetTarget } from './types';
import type { ApiAccess } from './worker-protocol';

/**
 * Bytes per request: big enough that a request's own cost (auth, the table's fields) vanishes, small enough that
 * progress moves about every second and a cancel waits for little.
 */
export const SLICE_BYTES = 2 * 1024 * 1024;

/**
 * What the endpoint is told per slice: the table, which field each source column fills (by source index, so the
 * server converts by the template's types, not by a guess of its own), the delimiter the wizard settled on, and
 * whether the slice starts with the header row (only the first can).
 */
export function sliceQuery(
  destination: Destination,
  width: number,
  delimiter: string,
  headerRow: boolean,
): Record<string, string> {
  const fields: (string | null)[] = Array.from({ length: Math.max(width, 1) }, () => null);
  for (const column of destination.columns)
    if (column.sourceIndex < fields.length) fields[column.sourceIndex] = column.title;
  return {
    tableId: destination.table.id,
    fields: JSON.stringify(fields),
    delimiter,
    firstRowIsHeader: String(headerRow),
  };
}

/** A slice's rows are numbered from 1 by the server: moved on by the data rows of the slices before it. */
function shifted(report: ImportReport, rowsBefore: number) {
  return {
    failures: report.failures.map((f) => ({ ...f, row: f.row + rowsBefore })),
    parseErrors: report.parseErrors.map((e) => (e.row === undefined ? e : { ...e, row: e.row + rowsBefore })),
  };
}

/**
 * A CSV import through the server's streaming import endpoint (docs/IMPORT.md, "CSV through the server"): the
 * table is created (or read, for a mapping) as for any sheet, then the file goes up in slices of whole records (a local file's
 * own slices, never copied into the worker),
 * one request at a time so rows keep the file's order; the next slice is read while one is on the wire. Each
 * slice's report is merged into the sheet's: counts added, failures and parse problems renumbered to file rows.
 * Cancel sends no further slice; the one on the wire finishes, so the report counts exactly the rows committed.
 * An outage or a slice the server could not finish stops the import as 'failed' with what was written.
 */
export async function runCsvThroughServer(
  slicing: CsvSlicing,
  target: SheetTarget,
  ctx: RunContext,
): Promise<ImportReport> {
  if (ctx.cancelled()) return emptyReport(target, 'cancelled');
  let destination: Destination;
  try {
    destination = await destinationOf(target, ctx.api);
  } catch (error) {
    return { ...emptyReport(target, 'failed'), parseErrors: [{ kind: 'Failed', message: messageOf(error) }] };
  }
  const report: ImportReport = {
    ...emptyReport(target, 'complete'),
    table: destination.table,
    parseErrors: [...slicing.errors],
  };
  const meter = progressMeter(target.sheetName);
  const progress = (fraction: number) => ctx.onProgress(meter.at(report.rowsWritten, report.rowsSkipped, fraction));
  let fraction = 0;
  let first = true;
  try {
    let next = slicing.slices.next();
    for (let step = await next; !step.done; step = await next) {
      if (ctx.cancelled()) {
        report.outcome = 'cancelled';
        break;
      }
      next = slicing.slices.next();
      // Read ahead while this slice is on the wire; a read error is met when that slice's turn comes.
      next.catch(() => undefined);
      const query = sliceQuery(destination, slicing.width, slicing.delimiter, first && destination.headerRow);
      first = false;
      const part = await ctx.api.importCsv(step.value.body, query);
      const { failures, parseErrors } = shifted(part, report.rowsRead);
      report.rowsRead += part.rowsRead;
      report.rowsWritten += part.rowsWritten;
      report.rowsSkipped += part.rowsSkipped;
      report.failures.push(...failures);
      report.parseErrors.push(...parseErrors);
      const { bytesRead, totalBytes } = step.value;
      fraction = totalBytes ? bytesRead / totalBytes : fraction;
      progress(fraction);
      if (part.outcome !== 'complete') {
        report.outcome = 'failed';
        break;
      }
    }
  } catch (error) {
    report.outcome = 'failed';
    report.parseErrors.push({ kind: 'Failed', message: messageOf(error) });
  } finally {
    await slicing.slices.return(undefined);
  }
  if (report.outcome === 'complete') fraction = 1;
  progress(fraction);
  return report;
}

/** Imports a CSV job's sheet (a CSV has one) through the server, the file read from the start for each target. */
export async function runCsvJob(job: ImportJob, api: ApiAccess, ctx: RunContext): Promise<ImportReport[]> {
  const reports: ImportReport[] = [];
  for (const target of job.sheets) {
    const { file } = job.source;
    const slicing = await sliceCsv(byteReaderOf(job.source, api), {
      chunkBytes: file ? LOCAL_CHUNK_BYTES : REMOTE_CHUNK_BYTES,
      sliceBytes: ctx.sliceBytes ?? SLICE_BYTES,
      ...(file ? { blobOf: (start: number, end: number) => file.slice(start, end) } : {}),
      delimiter: job.settings.delimiter || undefined,
      guessDelimiter: (sample) => {
        const guess = guessDelimiter(sample);
        return sample.includes(guess) ? guess : undefined;
      },
    });
    reports.push(await runCsvThroughServer(slicing, target, ctx));
  }
  return reports;
}
