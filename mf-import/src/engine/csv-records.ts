import { Parser, type ParseError as PapaError } from 'papaparse';
import type { ImportReport } from '@basalt/core';
import type { ByteReader } from './byte-reader';
import { bomLength, joined, lastLineBreak, MAX_CARRY_BYTES, piecesOf, safeByteCut } from './csv-cut';

export type ParseError = ImportReport['parseErrors'][number];

/** Records parsed from one chunk of the file, with where reading stands. */
export interface CsvBatch {
  rows: string[][];
  errors: ParseError[];
  /** 1-based position in the file of `rows[0]` (the header counts as record 1). */
  firstRecord: number;
  bytesRead: number;
  totalBytes: number | undefined;
  delimiter: string;
}

export interface CsvReadOptions {
  /** undefined: guessed from the first chunk, comma when undetectable (spec §8). */
  delimiter?: string;
  /** The delimiter guess (core's); undefined when none fits. */
  guessDelimiter: (sample: string) => string | undefined;
  chunkBytes: number;
}

/** The first chunk is gathered to at least this much, and the delimiter guessed over up to four times it. */
const GUESS_SAMPLE_BYTES = 64 * 1024;
/** A chunk is parsed in pieces of about this many bytes (about 5,000 records of 200 bytes). */
const PARSE_PIECE_BYTES = 1024 * 1024;

/**
 * Reads a CSV source chunk by chunk (10 MB local, 5 MB remote; spec §9) and yields its records. Each chunk is cut on
 * its bytes at its last line break outside quotes (csv-cut, as the import's slices are); the rest waits for the next
 * chunk. A cut never splits a character, so each piece is decoded on its own. Papaparse's error kinds
 * (MissingQuotes, InvalidQuotes) and the field-count kinds (TooFewFields, TooManyFields, measured against the first
 * record) are reported with their record numbers and never stop the reading; short records are padded, long ones
 * kept whole.
 */
export async function* readCsvRecords(reader: ByteReader, options: CsvReadOptions): AsyncGenerator<CsvBatch> {
  const decoder = new TextDecoder('utf-8');
  let carry: Uint8Array = new Uint8Array(0);
  let offset = 0;
  let recordsBefore = 0;
  let width: number | undefined;
  let parser: Parser | undefined;
  let delimiter = options.delimiter ?? ',';
  for (;;) {
    const bytes = await reader.read(offset, offset + options.chunkBytes);
    offset += bytes.length;
    const size = reader.size();
    const last = bytes.length === 0 || (size !== undefined && offset >= size);
    let pending = joined(carry, bytes);
    const errors: ParseError[] = [];
    if (!parser) {
      // The guess needs a few lines: tiny chunks are gathered until there are enough.
      if (!last && pending.length < GUESS_SAMPLE_BYTES) {
        carry = pending;
        continue;
      }
      pending = pending.subarray(bomLength(pending));
      const head = decoder.decode(pending.subarray(0, GUESS_SAMPLE_BYTES * 4));
      if (!options.delimiter) {
        const guessed = options.guessDelimiter(head);
        if (guessed) delimiter = guessed;
        else
          errors.push({
            kind: 'UndetectableDelimiter',
            message: "Unable to auto-detect delimiting character; defaulted to ','",
          });
      }
      parser = new Parser({ delimiter, newline: guessNewline(head), quoteChar: '"' });
    }
    let cut = last ? pending.length : safeByteCut(pending, 0, pending.length);
    if (cut < 0 && pending.length > MAX_CARRY_BYTES) cut = lastLineBreak(pending);
    carry = cut < 0 ? pending : pending.subarray(cut);
    const pieces = cut <= 0 ? [] : piecesOf(pending, cut, PARSE_PIECE_BYTES);
    if (!pieces.length) pieces.push([0, 0]);
    for (const [i, [start, end]] of pieces.entries()) {
      const rows: string[][] = [];
      // The guess's message goes with the first piece; each piece's own errors with it.
      const pieceErrors: ParseError[] = i === 0 ? errors : [];
      if (end > start) {
        const piece = decoder.decode(pending.subarray(start, end));
        const result = parser.parse(piece, 0, false) as { data: string[][]; errors: PapaError[] };
        width = keepRecords(result, recordsBefore, width, rows, pieceErrors);
      }
      const batch: CsvBatch = {
        rows,
        errors: pieceErrors,
        firstRecord: recordsBefore + 1,
        // Where reading stands, moved on piece by piece so progress does not jump a whole chunk at a time.
        bytesRead:
          pieces.length > 1 ? Math.round(offset - bytes.length + (bytes.length * (i + 1)) / pieces.length) : offset,
        totalBytes: size,
        delimiter,
      };
      recordsBefore += rows.length;
      if (rows.length || pieceErrors.length) yield batch;
    }
    if (last) return;
  }
}

/**
 * Keeps papaparse's records of one piece in `rows` (blank lines left out, short records padded to `width`, the
 * width of the first record) and adds the field-count and papaparse errors with their record numbers. Answers the
 * width, known once a first record is seen.
 */
function keepRecords(
  result: { data: string[][]; errors: PapaError[] },
  recordsBefore: number,
  knownWidth: number | undefined,
  rows: string[][],
  errors: ParseError[],
): number | undefined {
  let width = knownWidth;
  const skippedBefore: number[] = [];
  let skipped = 0;
  for (const row of result.data) {
    skippedBefore.push(skipped);
    if (row.length === 1 && row[0] === '') {
      skipped++;
      continue;
    }
    width ??= row.length;
    const record = recordsBefore + rows.length + 1;
    if (row.length < width) {
      errors.push(fieldCount('TooFewFields', record, width, row.length));
      while (row.length < width) row.push('');
    } else if (row.length > width) errors.push(fieldCount('TooManyFields', record, width, row.length));
    rows.push(row);
  }
  for (const e of result.errors) {
    const index = e.row ?? result.data.length - 1;
    const row = recordsBefore + index - (skippedBefore[index] ?? skipped) + 1;
    errors.push({ kind: e.code, row, message: e.message });
  }
  return width;
}

function fieldCount(kind: 'TooFewFields' | 'TooManyFields', row: number, expected: number, got: number): ParseError {
  const which = kind === 'TooFewFields' ? 'Too few fields' : 'Too many fields';
  return { kind, row, message: `${which}: expected ${expected} fields but parsed ${got}` };
}

/** `\r\n` when the first line ends so, `\r` for old Mac files, else `\n`. */
export function guessNewline(text: string): '\r\n' | '\n' | '\r' {
  const n = text.indexOf('\n');
  const r = text.indexOf('\r');
  if (r >= 0 && (n < 0 || r < n)) return text[r + 1] === '\n' ? '\r\n' : '\r';
  return '\n';
}
