import type { ByteReader } from './byte-reader';

/** A ByteReader over bytes in memory that counts its reads, for tests. */
export function memoryByteReader(content: string | Uint8Array): ByteReader & { reads: number } {
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  const reader = {
    reads: 0,
    size: () => bytes.length,
    read: (start: number, end: number) => {
      reader.reads++;
      return Promise.resolve(bytes.slice(start, end));
    },
  };
  return reader;
}
