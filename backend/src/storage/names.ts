import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const MAX_SEGMENTS = 8;

/** One folder name of an upload path: letters, digits, `-`, `_`, `.` and spaces only, never `.` or `..`. */
export function safeSegment(segment: string): string {
  const cleaned = segment
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N} ._-]+/gu, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 64);
  return cleaned || '_';
}

/**
 * The folders of `?path=` (`noco/<project>/<table>/<column>` as NocoDB's client sends it), cleaned one by one:
 * separators, `..`, absolute paths and odd characters cannot leave the uploads folder.
 */
export function uploadFolders(path: unknown): string[] {
  const text = typeof path === 'string' ? path : '';
  const parts = text
    .split(/[\\/]+/)
    .map((p) => p.trim())
    .filter((p) => p && p !== '.' && p !== '..')
    .map(safeSegment)
    .slice(0, MAX_SEGMENTS);
  return parts.length ? parts : ['noco'];
}

/** A short lower-case extension from a file name or URL path (`.png`), or '' when it has none worth keeping. */
export function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name.trim());
  return match ? `.${match[1]!.toLowerCase()}` : '';
}

/** A stored file's name: 18 random characters and the original extension (the title keeps the real name). */
export function storedName(originalName: string): string {
  let id = '';
  for (let i = 0; i < 18; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return `${id}${extensionOf(originalName)}`;
}

/** The display title of an upload: the last part of the name a client gave, without control characters. */
export function uploadTitle(name: string | null | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((c) => c >= ' ' && c !== '\u007f')
    .join('')
    .trim();
  return (clean || fallback).slice(0, 255);
}
