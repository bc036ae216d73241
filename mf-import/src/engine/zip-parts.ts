import * as XLSX from 'xlsx';

/**
 * The parts of a zip package (PKWARE APPNOTE §4.3: the end of central directory record and the central directory),
 * each unzipped when it is asked for. An xlsx's sheets are most of its bytes: unzipped by the browser's native
 * `DecompressionStream` one sheet at a time, instead of xlsx 0.18.5 inflating every part in JavaScript up front
 * (docs/IMPORT.md, "Excel").
 */
export interface ZipPart {
  /** The part's name as written, e.g. `xl/worksheets/sheet1.xml`. */
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  headerOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 1;

/**
 * The parts of a zip by lower-case name (part names are case-insensitive, ECMA-376 part 2 §10.1.2); null when it
 * is not a zip this reads: zip64, encrypted entries, methods other than stored and deflated.
 */
export function zipParts(bytes: Uint8Array): Map<string, ZipPart> | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;
  const stop = Math.max(0, end - 65_535);
  while (end >= stop && view.getUint32(end, true) !== END_OF_DIRECTORY) end--;
  if (end < stop) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  if (count === 0xffff || at === 0xffffffff) return null;
  const names = new TextDecoder('utf-8');
  const parts = new Map<string, ZipPart>();
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const nameLength = view.getUint16(at + 28, true);
    const part: ZipPart = {
      name: names.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method,
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      headerOffset: view.getUint32(at + 42, true),
    };
    if (flags & ENCRYPTED_FLAG || (method !== STORED && method !== DEFLATED)) return null;
    if (part.size === 0xffffffff || part.compressedSize === 0xffffffff) return null;
    parts.set(part.name.replace(/^\//, '').toLowerCase(), part);
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return parts;
}

/** A part's bytes, unzipped. */
export async function unzipPart(bytes: Uint8Array, part: ZipPart): Promise<Uint8Array> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = part.headerOffset;
  if (view.getUint32(at, true) !== LOCAL_HEADER) throw new Error(`The zip entry ${part.name} is damaged`);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  const data = bytes.subarray(start, start + part.compressedSize);
  if (part.method === STORED) return data;
  if (typeof DecompressionStream === 'undefined') return inflateInScript(data, part.size);
  // Written and read straight, not through a Blob and a Response: those go through the browser's blob storage
  // and took twice as long as xlsx's own inflate in Chromium; this way it takes less.
  const stream = new DecompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  // A damaged entry fails the reads below; the writer's own rejections say the same again.
  writer.write(data as Uint8Array<ArrayBuffer>).catch(() => undefined);
  writer.close().catch(() => undefined);
  const reader = stream.readable.getReader();
  const out = new Uint8Array(part.size);
  let length = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    if (length + read.value.length > out.length) throw new Error(`The zip entry ${part.name} is damaged`);
    out.set(read.value, length);
    length += read.value.length;
  }
  return length === out.length ? out : out.subarray(0, length);
}

/** Where the native stream is missing (older browsers), xlsx's own inflate. */
function inflateInScript(data: Uint8Array, size: number): Uint8Array {
  const inflate = (XLSX.CFB as { utils: { _inflateRaw(data: Uint8Array, size: number): Uint8Array } }).utils
    ._inflateRaw;
  return inflate(data.slice(), size).subarray(0, size);
}
