import { selectTitlesFromDtxp, type ConvertColumn, type ImportFailure } from '@basalt/core';
import { bulkInsert, type BulkInsertOptions } from '../records/bulk';
import type { RecordsEngine } from '../records/engine';
import type { RecordColumn, TableMeta } from '../records/table-meta';

/** Rows per bulk insert: one transaction each, so a failed import keeps exactly the batches before it. */
export const IMPORT_BATCH_ROWS = 5000;

/** One converted row, keyed by field title, with its data row number (from 1) for the report. */
export interface RowToWrite {
  row: number;
  values: Record<string, unknown>;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A meta with no keys reads as none: a table keeps `{}` where a template column has no meta. */
const metaOf = (meta: Record<string, unknown> | null | undefined) => (meta && Object.keys(meta).length ? meta : null);

/**
 * Field types whose reading gives back its own answers unchanged, so a converted value needs no second reading
 * (backend/test/import-bulk-alike.test.ts holds each to what `POST /bulk` stores). Not JSON: the converter hands a
 * JSON string over as its JSON text (the field's `asInput`), which the bulk engine reads back as the string.
 */
const READ_ONCE_TYPES: ReadonlySet<string> = new Set([
  'SingleLineText',
  'LongText',
  'Email',
  'URL',
  'PhoneNumber',
  'Number',
  'Decimal',
  'Currency',
  'Percent',
  'Rating',
  'Checkbox',
  'Date',
  'DateTime',
  'Year',
  'Time',
  'Duration',
  'SingleSelect',
  'MultiSelect',
]);

/**
 * The table's columns whose values the converter (core's rowConverter over `converted`) reads exactly as the bulk
 * engine would: a field type read once (READ_ONCE_TYPES), the same meta and option titles, and found under the title the converter writes them
 * by. Their values need no second reading; any other column keeps it (docs/PERFORMANCE.md, import).
 */
export function columnsReadAlike(table: TableMeta, converted: readonly ConvertColumn[]): Set<RecordColumn> {
  const titles = new Set(converted.map((c) => c.title));
  const alike = new Set<RecordColumn>();
  for (const source of converted) {
    const column = table.columns.find((c) => c.title === source.title);
    if (!column || column.field.uidt !== source.uidt || !READ_ONCE_TYPES.has(source.uidt)) continue;
    // The bulk engine reads a body by column name first: another converted column of that title would be read.
    if (column.column_name !== column.title && titles.has(column.column_name)) continue;
    const options = column.field.hasOptions && source.dtxp ? selectTitlesFromDtxp(source.dtxp) : [];
    const tableOptions = column.field.hasOptions ? (column.context.colOptions?.options ?? []).map((o) => o.title) : [];
    if (sameJson(options, tableOptions) && sameJson(metaOf(source.meta), metaOf(column.context.meta)))
      alike.add(column);
  }
  return alike;
}

const reasonOf = (err: unknown) =>
  String((err as Error)?.message ?? err)
    .replace(/^Row \d+: /, '')
    .slice(0, 500);

/**
 * Writes converted rows through the records bulk engine (the checks of `POST /bulk`, less the second reading of
 * values the converter read alike: `columnsReadAlike`). A batch the engine or the database refuses is written again
 * row by row, so only the rows at fault end in the report and the rest are kept.
 */
export class BatchWriter {
  written = 0;
  readonly failures: ImportFailure[] = [];
  private batch: RowToWrite[] = [];
  /** The import needs no keys back, so its rows go several per INSERT statement. */
  private readonly options: BulkInsertOptions;

  constructor(
    private readonly engine: RecordsEngine,
    private readonly table: TableMeta,
    converted: readonly ConvertColumn[],
  ) {
    this.options = { parsed: columnsReadAlike(table, converted), keys: false };
  }

  /** Queues a row; true when a batch is full and the caller should `flush` before adding more. */
  push(row: RowToWrite): boolean {
    this.batch.push(row);
    return this.batch.length >= IMPORT_BATCH_ROWS;
  }

  async add(row: RowToWrite): Promise<void> {
    if (this.push(row)) await this.flush();
  }

  /** The engine names the field it refused (`<title>: <why>`); the database does not, and the field stays empty. */
  private failureOf(row: RowToWrite, reason: string): ImportFailure {
    const column = this.table.columns.find((c) => reason.startsWith(`${c.title}: `));
    if (!column) return { row: row.row, field: '', value: '', reason };
    const value = row.values[column.title];
    return {
      row: row.row,
      field: column.title,
      value: value === null || value === undefined ? '' : String(value),
      reason: reason.slice(column.title.length + 2),
    };
  }

  async flush(): Promise<void> {
    const rows = this.batch;
    this.batch = [];
    if (!rows.length) return;
    try {
      await bulkInsert(
        this.engine,
        this.table,
        rows.map((r) => r.values),
        this.options,
      );
      this.written += rows.length;
    } catch {
      for (const row of rows) {
        try {
          await bulkInsert(this.engine, this.table, [row.values], this.options);
          this.written += 1;
        } catch (err) {
          this.failures.push(this.failureOf(row, reasonOf(err)));
        }
      }
    }
  }
}
