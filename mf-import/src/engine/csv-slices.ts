import { Parser } from 'papaparse';
import type { ByteReader } from './byte-reader';
import { bomLength, joined, lastLineBreak, MAX_CARRY_BYTES, piecesOf, safeByteCut } from './csv-cut';
import { guessNewline, type ParseError } from './csv-records';

/** A run of whole CSV records, as bytes of the source, to be parsed by the server; with where reading stands. */
export interface CsvSlice {
  /** A local file's own slice (sent from disk, never copied into the worker) or the bytes of a remote one. */
  body: Blob | Uint8Array;
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
  /** Bytes sent per request, about (docs/IMPORT.md, "CSV: read in the worker, parsed on the server"). */
  sliceBytes: number;
  delimiter?: string;
  guessDelimiter: (sample: string) => string | undefined;
  /** The source's bytes [start, end) as a Blob, when it is a local file: slices are then sent without a copy. */
  blobOf?: (start: number, end: number) => Blob;
}

const GUESS_SAMPLE_BYTES = 256 * 1024;

/**
 * Reads a CSV source a chunk at a time (10 MB local, 5 MB remote; spec §9) and cuts it into slices of whole records
 * without parsing or even decoding them: the server parses and converts them (docs/IMPORT.md). The start of the
 * file decides the delimiter (the given one, else the guess, else a comma) and the width of a record (papaparse on
 * the first record only); a BOM is left out. A record that holds a quote open past MAX_CARRY_BYTES is cut at a line
 * break anyway, as the local reader does, so the server reports it as MissingQuotes and reads on.
 */
export async function sliceCsv(reader: ByteReader, options: CsvSliceOptions): Promise<CsvSlicing> {
  let pending = await reader.read(0, Math.max(options.chunkBytes, GUESS_SAMPLE_BYTES));
  let offset = pending.length;
  const bom = bomLength(pending);
  const head = new TextDecoder('utf-8').decode(pending.subarray(bom, bom + GUESS_SAMPLE_BYTES));
  const errors: ParseError[] = [];
  let delimiter = options.delimiter;
  if (!delimiter) {
    delimiter = options.guessDelimiter(head);
    if (!delimiter) {
      delimiter = ',';
      errors.push({
        kind: 'UndetectableDelimiter',
        message: "Unable to auto-detect delimiting character; defaulted to ','",
      });
    }
  }
  const first = new Parser({ delimiter, newline: guessNewline(head), quoteChar: '"', preview: 1 }).parse(
    head,
    0,
    false,
  ) as { data: string[][] };
  const width = first.data[0]?.length ?? 0;

  async function* slices(): AsyncGenerator<CsvSlice> {
    /** The file offset of pending[0]. */
    let base = bom;
    pending = pending.subarray(bom);
    let before = 0;
    for (;;) {
      const size = reader.size();
      const last = size === undefined ? pending.length === 0 : offset >= size;
      let cut = last ? pending.length : safeByteCut(pending, 0, pending.length);
      if (cut < 0 && pending.length > MAX_CARRY_BYTES) cut = lastLineBreak(pending);
      const pieces = cut <= 0 ? [] : piecesOf(pending, cut, options.sliceBytes);
      for (const [i, [start, end]] of pieces.entries()) {
        // Where reading stands, moved on slice by slice so progress does not jump a whole chunk at a time.
        const at = Math.round(before + ((offset - before) * (i + 1)) / pieces.length);
        const body = options.blobOf ? options.blobOf(base + start, base + end) : pending.slice(start, end);
        yield { body, bytesRead: at, totalBytes: size };
      }
      before = offset;
      if (last) return;
      const kept = cut <= 0 ? pending : pending.subarray(cut);
      base += cut <= 0 ? 0 : cut;
      const bytes = await reader.read(offset, offset + options.chunkBytes);
      offset += bytes.length;
      if (!bytes.length && reader.size() === undefined) {
        // a remote source that never told its size ends here
        pending = kept;
        const rest = pending;
        if (rest.length) {
          const body = options.blobOf ? options.blobOf(base, base + rest.length) : rest.slice();
          yield { body, bytesRead: offset, totalBytes: offset };
        }
        return;
      }
      pending = joined(kept, bytes);
    }
  }
  return { delimiter, width, errors, slices: slices() };
}
