import type { Context } from 'koa';
import type { Logger } from './logger';

/**
 * Codes of a client that went away before its answer was sent: a tab closed while a download streamed, an image
 * scrolled out of view, a request cancelled. Nothing failed on our side, so they are not worth a log line.
 */
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

function isClientGone(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CLIENT_GONE.has(code);
}

/**
 * The app's `error` listener. Koa emits there what errorMiddleware could not answer: a streamed body (a download,
 * a CSV export) that broke after its headers were sent. Without a listener Koa prints every one, client
 * disconnects included, with console.error; this one drops the disconnects and logs the rest through our logger,
 * once: Koa reports a broken stream body both from the body's own `error` event and from the response's pipeline.
 */
export function appErrorListener(logger: Logger): (err: unknown, ctx?: Context) => void {
  const logged = new WeakSet<object>();
  return (err, ctx) => {
    if (isClientGone(err)) return;
    if (typeof err === 'object' && err !== null) {
      if (logged.has(err)) return;
      logged.add(err);
    }
    logger.error(ctx ? `${ctx.method} ${ctx.path} failed while answering` : 'The server failed', err);
  };
}
