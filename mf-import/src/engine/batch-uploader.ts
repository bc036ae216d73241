import type { ImportFailure } from '@basalt/core';

export type ImportRecord = Record<string, unknown>;

/** One batch as sent: the records and, beside them, the data-row number each came from (for the report). */
export interface Batch {
  records: ImportRecord[];
  rows: number[];
}

/** The server refused the batch for something in its rows (a 4xx): the batch is split to find the rows. */
export class BatchRejected extends Error {}

export interface UploaderOptions {
  /** Writes a batch in one transaction; throws BatchRejected for a refusal of its rows, anything else for an outage. */
  send: (records: ImportRecord[]) => Promise<void>;
  /** Batches on the wire at once (two keep the server busy while the next batch is converted). */
  maxInFlight?: number;
  /** Called after every batch committed (or found bad row by row). */
  onSettled?: () => void;
}

/**
 * Sends batches with at most `maxInFlight` on the wire. A refused batch is halved until the refused rows stand alone;
 * each goes to `failures` with the server's reason, the rest is written. An outage stops the upload: `fatal` is set,
 * `add` resolves false, and `committed` counts exactly the rows of batches the server committed.
 */
export class BatchUploader {
  committed = 0;
  readonly failures: ImportFailure[] = [];
  fatal: Error | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly maxInFlight: number;

  constructor(private readonly options: UploaderOptions) {
    this.maxInFlight = options.maxInFlight ?? 2;
  }

  /** Queues a batch; resolves once there is room for the next one (false after an outage: stop reading). */
  async add(batch: Batch): Promise<boolean> {
    while (this.inFlight.size >= this.maxInFlight && !this.fatal) await Promise.race(this.inFlight);
    if (this.fatal) return false;
    const sending: Promise<void> = this.write(batch)
      .catch((error: unknown) => {
        this.fatal ??= error instanceof Error ? error : new Error(String(error));
      })
      .finally(() => {
        this.inFlight.delete(sending);
        this.options.onSettled?.();
      });
    this.inFlight.add(sending);
    return true;
  }

  /** Waits for every batch on the wire; batches already sent are never abandoned (a cancel keeps them). */
  async drain(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }

  get inFlightCount(): number {
    return this.inFlight.size;
  }

  private async write(batch: Batch): Promise<void> {
    if (!batch.records.length) return;
    try {
      await this.options.send(batch.records);
      this.committed += batch.records.length;
    } catch (error) {
      if (!(error instanceof BatchRejected)) throw error;
      if (batch.records.length === 1) {
        this.failures.push({ row: batch.rows[0]!, field: '', value: '', reason: error.message });
        return;
      }
      const half = Math.ceil(batch.records.length / 2);
      await this.write({ records: batch.records.slice(0, half), rows: batch.rows.slice(0, half) });
      if (this.fatal) return;
      await this.write({ records: batch.records.slice(half), rows: batch.rows.slice(half) });
    }
  }
}
