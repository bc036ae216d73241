import type Router from '@koa/router';
import type { Context } from 'koa';
import { failureThrottle } from '../../auth/throttle';
import { formColumnsOf } from '../../forms/columns';
import { FORM_MESSAGES, formSettingsOf } from '../../forms/settings';
import { submitForm, type SubmittedFile } from '../../forms/submit';
import { HttpError, badRequest } from '../../http/errors';
import { columnsOf } from '../../meta/columns';
import { VIEW_TYPES } from '../../meta/types';
import { hiddenWhenPrefilledOf } from '../../forms/settings';
import type { Services } from '../../services';
import type { Visit } from '../../shares/visitor';
import { LocalStorage } from '../../storage/local';
import { multipartBody } from '../../storage/uploads';

interface ParsedFile {
  filepath: string;
  originalFilename: string | null;
  mimetype: string | null;
  size: number;
}

/** The file parts of a parsed multipart body, each with the name of the part it came in. */
export function filesOf(ctx: Context): SubmittedFile[] {
  const files = (ctx.request as unknown as { files?: Record<string, ParsedFile | ParsedFile[]> }).files ?? {};
  return Object.entries(files).flatMap(([field, f]) =>
    (Array.isArray(f) ? f : [f]).map((file) => ({ field, ...file })),
  );
}

/** The row's values: the `data` part of a multipart body (JSON text), or the JSON body itself. */
function dataOf(ctx: Context): Record<string, unknown> {
  const body = (ctx.request.body ?? {}) as Record<string, unknown>;
  let data: unknown = ctx.is('multipart') ? body.data : body;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      throw badRequest(FORM_MESSAGES.notJson);
    }
  }
  if (data === undefined) data = {};
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw badRequest(FORM_MESSAGES.notJson);
  return data as Record<string, unknown>;
}

/**
 * What every public form submission goes through, whichever way it comes (this API route, or the form the server
 * writes into the public page, posted by the browser itself: public-pages/form-post.ts): one rate limit per address
 * shared by both, the multipart parser with the upload limits, then `submitForm` with the rules.
 */
export interface FormSubmission {
  /** Counts a submission from the address; 429 once it has sent `forms.submitsMax` in the window. */
  admit: (ctx: Context) => void;
  /** Reads a multipart body, files within the size and count limits (413, 400), then runs `next`. */
  parse: (ctx: Context, next: () => Promise<unknown>) => Promise<void>;
  submit: (visit: Visit, data: Record<string, unknown>, files: SubmittedFile[]) => ReturnType<typeof submitForm>;
}

const submissions = new WeakMap<Services, FormSubmission>();

/** The app's one `FormSubmission` (one throttle for all its public submissions). */
export function formSubmission(services: Services): FormSubmission {
  let found = submissions.get(services);
  if (found) return found;
  const { config } = services;
  const storage = new LocalStorage(config.uploadsDir);
  const throttle = failureThrottle({ max: config.forms.submitsMax, windowMs: config.forms.submitsWindowMs });
  found = {
    admit: (ctx) => {
      const wait = throttle.retryAfterMs(ctx.ip);
      if (wait > 0) {
        ctx.set('Retry-After', String(Math.ceil(wait / 1000)));
        throw new HttpError(429, FORM_MESSAGES.rateLimited);
      }
      throttle.recordFailure(ctx.ip);
    },
    parse: multipartBody(storage, config.forms.maxFileBytes, config.forms.maxFiles),
    submit: (visit, data, files) => submitForm(services, storage, visit, data, files),
  };
  submissions.set(services, found);
  return found;
}

/**
 * `POST /public/shared-view/:uuid/rows` (docs/API.md "Forms"): a visitor's form submission. Each address may submit
 * `forms.submitsMax` times per window (429 beyond); the link and its password are checked before any file is read.
 */
export function formSubmitRoute(
  router: Router,
  services: Services,
  path: string,
  visit: (ctx: Context) => Promise<Visit>,
) {
  const submission = formSubmission(services);
  router.post(`${path}/rows`, async (ctx) => {
    submission.admit(ctx);
    const visited = await visit(ctx);
    const submit = async () => {
      ctx.body = await submission.submit(visited, dataOf(ctx), filesOf(ctx));
    };
    if (ctx.is('multipart')) await submission.parse(ctx, submit);
    else await submit();
  });
}

/** A form's public meta adds its settings and the fields it shows, with their labels, help and required flags. */
export async function withFormMeta(services: Services, visit: Visit, meta: Record<string, unknown>) {
  const { view } = visit;
  if (view.type !== VIEW_TYPES.form) return meta;
  const fields = await formColumnsOf(services.db, view.id, await columnsOf(services.db, view.fk_model_id));
  const { meta: _all, ...settings } = formSettingsOf(view);
  const hidden = hiddenWhenPrefilledOf(view);
  return {
    ...meta,
    view: { ...(meta.view as object), ...settings },
    columns: fields
      .filter((f) => f.form.show)
      .map((f) => ({
        ...f.form,
        title: f.column.title,
        uidt: f.column.uidt,
        meta: hidden.has(f.column.id) ? { hidden_prefill: true } : null,
      })),
  };
}
