import { guessDelimiter, type ImportValue } from '@basalt/core';
import { csvRecords } from './parse-csv';
import { jsonRows } from './parse-json';
import type { ImportOptions } from './options';
import type { ImportSource } from './source';

/** One record of the source (the header row too), with what the parser found wrong in it. */
export interface SourceRecord {
  cells: ImportValue[];
  problems: { kind: string; message: string }[];
}

/** A CSV line with nothing on it is no record (a trailing blank line, a spacer); it is neither read nor skipped. */
const isBlank = (cells: readonly string[]) => cells.length === 1 && cells[0] === '';

/** The source's records, whichever its kind: CSV as it arrives, JSON as rows under its header row. */
export async function* sourceRecords(
  source: ImportSource,
  options: ImportOptions,
  maxJsonBytes: number,
): AsyncGenerator<SourceRecord> {
  if (source.kind === 'json') {
    for (const cells of await jsonRows(source.text, options.normalizeNested, maxJsonBytes))
      yield { cells, problems: [] };
    return;
  }
  for await (const record of csvRecords(source.text, options.delimiter, guessDelimiter)) {
    if (!isBlank(record.cells) || record.problems.length) yield record;
  }
}
