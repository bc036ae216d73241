import type { ImportFailure } from '@basalt/core';
import { bulkInsert } from '../records/bulk';
import type { RecordsEngine } from '../records/engine';
import type { TableMeta } from '../records/table-meta';

/** Rows per bulk insert: one transaction each, so a failed import keeps exactly the batches before it. */
export const IMPORT_BATCH_ROWS = 5000;

/** One converted row, keyed by field title, with its data row number (from 1) for the report. */
export interface RowToWrite {
  row: number;
  values: Record<string, unknown>;
}

const reasonOf = (err: unknown) =>
  String((err as Error)?.message ?? err)
    .replace(/^Row \d+: /, '')
    .slice(0, 500);

/**
 * Writes converted rows through the records bulk engine (the same checks as `POST /bulk`). A batch the engine or
 * the database refuses is written again row by row, so only the rows at fault end in the report and the rest
 * are kept.
 */
export class BatchWriter {
  written = 0;
  readonly failures: ImportFailure[] = [];
  private batch: RowToWrite[] = [];

  constructor(
    private readonly engine: RecordsEngine,
    private readonly table: TableMeta,
  ) {}

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
      );
      this.written += rows.length;
    } catch {
      for (const row of rows) {
        try {
          await bulkInsert(this.engine, this.table, [row.values]);
          this.written += 1;
        } catch (err) {
          this.failures.push(this.failureOf(row, reasonOf(err)));
        }
      }
    }
  }
}
