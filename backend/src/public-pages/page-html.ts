import zlib from 'node:zlib';
import {
  FORM_VIEW_TYPE,
  formHtml,
  sentHtml,
  type FormAddress,
  type PageWords,
  type PublicFormMeta,
  type Refusal,
} from '@basalt/core';
import type { Context } from 'koa';
import { attributes, scriptJson } from '../http/html';

/** The page in the visitor's language (`lang`, `dir`) with `html` in its root; the build writes it minified. */
function withRoot(template: string, words: PageWords, html: string): string {
  return (
    template
      // the build writes its HTML minified: attribute quotes may be gone
      .replace(/<html lang="?[^\s">]*"?>/, () => `<html${attributes({ lang: words.lang, dir: words.dir })}>`)
      .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${html}</div>`)
  );
}

/**
 * The page with the meta and, for a form on one page, the form written in (with what was posted and why it was
 * refused, when `refusal` brings it back); a protected link gets it untouched.
 */
export function fillPage(
  template: string,
  meta: PublicFormMeta | undefined,
  survey: boolean,
  address: FormAddress,
  words: PageWords,
  refusal?: Refusal,
): string {
  if (!meta || meta.type !== FORM_VIEW_TYPE) return template;
  const embedded = `<script type="application/json" id="basalt-public-meta">${scriptJson(meta)}</script>`;
  const html = template.replace('</head>', () => `${embedded}</head>`);
  // the survey asks one question at a time: only the script can show that, so its page stays as built
  return survey ? html : withRoot(html, words, formHtml(meta, address, words, refusal));
}

/**
 * The page after a submission sent without the script: the success message and no script at all, which would
 * otherwise start the form again.
 */
export function sentPage(template: string, meta: PublicFormMeta, address: FormAddress, words: PageWords): string {
  const scriptless = template.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  return withRoot(scriptless, words, sentHtml(meta, address.url, words));
}

/** Answers a written page, compressed for the browsers that take it. */
export function sendPage(ctx: Context, html: string) {
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
