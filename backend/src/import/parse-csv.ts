import Papa from 'papaparse';
import { badRequest } from '../http/errors';

/** The longest record the reader waits for (characters). */
export const MAX_RECORD_CHARS = 8 * 1024 * 1024;

/** A problem papaparse (or the field count check) found, with the file's record number (0 = first record). */
export interface CsvProblem {
  kind: string;
  record: number;
  message: string;
}

export interface CsvRecord {
  /** Position in the file, from 0 (the header row too). */
  record: number;
  cells: string[];
  problems: CsvProblem[];
}

export const CSV_MESSAGES = {
  badDelimiter: 'The delimiter must be one character other than a quote, a line break or a BOM',
} as const;

/** A delimiter given by the caller; undefined lets the sample decide (core's guessDelimiter). */
export function checkedDelimiter(value: unknown): string | undefined {
  if (value === undefined || value === '') return undefined;
  const text = String(value) === '\\t' ? '\t' : String(value);
  if ([...text].length !== 1 || (Papa.BAD_DELIMITERS as string[]).includes(text))
    throw badRequest(CSV_MESSAGES.badDelimiter);
  return text;
}

function lineBreakOf(sample: string): string {
  const first = sample.search(/\r\n|\r|\n/);
  if (first < 0) return '\n';
  if (sample[first] === '\n') return '\n';
  return sample[first + 1] === '\n' ? '\r\n' : '\r';
}

interface ParserResult {
  data: string[][];
  errors: { code: string; message: string; row?: number }[];
  meta: { cursor: number };
}

/**
 * CSV records as the text arrives, a chunk's records at a time: each chunk is parsed up to its last complete record
 * (papaparse's own parser, told to leave the partial last row for the next chunk), so memory holds one chunk, and
 * the caller's pace (it awaits each batch) holds back the reading. Handing over whole batches rather than single
 * records keeps the import's per-row cost to the parse and the conversion (docs/PERFORMANCE.md, import).
 * `pickDelimiter` sees the first chunk when no delimiter was given.
 */
export async function* csvRecordBatches(
  text: AsyncIterable<string>,
  delimiter: string | undefined,
  pickDelimiter: (sample: string) => string,
): AsyncGenerator<CsvRecord[]> {
  let pending = '';
  let parser: Papa.Parser | undefined;
  let record = 0;
  const parse = (input: string, last: boolean): { records: CsvRecord[]; rest: string } => {
    parser ??= new Papa.Parser({
      delimiter: delimiter ?? pickDelimiter(input),
      newline: lineBreakOf(input) as '\n',
      skipEmptyLines: false,
    });
    const result = parser.parse(input, 0, !last) as ParserResult;
    const consumed = last ? input.length : result.meta.cursor;
    const rows = result.data;
    // A final line break leaves one empty record behind; it is no row of the file.
    if (last && rows.length && rows[rows.length - 1]!.length === 1 && rows[rows.length - 1]![0] === '') rows.pop();
    const problemsAt = new Map<number, CsvProblem[]>();
    for (const e of result.errors) {
      if (e.row === undefined) continue;
      const list = problemsAt.get(e.row) ?? [];
      list.push({ kind: e.code, record: record + e.row, message: e.message });
      problemsAt.set(e.row, list);
    }
    const records = rows.map((cells, i) => ({ record: record + i, cells, problems: problemsAt.get(i) ?? NONE }));
    record += rows.length;
    return { records, rest: input.slice(consumed) };
  };
  let first = true;
  for await (const chunk of text) {
    pending += first ? chunk.replace(/^\uFEFF/, '') : chunk;
    first = false;
    let parsed = parse(pending, false);
    pending = parsed.rest;
    if (parsed.records.length) yield parsed.records;
    // An unclosed quote would hold the rest of the file as one record, parsed again with every chunk: past this
    // size the record is given up (papaparse reports it as MissingQuotes) and reading goes on after it.
    if (pending.length > MAX_RECORD_CHARS) {
      parsed = parse(pending, true);
      pending = parsed.rest;
      if (parsed.records.length) yield parsed.records;
    }
  }
  if (pending) {
    const parsed = parse(pending, true);
    if (parsed.records.length) yield parsed.records;
  }
}

/** No problems: one shared empty list, so a clean record allocates none. */
const NONE: CsvProblem[] = [];

/** The records one at a time (for callers that want them so). */
export async function* csvRecords(
  text: AsyncIterable<string>,
  delimiter: string | undefined,
  pickDelimiter: (sample: string) => string,
): AsyncGenerator<CsvRecord> {
  for await (const batch of csvRecordBatches(text, delimiter, pickDelimiter)) yield* batch;
}
