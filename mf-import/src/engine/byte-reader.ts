import { ImportSourceError } from './source-error';

/** Random access to a source's bytes, read a slice at a time so a 2 GB file never sits in memory whole. */
export interface ByteReader {
  /** Total size in bytes; undefined until a remote source has told it. */
  size(): number | undefined;
  /** Bytes [start, end) — fewer at the end of the source; empty past it. */
  read(start: number, end: number): Promise<Uint8Array>;
}

export const LOCAL_CHUNK_BYTES = 10 * 1024 * 1024;
export const REMOTE_CHUNK_BYTES = 5 * 1024 * 1024;

export function fileByteReader(file: Blob): ByteReader {
  return {
    size: () => file.size,
    read: async (start, end) => new Uint8Array(await file.slice(start, end).arrayBuffer()),
  };
}

export interface RemoteOptions {
  /** The backend's fetch proxy for this URL (`…/import/fetch?url=`), absolute. */
  proxyUrl: string;
  headers: Record<string, string>;
  fetch?: typeof fetch;
}

/**
 * Reads a URL through the backend's fetch proxy by `Range`. A server that ignores ranges answers 200 with the
 * whole body: it is kept and later slices are cut from it.
 */
export function remoteByteReader(options: RemoteOptions): ByteReader {
  const fetchFn = options.fetch ?? fetch;
  let total: number | undefined;
  let whole: Uint8Array | undefined;
  return {
    size: () => total,
    async read(start, end) {
      if (whole) return whole.subarray(start, end);
      if (total !== undefined && start >= total) return new Uint8Array(0);
      const res = await fetchFn(options.proxyUrl, {
        headers: { ...options.headers, Range: `bytes=${start}-${end - 1}` },
      });
      if (res.status === 416) {
        total ??= start;
        return new Uint8Array(0);
      }
      if (!res.ok) throw await remoteError(res);
      const body = new Uint8Array(await res.arrayBuffer());
      if (res.status === 206) {
        const m = /\/(\d+)\s*$/.exec(res.headers.get('content-range') ?? '');
        if (m) total = Number(m[1]);
        else if (body.length < end - start) total = start + body.length;
        return body;
      }
      whole = body;
      total = body.length;
      return whole.subarray(start, end);
    },
  };
}

/** How the backend's fetch proxy refuses a private or local address: 400 with this `msg` (docs/API.md §6.1). */
const REFUSED_ADDRESS = /private or local network address/i;

async function remoteError(res: Response): Promise<ImportSourceError> {
  let message = `The URL could not be read (HTTP ${res.status})`;
  try {
    const body = (await res.json()) as { msg?: unknown; message?: unknown };
    const text = body.msg ?? body.message;
    if (typeof text === 'string' && text) message = text;
  } catch {
    // not JSON: keep the status line
  }
  const refused = res.status === 403 || REFUSED_ADDRESS.test(message);
  return new ImportSourceError(refused ? 'import.errors.urlRefused' : 'import.errors.fetchFailed', message);
}

/** Every byte of a source, for formats that cannot be parsed a piece at a time (Excel, JSON). */
export async function readAll(reader: ByteReader, maxBytes: number, chunk: number): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let offset = 0;
  for (;;) {
    const part = await reader.read(offset, offset + chunk);
    if (!part.length) break;
    parts.push(part);
    offset += part.length;
    if (offset > maxBytes) throw tooLarge(maxBytes);
    const size = reader.size();
    if (size !== undefined && offset >= size) break;
  }
  const out = new Uint8Array(offset);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export function tooLarge(maxBytes: number): ImportSourceError {
  return new ImportSourceError(
    'import.errors.tooLarge',
    `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB, the most this import reads`,
  );
}
