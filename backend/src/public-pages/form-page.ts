import fs from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import type { PublicFormMeta } from '@basalt/core';
import { HttpError } from '../http/errors';
import { withFormMeta } from '../routes/public/form-submit';
import type { Services } from '../services';
import { sharedViewMeta } from '../shares/public-meta';
import { visitOf } from '../shares/visitor';
import { answerFormPost } from './form-post';
import { fillPage, sendPage } from './page-html';
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

/**
 * A public form's address opened in a browser (docs/API.md "Public pages"): mf-shared's standalone page, lighter
 * than the shell, with the form's meta inside (no request for it) and the form's HTML written in, so it is on
 * screen and can be filled in before the script has arrived (docs/PERFORMANCE.md, the public form). The written
 * form posts itself back to its address, which saves the row (form-post.ts). Anything else, or a build without the
 * page, goes on to the shell.
 */
export function publicFormPage(services: Services, webRoot: string): Middleware {
  const template = templateReader(path.join(webRoot, SERVER_PAGE));
  return async (ctx, next) => {
    const posting = ctx.method === 'POST';
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD' && !posting) return next();
    const match = FORM_PATH.exec(ctx.path);
    if (!match || (!posting && ctx.accepts('html') !== 'html')) return next();
    const rest = (match[2] ?? '').replace(/\/$/, '');
    // only the form on one page is written, and so posted; the survey is the script's
    if (posting && rest) return next();
    const page = await template();
    if (!page) return next();
    let uuid: string;
    try {
      uuid = decodeURIComponent(match[1]!);
    } catch {
      return next();
    }
    const words = pageWords(ctx.get('Accept-Language') || undefined);
    if (posting) return answerFormPost(ctx, services, uuid, page, words);
    const meta = await publicMeta(services, uuid);
    sendPage(ctx, fillPage(page, meta, rest === '/survey', { url: ctx.url, search: ctx.querystring }, words));
  };
}
