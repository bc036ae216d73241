import { extensionOf } from './names';

/**
 * What a stored file is served as, by its extension. Only types a browser shows without running anything are
 * served inline; everything else (HTML, SVG, scripts, unknown) is `application/octet-stream` as an attachment.
 */
const INLINE: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.bmp': 'image/bmp',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.ogv': 'video/ogg',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.oga': 'audio/ogg',
  '.wav': 'audio/wav',
  '.m4a': 'audio/mp4',
  '.txt': 'text/plain; charset=utf-8',
};

/** Types served as downloads with their own content type (not rendered by the browser as a page). */
const ATTACHMENT: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.csv': 'text/csv; charset=utf-8',
  '.json': 'application/json',
  '.zip': 'application/zip',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export interface ServedType {
  contentType: string;
  disposition: 'inline' | 'attachment';
}

export function servedType(fileName: string): ServedType {
  const ext = extensionOf(fileName);
  if (Object.hasOwn(INLINE, ext)) return { contentType: INLINE[ext]!, disposition: 'inline' };
  if (Object.hasOwn(ATTACHMENT, ext)) return { contentType: ATTACHMENT[ext]!, disposition: 'attachment' };
  return { contentType: 'application/octet-stream', disposition: 'attachment' };
}

/** The mimetype to report for an upload: what the client said when it is a plain `type/subtype`, else by extension. */
export function reportedMimetype(given: string | null | undefined, fileName: string): string {
  const clean = (given ?? '').split(';')[0]!.trim().toLowerCase();
  if (/^[a-z0-9.+-]+\/[a-z0-9.+-]+$/.test(clean)) return clean;
  const ext = extensionOf(fileName);
  return (INLINE[ext] ?? ATTACHMENT[ext] ?? 'application/octet-stream').split(';')[0]!;
}
