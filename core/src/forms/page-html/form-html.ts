import { KINDS } from './form-controls.js';
import { attributes, escapeHtml } from './html.js';
import { pageFieldsOf, type PageField, type PublicFormMeta } from './page-fields.js';
import type { PageWords } from './page-words.js';

/**
 * A public form as HTML, written into the page so a visitor can fill it in and send it before the page's script
 * has arrived, or without it (docs/API.md "Public pages"): by Basalt's server into the page it answers, and by the
 * standalone page's early script (mf-shared) once the form's meta has arrived. It is a plain HTML form that posts
 * to the server's form address, which saves the row through the same submission as the API. The markup and
 * classes are those of mf-shared's React form (FullForm, FormFieldRow and the inputs), which takes over what was
 * typed once it has loaded and then sends the row itself.
 */

/** The form comes back after a refused submission: what the browser posted, by column id, and why it was refused. */
export interface Refusal {
  posted: Readonly<Record<string, readonly string[]>>;
  message: string;
  /** The server's message for a missing value of the field labelled `label`: how the field refused is found. */
  requiredMessage?: (label: string) => string;
}

/** Where the form posts, and the link's query (its prefill and hidden fields). */
export interface FormAddress {
  /** The server's form address with the link's query (`/nc/form/…?Name=Ada`): the form posts there. */
  url: string;
  search: string;
}

const PAGE_HEADER =
  '<header class="shared-view-header"><span class="shared-view-logo" aria-hidden="true">B</span><span>Basalt</span></header>';

function card(meta: PublicFormMeta, body: string): string {
  const title = meta.view?.heading || meta.title;
  const subtitle = meta.view?.subheading;
  return (
    `<div class="shared-view">${PAGE_HEADER}<main class="sf-page"><div class="sf-card"><header class="sf-header"><h1 class="sf-title">${escapeHtml(title)}</h1>` +
    (subtitle ? `<p class="sf-subtitle">${escapeHtml(subtitle)}</p>` : '') +
    `</header>${body}</div></main></div>`
  );
}

/** The field a refusal names ("The value for <label> is required"), and the message in the visitor's language. */
function refusalOf(fields: readonly PageField[], refusal: Refusal | undefined, words: PageWords) {
  if (!refusal) return undefined;
  const field = fields.find((f) => refusal.message === refusal.requiredMessage?.(f.label));
  return { field, message: field ? words.t('sharedForm.required', { label: field.label }) : refusal.message };
}

interface RowState {
  given: readonly string[];
  posted: boolean;
  refused: boolean;
  words: PageWords;
}

function fieldRow(field: PageField, index: number, { given, posted, refused, words }: RowState): string {
  const kind = KINDS[field.uidt]!;
  const id = `pf-${index}`;
  const helpId = `${id}-help`;
  const describedBy = field.help ? helpId : undefined;
  const required = field.required
    ? `<span class="sf-required"${attributes({ title: words.t('sharedForm.requiredMark') })}> *</span>`
    : '';
  const label = `${escapeHtml(field.label)}${required}`;
  const help = field.help ? `<p id="${helpId}" class="sf-help">${escapeHtml(field.help)}</p>` : '';
  const input = kind.render({ id, field, given, posted, refused, describedBy, words });
  const classes = `sf-field${kind.inline ? ' sf-field-inline' : ''}`;
  const fieldAttributes = attributes({ class: classes, 'data-field': field.title });
  if (kind.group)
    return `<fieldset${fieldAttributes}${attributes({ 'aria-describedby': describedBy })}><legend class="sf-label">${label}</legend>${help}${input}</fieldset>`;
  if (kind.inline)
    return `<div${fieldAttributes}>${help}<div class="sf-inline">${input}<label class="sf-label" for="${id}">${label}</label></div></div>`;
  return `<div${fieldAttributes}><label class="sf-label" for="${id}">${label}</label>${help}${input}</div>`;
}

/**
 * The page's form for `meta` (a form's public meta) at `address`: the fields a visitor fills in, in order, each
 * prefilled from the query, or holding what was posted when `refusal` brings the form back with its message; a
 * field the link prefills and hides is not shown (a hidden input carries the link's value), nor is a field no one
 * fills in (a formula, a lookup).
 */
export function formHtml(meta: PublicFormMeta, address: FormAddress, words: PageWords, refusal?: Refusal): string {
  const query = new URLSearchParams(address.search);
  const fields = pageFieldsOf(meta).filter((field) => KINDS[field.uidt]);
  const refused = refusalOf(fields, refusal, words);
  const fromLink = (field: PageField) => (query.has(field.title) ? [query.get(field.title)!] : []);
  const hidden = (field: PageField) => field.hiddenWhenPrefilled && query.has(field.title);
  const carried = fields
    .filter(hidden)
    .map((field) => `<input${attributes({ type: 'hidden', name: field.columnId, value: query.get(field.title) })}>`);
  const rows = fields
    .filter((field) => !hidden(field))
    .map((field, index) =>
      fieldRow(field, index, {
        given: refusal ? (refusal.posted[field.columnId] ?? []) : fromLink(field),
        posted: Boolean(refusal),
        refused: refused?.field === field,
        words,
      }),
    );
  const title = meta.view?.heading || meta.title;
  const failure = refused ? `<p role="alert" class="sf-error sf-failure">${escapeHtml(refused.message)}</p>` : '';
  const form = attributes({
    class: 'sf-form',
    method: 'post',
    enctype: 'multipart/form-data',
    action: address.url,
    novalidate: true,
    'data-prerendered': true,
    // the takeover keeps these values: they are what the visitor sent, not the link's prefill
    'data-posted': Boolean(refusal),
    'aria-label': title,
  });
  return card(
    meta,
    `<form${form}>${carried.join('')}${rows.join('')}${failure}` +
      `<div class="sf-actions"><button type="submit" class="shared-button shared-button-primary sf-submit">${escapeHtml(words.t('sharedForm.submit'))}</button></div></form>`,
  );
}

/**
 * After a submission sent without the script: the view's success message (or "Saved successfully") and, when the
 * view allows another, a link back to a blank form at `url`.
 */
export function sentHtml(meta: PublicFormMeta, url: string, words: PageWords): string {
  const message = meta.view?.success_msg || words.t('sharedForm.saved');
  const another = meta.view?.submit_another_form
    ? `<a${attributes({ href: url, class: 'shared-button shared-button-primary' })}>${escapeHtml(words.t('sharedForm.submitAnother'))}</a>`
    : '';
  return card(
    meta,
    `<div class="sf-sent" role="status"><span class="sf-sent-mark" aria-hidden="true">✓</span>` +
      `<p class="sf-sent-message">${escapeHtml(message)}</p>${another}</div>`,
  );
}
