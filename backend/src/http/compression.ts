import zlib from 'node:zlib';
import compress from 'koa-compress';
import type { Middleware } from 'koa';

/** Answers smaller than this go out as they are: compressing them costs more time than it saves bytes. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const compressor = compress({
  threshold: COMPRESS_THRESHOLD_BYTES,
  // API answers are compressed per request, so speed matters more than the last few percent: brotli 4 is about
  // as fast as gzip 6 and smaller. Static files are compressed once, at build time, at maximum quality instead.
  br: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  gzip: { level: 6 },
  deflate: false,
  // Only Node >= 22.15 has zstd; leaving it out keeps what a client gets the same on every supported Node.
  zstd: false,
});

/**
 * Compresses `/api/` answers (a 1,000-row page is hundreds of kilobytes of JSON). Static files are left to
 * `static/web-assets.ts`, which serves the copies compressed at build time. Streams (CSV export) pass through the
 * compressor chunk by chunk, never buffered whole.
 */
export function apiCompression(): Middleware {
  return (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    return compressor(ctx, async () => {
      await next();
      // Serialise once: koa-compress needs the length for its threshold, and Koa would otherwise stringify a
      // large page twice (once to measure it, once to send it).
      const { body } = ctx;
      if (body !== null && typeof body === 'object' && !Buffer.isBuffer(body) && typeof body.pipe !== 'function') {
        ctx.body = JSON.stringify(body);
      }
    });
  };
}
