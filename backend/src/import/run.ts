import {
  IMPORT_SAMPLE_ROWS,
  inferTemplate,
  isHeaderRow,
  rowConverter,
  type ImportReport,
  type ImportTableTemplate,
} from '@basalt/core';
import type { AuthUser } from '../auth/users';
import type { TableMeta } from '../records/table-meta';
import { badRequest } from '../http/errors';
import type { Services } from '../services';
import type { ImportOptions } from './options';
import type { ImportSource } from './source';
import { sourceRecordBatches, type SourceRecord } from './source-rows';
import { existingTableTarget, mappedTableTarget, newTableTarget, type ImportTarget } from './target';
import { BatchWriter } from './write-batches';

export const RUN_MESSAGES = {
  empty: 'The file is empty: there is nothing to import',
} as const;

/** The default title of a table imported from a body with no file name. */
export const DEFAULT_IMPORT_TITLE = 'Import';

type Report = Omit<ImportReport, 'table'>;

type Converter = ReturnType<typeof rowConverter>;
/** Converters by table (its metadata object, replaced when the table changes) and by the columns they convert. */
const converters = new WeakMap<TableMeta, Map<string, Converter>>();
/** Column sets a table keeps converters for; an unusual number of mappings starts the table's set afresh. */
const CONVERTERS_PER_TABLE = 8;

/**
 * The row converter of a target, kept between requests: the wizard posts a file in slices of ~10,000 rows, and
 * each slice's converter would otherwise learn again which texts repeat (core's rowConverter remembers readings;
 * docs/PERFORMANCE.md, import). A converter's answers depend only on its columns, so sharing it changes none.
 */
function converterOf(target: ImportTarget): Converter {
  let byColumns = converters.get(target.table);
  if (!byColumns) converters.set(target.table, (byColumns = new Map()));
  const key = JSON.stringify(target.columns);
  let convert = byColumns.get(key);
  if (!convert) {
    if (byColumns.size >= CONVERTERS_PER_TABLE) byColumns.clear();
    byColumns.set(key, (convert = rowConverter(target.columns)));
  }
  return convert;
}

/** Field-count problems, named like papaparse's own (its header mode finds them; rows are arrays here). */
function fieldCountProblem(cells: readonly unknown[], expected: number) {
  if (cells.length === expected) return undefined;
  const kind = cells.length < expected ? 'TooFewFields' : 'TooManyFields';
  const word = cells.length < expected ? 'Too few' : 'Too many';
  return { kind, message: `${word} fields: expected ${expected} fields but parsed ${cells.length}` };
}

/** The source's batches as one iterator, the ones already read for the sample first. */
async function* replayed(head: SourceRecord[][], rest: AsyncIterator<SourceRecord[]> | undefined) {
  yield* head;
  if (!rest) return;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

interface Plan {
  target: ImportTarget;
  headerRow: boolean;
  /** The number of cells a sound row has. */
  width: number;
  batches: AsyncGenerator<SourceRecord[]>;
}

/** Reads the first rows, infers the template (core, over IMPORT_SAMPLE_ROWS rows) and makes or matches the table. */
async function inferredPlan(
  services: Services,
  user: AuthUser,
  projectId: string,
  source: ImportSource,
  options: ImportOptions,
  records: AsyncIterator<SourceRecord[]>,
): Promise<Plan> {
  const head: SourceRecord[][] = [];
  const sample: SourceRecord[] = [];
  let exhausted = false;
  while (sample.length <= IMPORT_SAMPLE_ROWS) {
    const next = await records.next();
    if (next.done) {
      exhausted = true;
      break;
    }
    head.push(next.value);
    sample.push(...next.value.slice(0, IMPORT_SAMPLE_ROWS + 1 - sample.length));
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
  const target = options.tableId
    ? await existingTableTarget(services, user, projectId, options.tableId, template)
    : await newTableTarget(services, user, projectId, template);
  return { target, headerRow, width, batches: replayed(head, exhausted ? undefined : records) };
}

/**
 * Runs one import (docs/API.md §6.1): either infers the template from the first rows and creates the table or
 * matches an existing one's fields by name, or (with `fields`, the wizard's slices) takes the caller's mapping onto
 * an existing table as given. Then converts and writes every row in batches as the source arrives. A row that does
 * not parse or convert is skipped and listed; nothing is dropped silently (written + skipped = read).
 */
export async function runImport(
  services: Services,
  user: AuthUser,
  projectId: string,
  source: ImportSource,
  options: ImportOptions,
): Promise<ImportReport> {
  const records = sourceRecordBatches(source, options, services.config.maxUploadBytes)[Symbol.asyncIterator]();
  const plan: Plan = options.fields
    ? {
        target: await mappedTableTarget(services, user, projectId, options.tableId!, options.fields),
        headerRow: options.firstRowIsHeader ?? false,
        width: options.fields.length,
        batches: replayed([], records),
      }
    : await inferredPlan(services, user, projectId, source, options, records);
  const { target, headerRow, width } = plan;
  // The wizard's rows are kept as its own reader keeps them: short ones padded, problems listed, still converted.
  const keepFaulty = Boolean(options.fields);

  const report: Report = {
    rowsRead: 0,
    rowsWritten: 0,
    rowsSkipped: 0,
    failures: [],
    parseErrors: [],
    outcome: 'complete',
  };
  const writer = new BatchWriter(services.records, target.table, target.columns);
  const convert = converterOf(target);
  let first = true;
  /** Takes one record; true when the writer's batch is full. */
  const take = (record: SourceRecord): boolean => {
    if (first && headerRow) {
      first = false;
      return false;
    }
    first = false;
    const row = options.rowOffset + ++report.rowsRead;
    const count = source.kind === 'csv' ? fieldCountProblem(record.cells, width) : undefined;
    if (record.problems.length || count) {
      const problems = count ? [...record.problems, count] : record.problems;
      report.parseErrors.push(...problems.map((p) => ({ ...p, row })));
      if (!keepFaulty) return false;
      while (record.cells.length < width) record.cells.push('');
    }
    const converted = convert(record.cells, row);
    if (!converted.record) {
      report.failures.push(...converted.failures);
      return false;
    }
    return writer.push({ row, values: converted.record });
  };
  try {
    for await (const batch of plan.batches) {
      for (const record of batch) if (take(record)) await writer.flush();
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
