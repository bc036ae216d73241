import type { ImportValue } from '@basalt/core';
import { flattenJsonRecords, guessDelimiter } from './core-pending';
import { csvRecords } from './parse-csv';
import { jsonRecords } from './parse-json';
import type { ImportOptions } from './options';
import type { ImportSource } from './source';

/** One record of the source (the header row too), with what the parser found wrong in it. */
export interface SourceRecord {
  cells: ImportValue[];
  problems: { kind: string; message: string }[];
}

/** A CSV line with nothing on it is no record (a trailing blank line, a spacer); it is neither read nor skipped. */
const isBlank = (cells: readonly string[]) => cells.length === 1 && cells[0] === '';

/** The source's records, whichever its kind: CSV as it arrives, JSON flattened to rows under a header row. */
export async function* sourceRecords(
  source: ImportSource,
  options: ImportOptions,
  maxJsonBytes: number,
): AsyncGenerator<SourceRecord> {
  if (source.kind === 'json') {
    const rows = flattenJsonRecords(await jsonRecords(source.text, maxJsonBytes), options.normalizeNested);
    for (const cells of rows) yield { cells: [...cells], problems: [] };
    return;
  }
  for await (const record of csvRecords(source.text, options.delimiter, (sample) => guessDelimiter(sample))) {
    if (!isBlank(record.cells) || record.problems.length) yield record;
  }
}
