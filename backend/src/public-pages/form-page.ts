import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Context, Middleware } from 'koa';
import { HttpError } from '../http/errors';
import { VIEW_TYPES } from '../meta/types';
import { withFormMeta } from '../routes/public/form-submit';
import type { Services } from '../services';
import { sharedViewMeta } from '../shares/public-meta';
import { visitOf } from '../shares/visitor';
import type { PublicFormMeta } from './form-fields';
import { formHtml } from './form-html';
import { attributes, scriptJson } from '../http/html';
import { pageWords } from './page-language';

/** A public form's addresses, as the shell routes them (`/nc/form/:viewId`, its survey under `…/survey`). */
const FORM_PATH = /^\/(?:nc|noco|base)\/form\/([^/]+)(\/.*)?$/i;

/** Where the build of mf-shared's standalone page writes the page this server fills in (mf-shared/webpack.config.js). */
export const SERVER_PAGE = path.join('mf-shared', 'dist', 'standalone', 'server.html');

interface Template {
  mtimeMs: number;
  html: string;
}

/** server.html, read again only when the build changed it. */
function templateReader(file: string) {
  let cached: Template | undefined;
  return async (): Promise<string | undefined> => {
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (!stat) return undefined;
    if (cached?.mtimeMs !== stat.mtimeMs)
      cached = { mtimeMs: stat.mtimeMs, html: await fs.promises.readFile(file, 'utf8') };
    return cached.html;
  };
}

/** The form's public meta as its page reads it, or undefined for a link behind a password, unknown or disabled. */
async function publicMeta(services: Services, uuid: string): Promise<PublicFormMeta | undefined> {
  try {
    const visit = await visitOf(services, uuid, undefined);
    return (await withFormMeta(services, visit, await sharedViewMeta(services, visit))) as unknown as PublicFormMeta;
  } catch (error) {
    if (error instanceof HttpError && (error.status === 403 || error.status === 404)) return undefined;
    throw error;
  }
}

/** The page with the meta and, for a form on one page, the form written in; a protected link gets it untouched. */
export function fillPage(
  template: string,
  meta: PublicFormMeta | undefined,
  survey: boolean,
  search: string,
  acceptLanguage: string | undefined,
): string {
  if (!meta || meta.type !== VIEW_TYPES.form) return template;
  const words = pageWords(acceptLanguage);
  const embedded = `<script type="application/json" id="basalt-public-meta">${scriptJson(meta)}</script>`;
  let html = template.replace('</head>', () => `${embedded}</head>`);
  // the survey asks one question at a time: only the script can show that, so its page stays as built
  if (!survey) {
    html = html
      // the build writes its HTML minified: attribute quotes may be gone
      .replace(/<html lang="?[^\s">]*"?>/, () => `<html${attributes({ lang: words.lang, dir: words.dir })}>`)
      .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${formHtml(meta, search, words)}</div>`);
  }
  return html;
}

function send(ctx: Context, html: string) {
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-cache');
  ctx.vary('Accept-Encoding');
  ctx.vary('Accept-Language');
  const body = Buffer.from(html);
  // a few kilobytes once the script is a file of its own: quick to compress per request
  if (ctx.acceptsEncodings('br') === 'br') {
    ctx.set('Content-Encoding', 'br');
    ctx.body = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  } else if (ctx.acceptsEncodings('gzip') === 'gzip') {
    ctx.set('Content-Encoding', 'gzip');
    ctx.body = zlib.gzipSync(body, { level: 6 });
  } else ctx.body = body;
}

/**
 * A public form's address opened in a browser (docs/API.md "Public pages"): mf-shared's standalone page, lighter
 * than the shell, with the form's meta inside (no request for it) and the form's HTML written in, so it is on
 * screen and can be filled in before the script has arrived (docs/PERFORMANCE.md, the public form). Anything else,
 * or a build without the page, goes on to the shell.
 */
export function publicFormPage(services: Services, webRoot: string): Middleware {
  const template = templateReader(path.join(webRoot, SERVER_PAGE));
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const match = FORM_PATH.exec(ctx.path);
    if (!match || ctx.accepts('html') !== 'html') return next();
    const page = await template();
    if (!page) return next();
    let uuid: string;
    try {
      uuid = decodeURIComponent(match[1]!);
    } catch {
      return next();
    }
    const rest = (match[2] ?? '').replace(/\/$/, '');
    const meta = await publicMeta(services, uuid);
    send(ctx, fillPage(page, meta, rest === '/survey', ctx.querystring, ctx.get('Accept-Language') || undefined));
  };
}
