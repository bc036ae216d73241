import type { Context } from 'koa';
import { badRequest } from '../http/errors';
import type { Services } from '../services';
import { fetchFile } from '../storage/fetch-url';

export const FETCH_PROXY_MESSAGES = {
  badRange: 'The Range header must read bytes=<start>-<end>',
} as const;

/** One byte range, the only kind the wizard asks for (it reads a remote file in 5 MB chunks). */
const RANGE = /^bytes=\d+-\d*$/;

/**
 * `GET .../import/fetch?url=`: a remote file for the import wizard, fetched by the server under the rules of
 * storage/fetch-url.ts (private, loopback and link-local addresses refused, also after redirects, unless the
 * server allows them). The client's `Range` is passed on: a remote that honours it answers 206 with its
 * `Content-Range`, one that ignores it answers the whole file (200), cut off at the upload limit; a range past the
 * end answers 416, as the remote did.
 */
export async function proxyRemoteFile(services: Services, ctx: Context): Promise<void> {
  const range = ctx.get('range') || undefined;
  if (range && !RANGE.test(range.trim())) throw badRequest(FETCH_PROXY_MESSAGES.badRange);
  const { config } = services;
  const fetched = await fetchFile(ctx.query.url, {
    maxBytes: config.maxUploadBytes,
    ...config.uploadByUrl,
    range: range?.trim(),
  });
  if (fetched.status === 416) {
    fetched.body.resume();
    ctx.status = 416;
    if (fetched.contentRange) ctx.set('Content-Range', fetched.contentRange);
    return;
  }
  const partial = fetched.status === 206 && !!fetched.contentRange;
  ctx.status = partial ? 206 : 200;
  if (partial) ctx.set('Content-Range', fetched.contentRange!);
  ctx.set('Accept-Ranges', 'bytes');
  // The remote's bytes are data for the wizard's parser, never a page of ours.
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  // Set as the remote sent it (ctx.type would add a charset of its own).
  ctx.set('Content-Type', fetched.contentType ?? 'application/octet-stream');
  ctx.body = fetched.body;
}
