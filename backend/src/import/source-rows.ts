import { guessDelimiter, type ImportValue } from '@basalt/core';
import { csvRecordBatches } from './parse-csv';
import { jsonRows } from './parse-json';
import type { ImportOptions } from './options';
import type { ImportSource } from './source';

/** One record of the source (the header row too), with what the parser found wrong in it. */
export interface SourceRecord {
  cells: ImportValue[];
  problems: readonly { kind: string; message: string }[];
}

/** A CSV line with nothing on it is no record (a trailing blank line, a spacer); it is neither read nor skipped. */
const isBlank = (cells: readonly string[]) => cells.length === 1 && cells[0] === '';

/** JSON rows are handed on in slices this big, like a CSV chunk's records. */
const JSON_SLICE_ROWS = 5000;

/**
 * The source's records, whichever its kind, a batch at a time: CSV a chunk's records as they arrive, JSON as rows
 * under its header row.
 */
export async function* sourceRecordBatches(
  source: ImportSource,
  options: ImportOptions,
  maxJsonBytes: number,
): AsyncGenerator<SourceRecord[]> {
  if (source.kind === 'json') {
    const rows = await jsonRows(source.text, options.normalizeNested, maxJsonBytes);
    for (let start = 0; start < rows.length; start += JSON_SLICE_ROWS)
      yield rows.slice(start, start + JSON_SLICE_ROWS).map((cells) => ({ cells, problems: [] }));
    return;
  }
  for await (const batch of csvRecordBatches(source.text, options.delimiter, guessDelimiter)) {
    const kept = batch.filter((record) => !isBlank(record.cells) || record.problems.length);
    if (kept.length) yield kept;
  }
}
