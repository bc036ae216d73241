import { Parser } from 'papaparse';
import type { ByteReader } from './byte-reader';
import { guessNewline, piecesOf, safeCut, type ParseError } from './csv-records';

/** A run of whole CSV records as text, to be parsed by the server, with where reading stands. */
export interface CsvSlice {
  text: string;
  /** Bytes of the source read so far, and in all (undefined until a remote source has told). */
  bytesRead: number;
  totalBytes: number | undefined;
}

export interface CsvSlicing {
  delimiter: string;
  /** Cells of the first record: the number of source columns the file has. */
  width: number;
  /** The delimiter guess's complaint, if it fell back to a comma (spec §8). */
  errors: ParseError[];
  slices: AsyncGenerator<CsvSlice>;
}

export interface CsvSliceOptions {
  chunkBytes: number;
  /** The text sent per request, about (docs/IMPORT.md, "CSV through the server"). */
  sliceChars: number;
  delimiter?: string;
  guessDelimiter: (sample: string) => string | undefined;
}

/** A record split at a chunk boundary may hold quoted line breaks: carry at most this much before giving up on it. */
const MAX_CARRY_CHARS = 32 * 1024 * 1024;
const GUESS_SAMPLE_CHARS = 64 * 1024;

async function* textChunks(reader: ByteReader, chunkBytes: number) {
  const decoder = new TextDecoder('utf-8');
  let offset = 0;
  for (;;) {
    const bytes = await reader.read(offset, offset + chunkBytes);
    offset += bytes.length;
    const size = reader.size();
    const last = bytes.length === 0 || (size !== undefined && offset >= size);
    yield { text: decoder.decode(bytes, { stream: !last }), bytesRead: offset, totalBytes: size, last };
    if (last) return;
  }
}

/**
 * Reads a CSV source a chunk at a time (10 MB local, 5 MB remote; spec §9) and cuts it into slices of whole records
 * (after a line break outside quotes), without parsing them: the server parses and converts them (docs/IMPORT.md).
 * The start of the file decides the delimiter (the given one, else the guess, else a comma) and the width of a
 * record (papaparse on the first record only). A record that holds a quote open past MAX_CARRY_CHARS is cut at a
 * line break anyway, as the local reader does, so the server reports it as MissingQuotes and reads on.
 */
export async function sliceCsv(reader: ByteReader, options: CsvSliceOptions): Promise<CsvSlicing> {
  const chunks = textChunks(reader, options.chunkBytes);
  let head = '';
  let step = await chunks.next();
  // The guess needs a few lines: tiny chunks are gathered until there are enough.
  while (!step.done) {
    head += step.value.text;
    if (step.value.last || head.length >= GUESS_SAMPLE_CHARS) break;
    step = await chunks.next();
  }
  if (head.charCodeAt(0) === 0xfeff) head = head.slice(1);
  const errors: ParseError[] = [];
  let delimiter = options.delimiter;
  if (!delimiter) {
    delimiter = options.guessDelimiter(head.slice(0, GUESS_SAMPLE_CHARS * 4));
    if (!delimiter) {
      delimiter = ',';
      errors.push({
        kind: 'UndetectableDelimiter',
        message: "Unable to auto-detect delimiting character; defaulted to ','",
      });
    }
  }
  const first = new Parser({ delimiter, newline: guessNewline(head), quoteChar: '"', preview: 1 }).parse(
    head.slice(0, GUESS_SAMPLE_CHARS * 16),
    0,
    false,
  ) as { data: string[][] };
  const width = first.data[0]?.length ?? 0;
  const headStep = step;

  async function* slices(): AsyncGenerator<CsvSlice> {
    let carry = head;
    let current = headStep;
    let before = 0;
    while (!current.done) {
      const { bytesRead, totalBytes, last } = current.value;
      const text = carry;
      let cut = last ? text.length : safeCut(text);
      if (cut < 0 && text.length > MAX_CARRY_CHARS) cut = Math.max(text.lastIndexOf('\n'), text.lastIndexOf('\r')) + 1;
      carry = cut <= 0 ? text : text.slice(cut);
      const pieces = cut <= 0 ? [] : piecesOf(text.slice(0, cut), options.sliceChars);
      for (const [i, piece] of pieces.entries()) {
        // Where reading stands, moved on slice by slice so progress does not jump a whole chunk at a time.
        const at =
          pieces.length > 1 ? Math.round(before + ((bytesRead - before) * (i + 1)) / pieces.length) : bytesRead;
        yield { text: piece, bytesRead: at, totalBytes };
      }
      before = bytesRead;
      if (last) return;
      current = await chunks.next();
      if (!current.done) carry += current.value.text;
    }
  }
  return { delimiter, width, errors, slices: slices() };
}
