import {
  IMPORT_SAMPLE_ROWS,
  inferTemplate,
  isHeaderRow,
  rowConverter,
  type ImportReport,
  type ImportTableTemplate,
} from '@basalt/core';
import type { AuthUser } from '../auth/users';
import { badRequest } from '../http/errors';
import type { Services } from '../services';
import type { ImportOptions } from './options';
import type { ImportSource } from './source';
import { sourceRecords, type SourceRecord } from './source-rows';
import { existingTableTarget, newTableTarget, type ImportTarget } from './target';
import { BatchWriter } from './write-batches';

export const RUN_MESSAGES = {
  empty: 'The file is empty: there is nothing to import',
} as const;

/** The default title of a table imported from a body with no file name. */
export const DEFAULT_IMPORT_TITLE = 'Import';

type Report = Omit<ImportReport, 'table'>;

/** Field-count problems, named like papaparse's own (its header mode finds them; rows are arrays here). */
function fieldCountProblem(cells: readonly unknown[], expected: number) {
  if (cells.length === expected) return undefined;
  const kind = cells.length < expected ? 'TooFewFields' : 'TooManyFields';
  const word = cells.length < expected ? 'Too few' : 'Too many';
  return { kind, message: `${word} fields: expected ${expected} fields but parsed ${cells.length}` };
}

/**
 * Runs one scripted import (docs/API.md, Import): reads the first rows for the template (core's inference over
 * IMPORT_SAMPLE_ROWS rows), creates the table or matches the existing one's fields, then converts and writes every
 * row in batches as the source arrives. A row that does not parse or convert is skipped and listed; nothing is
 * dropped silently (written + skipped = read).
 */
export async function runImport(
  services: Services,
  user: AuthUser,
  projectId: string,
  source: ImportSource,
  options: ImportOptions,
): Promise<ImportReport> {
  const records = sourceRecords(source, options, services.config.maxUploadBytes)[Symbol.asyncIterator]();
  const sample: SourceRecord[] = [];
  let exhausted = false;
  while (sample.length <= IMPORT_SAMPLE_ROWS) {
    const next = await records.next();
    if (next.done) {
      exhausted = true;
      break;
    }
    sample.push(next.value);
  }
  if (!sample.length) throw badRequest(RUN_MESSAGES.empty);
  // JSON rows always come under the header row of their keys.
  const headerRow = source.kind === 'json' || (options.firstRowIsHeader ?? isHeaderRow(sample[0]!.cells));
  const width = sample[0]!.cells.length;
  // Rows the parser found wrong are skipped, so they neither add fields nor sway the types.
  const sound = sample.filter((r, i) => i === 0 || (!r.problems.length && !fieldCountProblem(r.cells, width)));
  const template: ImportTableTemplate = inferTemplate(
    options.title ?? (source.name || DEFAULT_IMPORT_TITLE),
    sound.map((r) => r.cells),
    { firstRowIsHeader: headerRow, autoSelectFieldTypes: options.autoTypes },
  );
  const target: ImportTarget = options.tableId
    ? await existingTableTarget(services, user, projectId, options.tableId, template)
    : await newTableTarget(services, user, projectId, template);

  const report: Report = {
    rowsRead: 0,
    rowsWritten: 0,
    rowsSkipped: 0,
    failures: [],
    parseErrors: [],
    outcome: 'complete',
  };
  const writer = new BatchWriter(services.records, target.table);
  const convert = rowConverter(target.columns);
  let first = true;
  const take = async (record: SourceRecord) => {
    if (first && headerRow) {
      first = false;
      return;
    }
    first = false;
    const row = ++report.rowsRead;
    const problems = [...record.problems];
    const count = source.kind === 'csv' ? fieldCountProblem(record.cells, width) : undefined;
    if (count) problems.push(count);
    if (problems.length) {
      report.parseErrors.push(...problems.map((p) => ({ ...p, row })));
      report.rowsSkipped++;
      return;
    }
    const converted = convert(record.cells, row);
    if (!converted.record) {
      report.failures.push(...converted.failures);
      report.rowsSkipped++;
      return;
    }
    await writer.add({ row, values: converted.record });
  };
  try {
    for (const record of sample) await take(record);
    if (!exhausted) {
      for (let next = await records.next(); !next.done; next = await records.next()) await take(next.value);
    }
    await writer.flush();
  } catch (err) {
    // The table exists and the batches before hold: say so rather than answer an error without the counts.
    report.outcome = 'failed';
    report.parseErrors.push({ kind: 'Failed', message: (err as Error).message });
  }
  report.rowsWritten = writer.written;
  report.failures.push(...writer.failures);
  report.failures.sort((a, b) => a.row - b.row);
  report.rowsSkipped = report.rowsRead - report.rowsWritten;
  return { table: { id: target.table.model.id, title: target.table.model.title }, ...report };
}
