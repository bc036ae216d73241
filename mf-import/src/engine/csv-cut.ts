/**
 * Where CSV bytes can be cut into runs of whole records, without parsing or decoding them: after a line break
 * outside quotes. Quotes and line breaks are single bytes in UTF-8 and never part of another character, so a cut
 * there never splits a character either. The slicer sends such runs to the server; the preview decodes and parses
 * them in the worker (docs/IMPORT.md, "In the browser").
 */

/** A record split at a chunk boundary may hold quoted line breaks: carry at most this much before giving up on it. */
export const MAX_CARRY_BYTES = 32 * 1024 * 1024;

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/**
 * Where bytes [from, to) can be cut, relative to `from`: just after the last line break with an even number of
 * quote characters before it (so not inside a quoted field); -1 when there is none. A carriage return at `to - 1`
 * is not a cut: its line feed may be the next byte.
 */
export function safeByteCut(bytes: Uint8Array, from: number, to: number): number {
  const view = bytes.subarray(from, to);
  let quotes = 0;
  for (let i = view.indexOf(QUOTE); i >= 0; i = view.indexOf(QUOTE, i + 1)) quotes++;
  for (let i = view.length - 1; i >= 0; i--) {
    const c = view[i]!;
    if (c === QUOTE) quotes--;
    else if (quotes % 2 === 0 && (c === LF || (c === CR && i + 1 < view.length && view[i + 1] !== LF))) return i + 1;
  }
  return -1;
}

/** Just after the last line break of the bytes, quotes or not; -1 when there is none (a record open too long). */
export function lastLineBreak(bytes: Uint8Array): number {
  const i = Math.max(bytes.lastIndexOf(LF), bytes.lastIndexOf(CR));
  return i < 0 ? -1 : i + 1;
}

/**
 * Bytes [0, length) as ranges of about `size`, each ending after a line break outside quotes (whole records). Where
 * no such line break falls within `size` (a record longer than that), the rest is one range.
 */
export function piecesOf(bytes: Uint8Array, length: number, size: number): [number, number][] {
  const pieces: [number, number][] = [];
  let start = 0;
  while (length - start > size) {
    const cut = safeByteCut(bytes, start, start + size);
    if (cut <= 0) break;
    pieces.push([start, start + cut]);
    start += cut;
  }
  if (start < length) pieces.push([start, length]);
  return pieces;
}

/** The two runs of bytes one after the other (the first as it is when the second is empty, and the other way). */
export function joined(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (!a.length) return b;
  if (!b.length) return a;
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** The length of a UTF-8 byte-order mark at the start of the bytes: 3 or 0. */
export const bomLength = (bytes: Uint8Array) => (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0);
