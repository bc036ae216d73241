import { Parser, type ParseError as PapaError } from 'papaparse';
import type { ImportReport } from '@basalt/core';
import type { ByteReader } from './byte-reader';

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

/** A record split at a chunk boundary may hold quoted line breaks: carry at most this much before giving up on it. */
const MAX_CARRY_CHARS = 32 * 1024 * 1024;
const GUESS_SAMPLE_CHARS = 64 * 1024;
/** A chunk is parsed in pieces of about this many characters (about 5,000 records of 200 bytes). */
const PARSE_PIECE_CHARS = 1024 * 1024;

/**
 * Reads a CSV source chunk by chunk (10 MB local, 5 MB remote; spec §9) and yields its records. Each chunk is cut at
 * its last line break outside quotes; the rest waits for the next chunk. Papaparse's error kinds (MissingQuotes,
 * InvalidQuotes) and the field-count kinds (TooFewFields, TooManyFields, measured against the first record) are
 * reported with their record numbers and never stop the reading; short records are padded, long ones kept whole.
 */
export async function* readCsvRecords(reader: ByteReader, options: CsvReadOptions): AsyncGenerator<CsvBatch> {
  const decoder = new TextDecoder('utf-8');
  let carry = '';
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
    let text = carry + decoder.decode(bytes, { stream: !last });
    const errors: ParseError[] = [];
    if (!parser) {
      // The guess needs a few lines: tiny chunks are gathered until there are enough.
      if (!last && text.length < GUESS_SAMPLE_CHARS) {
        carry = text;
        continue;
      }
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      if (!options.delimiter) {
        const guessed = options.guessDelimiter(text.slice(0, GUESS_SAMPLE_CHARS * 4));
        if (guessed) delimiter = guessed;
        else
          errors.push({
            kind: 'UndetectableDelimiter',
            message: "Unable to auto-detect delimiting character; defaulted to ','",
          });
      }
      parser = new Parser({ delimiter, newline: guessNewline(text), quoteChar: '"' });
    }
    let cut = last ? text.length : safeCut(text);
    if (cut < 0 && text.length > MAX_CARRY_CHARS) cut = lastNewline(text);
    carry = cut < 0 ? text : text.slice(cut);
    const body = cut < 0 ? '' : text.slice(0, cut);
    const pieces = piecesOf(body, PARSE_PIECE_CHARS);
    if (!pieces.length) pieces.push('');
    for (const [i, piece] of pieces.entries()) {
      const rows: string[][] = [];
      // The guess's message goes with the first piece; each piece's own errors with it.
      const pieceErrors: ParseError[] = i === 0 ? errors : [];
      if (piece) {
        const result = parser!.parse(piece, 0, false) as { data: string[][]; errors: PapaError[] };
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

/**
 * A chunk's text in pieces of about `size` characters, each cut after a line break outside quotes (a piece holds
 * whole records). Parsing a 10 MB chunk in one go keeps the worker busy for a second, in which the uploads in flight
 * end and the server waits; pieces let batches leave between them.
 */
export function piecesOf(body: string, size: number): string[] {
  const pieces: string[] = [];
  let start = 0;
  while (body.length - start > size) {
    const cut = safeCut(body.slice(start, start + size));
    if (cut <= 0) break;
    pieces.push(body.slice(start, start + cut));
    start += cut;
  }
  if (start < body.length) pieces.push(body.slice(start));
  return pieces;
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

function lastNewline(text: string): number {
  const i = Math.max(text.lastIndexOf('\n'), text.lastIndexOf('\r'));
  return i < 0 ? -1 : i + 1;
}

/**
 * Where a chunk can be cut: just after its last line break with an even number of quote characters before it (so
 * not inside a quoted field); -1 when there is none.
 */
export function safeCut(text: string): number {
  let quotes = 0;
  for (let i = text.indexOf('"'); i >= 0; i = text.indexOf('"', i + 1)) quotes++;
  for (let i = text.length - 1; i >= 0; i--) {
    const c = text.charCodeAt(i);
    if (c === 34) quotes--;
    else if (quotes % 2 === 0 && (c === 10 || (c === 13 && i + 1 < text.length && text.charCodeAt(i + 1) !== 10)))
      return i + 1;
  }
  return -1;
}
