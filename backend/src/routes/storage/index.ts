import fs from 'node:fs';
import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { ACCESS_MESSAGES, mayUpload } from '../../access/policy';
import { requireAuth } from '../../auth/middleware';
import { contentDisposition } from '../../http/content-disposition';
import { forbidden, notFound } from '../../http/errors';
import type { Services } from '../../services';
import { servedType } from '../../storage/content-types';
import { LocalStorage } from '../../storage/local';
import { multipartBody, storeFromUrls, storeUploads } from '../../storage/uploads';

const STORAGE = '/api/v1/db/storage';

/**
 * Attachments (docs/API.md §1.13): multipart upload and upload-by-url (signed-in users), and downloads of stored
 * files. Downloads are public like NocoDB's (the names are random) and never render as a page: only images,
 * audio, video and plain text are inline, everything else is an `application/octet-stream` attachment, with
 * `nosniff` and a sandboxing CSP.
 */
export function storageRoutes(services: Services): Router {
  const router = new Router();
  const { config } = services;
  const storage = new LocalStorage(config.uploadsDir);
  // signed in, and allowed to write (a shared base's viewer is not)
  const uploader: Middleware = async (ctx, next) => {
    if (!mayUpload(requireAuth(ctx))) throw forbidden(ACCESS_MESSAGES.notAllowed);
    await next();
  };
  router.post(`${STORAGE}/upload`, uploader, multipartBody(storage, config.maxUploadBytes), async (ctx) => {
    ctx.body = await storeUploads(storage, ctx);
  });
  router.post(`${STORAGE}/upload-by-url`, uploader, async (ctx) => {
    ctx.body = await storeFromUrls(storage, ctx, { maxBytes: config.maxUploadBytes, ...config.uploadByUrl });
  });
  const download = async (ctx: Context, segments: string[]) => {
    const file = storage.resolve(segments);
    const stat = file ? await fs.promises.stat(file).catch(() => undefined) : undefined;
    if (!file || !stat?.isFile()) throw notFound('File not found');
    const name = segments[segments.length - 1]!;
    const { contentType, disposition } = servedType(name);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Security-Policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox");
    ctx.set('Content-Disposition', contentDisposition(disposition, name));
    ctx.set('Cache-Control', 'private, max-age=31536000, immutable');
    ctx.type = contentType;
    ctx.length = stat.size;
    ctx.body = fs.createReadStream(file);
  };
  router.get(/^\/download\/(.+)$/, async (ctx) => {
    // The raw path, split before decoding, so an encoded `/` stays inside its segment (and is refused there).
    const rest = ctx.path.slice('/download/'.length);
    let segments: string[];
    try {
      segments = rest.split('/').map((s) => decodeURIComponent(s));
    } catch {
      throw notFound('File not found');
    }
    await download(ctx, segments);
  });
  router.get('/dl/:p1/:p2/:file', async (ctx) => {
    const { p1, p2, file } = ctx.params as Record<string, string>;
    await download(ctx, [p1!, p2!, file!]);
  });
  return router;
}
