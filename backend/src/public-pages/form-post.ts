import fs from 'node:fs';
import {
  FORM_CONTROL_KINDS as KINDS,
  pageFieldsOf,
  type FormAddress,
  type PageWords,
  type PublicFormMeta,
  type Refusal,
} from '@basalt/core';
import type { Context } from 'koa';
import { FORM_MESSAGES } from '../forms/settings';
import type { SubmittedFile } from '../forms/submit';
import { HttpError, notFound } from '../http/errors';
import { VIEW_TYPES } from '../meta/types';
import { filesOf, formSubmission, withFormMeta } from '../routes/public/form-submit';
import type { Services } from '../services';
import { sharedViewMeta } from '../shares/public-meta';
import { visitOf } from '../shares/visitor';
import { fillPage, sendPage, sentPage } from './page-html';

/** What the browser posted, by name (a column id), each name's texts in order. */
function postedTexts(ctx: Context): Record<string, string[]> {
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  const texts: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(body)) {
    const list = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
    if (list.length) texts[name] = list;
  }
  return texts;
}

/** A file input left empty still sends a part: no name, no bytes. */
const isNoFile = (file: SubmittedFile) => !file.originalFilename && file.size === 0;

/**
 * The submission's `data` and files from what the browser posted, as the page's script would send them: each
 * field's value read by its control's kind, keyed by the field's title, files named after their field.
 */
function postedRow(meta: PublicFormMeta, posted: Record<string, string[]>, parts: SubmittedFile[]) {
  const fields = pageFieldsOf(meta).filter((field) => KINDS[field.uidt]);
  const data: Record<string, unknown> = {};
  const files: SubmittedFile[] = [];
  for (const field of fields) {
    const kind = KINDS[field.uidt]!;
    if (kind.files) {
      files.push(...parts.filter((f) => f.field === field.columnId).map((f) => ({ ...f, field: field.title })));
      continue;
    }
    const value = kind.read(posted[field.columnId] ?? [], field);
    if (value !== undefined) data[field.title] = value;
  }
  return { data, files };
}

/**
 * `POST /nc/form/:uuid` (docs/API.md "Public pages"): the form the server wrote, sent by the browser itself, no
 * script needed. It goes through the API's own submission (the same rate limit, upload limits and rules, the row
 * and its files saved together); then the success message, or a 303 to the form's redirect address; a refused
 * submission (400, 413, 429) brings the form back with what was posted and the message. A link behind a password,
 * unknown or disabled is refused as the API refuses it (403, 404).
 */
export async function answerFormPost(
  ctx: Context,
  services: Services,
  uuid: string,
  template: string,
  words: PageWords,
): Promise<void> {
  const visit = await visitOf(services, uuid, undefined);
  if (visit.view.type !== VIEW_TYPES.form) throw notFound(FORM_MESSAGES.formOnly);
  const meta = (await withFormMeta(
    services,
    visit,
    await sharedViewMeta(services, visit),
  )) as unknown as PublicFormMeta;
  const address: FormAddress = { url: ctx.url, search: ctx.querystring };
  const submission = formSubmission(services);
  let posted: Record<string, string[]> = {};
  try {
    submission.admit(ctx);
    const submit = async () => {
      posted = postedTexts(ctx);
      const parts = filesOf(ctx);
      const { data, files } = postedRow(
        meta,
        posted,
        parts.filter((f) => !isNoFile(f)),
      );
      // the submission removes the files it is given; empty parts and parts of no field go now
      const unused = parts.filter((part) => !files.some((f) => f.filepath === part.filepath));
      await Promise.all(unused.map((f) => fs.promises.rm(f.filepath, { force: true })));
      await submission.submit(visit, data, files);
    };
    if (ctx.is('multipart')) await submission.parse(ctx, submit);
    else await submit();
  } catch (error) {
    if (!(error instanceof HttpError) || ![400, 413, 429].includes(error.status)) throw error;
    ctx.status = error.status;
    const refusal: Refusal = { posted, message: error.message, requiredMessage: FORM_MESSAGES.required };
    sendPage(ctx, fillPage(template, meta, false, address, words, refusal));
    return;
  }
  const redirect = meta.view?.redirect_url;
  if (redirect) {
    ctx.status = 303;
    ctx.redirect(redirect);
    return;
  }
  sendPage(ctx, sentPage(template, meta, address, words));
}
