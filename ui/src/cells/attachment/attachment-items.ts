import type { AttachmentItem } from '@basalt/core';

/** The files a value holds (an array, or the JSON text of one); anything else holds none. */
export function attachmentItems(value: unknown): AttachmentItem[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.filter((item): item is AttachmentItem => Boolean(item) && typeof item === 'object');
}

/**
 * Where a file can be fetched from: its `url` when http(s) or site-relative, else its storage `path` under the
 * site. Never another scheme (`javascript:`, `data:`...), which would run or embed content.
 */
export function attachmentSrc(item: AttachmentItem): string | undefined {
  for (const candidate of [item.url, item.path]) {
    if (typeof candidate !== 'string' || !candidate.trim()) continue;
    const text = candidate.trim();
    if (/^https?:\/\//i.test(text)) return text;
    if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('//')) continue;
    return text.startsWith('/') ? text : `/${text}`;
  }
  return undefined;
}

const IMAGE_NAME = /\.(?:png|jpe?g|gif|webp|avif|bmp|svg)(?:[?#].*)?$/i;

export function isImage(item: AttachmentItem): boolean {
  if (typeof item.mimetype === 'string') return item.mimetype.startsWith('image/');
  return IMAGE_NAME.test(String(item.title ?? item.url ?? item.path ?? ''));
}

/** A file's name: its title, else the last part of its address. */
export function attachmentTitle(item: AttachmentItem): string {
  if (typeof item.title === 'string' && item.title) return item.title;
  const address = String(item.url ?? item.path ?? '');
  return decodeURIComponent(address.split(/[?#]/)[0]!.split('/').pop() ?? '') || address;
}
