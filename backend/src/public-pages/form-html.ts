import { RATING_MAX } from '@basalt/core';
import type { PageField, PublicFormMeta } from './form-fields';
import { pageFieldsOf } from './form-fields';
import { attributes, escapeHtml } from '../http/html';
import type { PageWords } from './page-language';

/**
 * A public form as HTML, written into the page by the server so a visitor sees and fills it in before the page's
 * script has arrived (docs/API.md "Public pages"). The markup and classes are those of mf-shared's React form
 * (FullForm, FormFieldRow and the inputs), which takes over what was typed once it has loaded. Until then the
 * submit button is disabled: sending needs the script (the row goes as JSON or multipart through the API), and a
 * button that did nothing would lie.
 */

interface Control {
  /** The field's id, which its label points at. */
  id: string;
  field: PageField;
  /** The link's prefilled value for the field, as text. */
  prefill: string | undefined;
  describedBy: string | undefined;
  words: PageWords;
}

type Kind = {
  render: (control: Control) => string;
  /** Several controls (options, stars): a fieldset named by a legend. */
  group?: boolean;
  /** The label after the control (a checkbox). */
  inline?: boolean;
};

const common = ({ id, field, describedBy }: Control) => ({
  id,
  name: field.title,
  'aria-required': String(field.required),
  'aria-invalid': 'false',
  'aria-describedby': describedBy,
});

function textKind(type: string, inputMode?: string, autoComplete?: string): Kind {
  return {
    render: (c) =>
      `<input${attributes({ ...common(c), class: 'sf-input', type, inputmode: inputMode, autocomplete: autoComplete, value: c.prefill ?? '' })}>`,
  };
}

/** Date and time inputs: a link's text is turned into the input's format by the script, once it runs. */
const dateKind = (type: string): Kind => ({
  render: (c) => `<input${attributes({ ...common(c), class: 'sf-input', type, value: '' })}>`,
});

const wanted = (prefill: string | undefined) => (prefill ?? '').split(',').map((s) => s.trim());
const TRUE_WORDS = ['true', '1', 'yes', 'on', 'checked'];

const KINDS: Partial<Record<string, Kind>> = {
  SingleLineText: textKind('text'),
  LongText: {
    render: (c) =>
      `<textarea${attributes({ ...common(c), class: 'sf-input sf-textarea', rows: 4 })}>${escapeHtml(c.prefill ?? '')}</textarea>`,
  },
  Email: textKind('email', 'email', 'email'),
  URL: textKind('text', 'url', 'url'),
  PhoneNumber: textKind('tel', 'tel', 'tel'),
  Number: textKind('text', 'numeric'),
  Year: textKind('text', 'numeric'),
  Decimal: textKind('text', 'decimal'),
  Currency: textKind('text', 'decimal'),
  Percent: textKind('text', 'decimal'),
  Date: dateKind('date'),
  DateTime: dateKind('datetime-local'),
  Time: dateKind('time'),
  Checkbox: {
    inline: true,
    render: ({ id, field, describedBy, prefill }) =>
      `<input${attributes({
        id,
        name: field.title,
        class: 'sf-checkbox',
        type: 'checkbox',
        checked: TRUE_WORDS.includes((prefill ?? '').trim().toLowerCase()),
        'aria-describedby': describedBy,
      })}>`,
  },
  SingleSelect: {
    render: (c) => {
      const chosen = wanted(c.prefill)[0];
      const options = c.field.options
        .map(
          (o) =>
            `<option${attributes({ value: o.title, selected: o.title === chosen })}>${escapeHtml(o.title)}</option>`,
        )
        .join('');
      return `<select${attributes({ ...common(c), class: 'sf-input' })}><option value="">${escapeHtml(c.words.t('sharedForm.choose'))}</option>${options}</select>`;
    },
  },
  MultiSelect: {
    group: true,
    render: ({ id, field, prefill }) => {
      const chosen = wanted(prefill);
      const choices = field.options.map(
        (o, i) =>
          `<label class="sf-choice"><input${attributes({ id: i === 0 ? id : undefined, type: 'checkbox', name: field.title, value: o.title, checked: chosen.includes(o.title) })}>` +
          `<span class="sf-chip"${o.color ? attributes({ style: `background:${o.color}` }) : ''}>${escapeHtml(o.title)}</span></label>`,
      );
      return `<div class="sf-choices">${choices.join('')}</div>`;
    },
  },
  Rating: {
    group: true,
    render: ({ id, field, prefill, words }) => {
      const max = Math.min(Number(field.meta.max) || 5, RATING_MAX);
      const chosen = Number(prefill) || 0;
      const stars = Array.from({ length: max }, (_, i) => i + 1).map(
        (n) =>
          `<label class="sf-star${n <= chosen ? ' sf-star-on' : ''}"><input${attributes({
            id: n === 1 ? id : undefined,
            type: 'radio',
            name: field.title,
            value: String(n),
            class: 'sf-visually-hidden',
            checked: n === chosen,
            'aria-label': words.t('cells.rating.value', { value: n, max }),
          })}><span aria-hidden="true">★</span></label>`,
      );
      return `<div class="sf-rating">${stars.join('')}</div>`;
    },
  },
  Attachment: {
    render: ({ id, field, describedBy, words }) => {
      const limits = words.t('sharedForm.fileLimits', { count: 10, size: '20 MB' });
      return (
        `<div class="sf-files"><input${attributes({
          id,
          name: field.title,
          type: 'file',
          multiple: true,
          class: 'sf-visually-hidden sf-file-picker',
          'aria-invalid': 'false',
          'aria-describedby': [describedBy, `${id}-limits`].filter(Boolean).join(' '),
        })}>` +
        `<label${attributes({ for: id, class: 'shared-button sf-file-button', 'aria-hidden': 'true' })}>${escapeHtml(words.t('sharedForm.chooseFiles'))}</label>` +
        `<p id="${escapeHtml(id)}-limits" class="sf-help">${escapeHtml(limits)}</p></div>`
      );
    },
  },
  // the record picker needs the script: its button waits for it
  LinkToAnotherRecord: {
    group: true,
    render: ({ id, field, describedBy, words }) =>
      `<div class="sf-link"><button${attributes({ id, type: 'button', class: 'shared-button sf-link-add', disabled: true, 'aria-describedby': describedBy })}>` +
      `${escapeHtml(words.t(field.singleLink ? 'sharedForm.link.choose' : 'sharedForm.link.add'))}</button></div>`,
  },
};

function fieldRow(field: PageField, index: number, query: URLSearchParams, words: PageWords): string {
  const kind = KINDS[field.uidt]!;
  const id = `pf-${index}`;
  const helpId = `${id}-help`;
  const describedBy = field.help ? helpId : undefined;
  const prefill = query.get(field.title) ?? undefined;
  const required = field.required
    ? `<span class="sf-required"${attributes({ title: words.t('sharedForm.requiredMark') })}> *</span>`
    : '';
  const label = `${escapeHtml(field.label)}${required}`;
  const help = field.help ? `<p id="${helpId}" class="sf-help">${escapeHtml(field.help)}</p>` : '';
  const input = kind.render({ id, field, prefill, describedBy, words });
  const classes = `sf-field${kind.inline ? ' sf-field-inline' : ''}`;
  const fieldAttributes = attributes({ class: classes, 'data-field': field.title });
  if (kind.group)
    return `<fieldset${fieldAttributes}${attributes({ 'aria-describedby': describedBy })}><legend class="sf-label">${label}</legend>${help}${input}</fieldset>`;
  if (kind.inline)
    return `<div${fieldAttributes}>${help}<div class="sf-inline">${input}<label class="sf-label" for="${id}">${label}</label></div></div>`;
  return `<div${fieldAttributes}><label class="sf-label" for="${id}">${label}</label>${help}${input}</div>`;
}

/**
 * The page's form for `meta` (a form's public meta) at an address whose query is `search`: the fields a visitor
 * fills in, in order, each prefilled from the query; a field the link prefills and hides is not written, nor is a
 * field no one fills in (a formula, a lookup).
 */
export function formHtml(meta: PublicFormMeta, search: string, words: PageWords): string {
  const query = new URLSearchParams(search);
  const title = meta.view?.heading || meta.title;
  const subtitle = meta.view?.subheading;
  const rows = pageFieldsOf(meta)
    .filter((field) => KINDS[field.uidt] && !(field.hiddenWhenPrefilled && query.has(field.title)))
    .map((field, index) => fieldRow(field, index, query, words))
    .join('');
  return (
    `<div class="shared-view"><header class="shared-view-header"><span class="shared-view-logo" aria-hidden="true">B</span><span>Basalt</span></header>` +
    `<main class="sf-page"><div class="sf-card"><header class="sf-header"><h1 class="sf-title">${escapeHtml(title)}</h1>` +
    (subtitle ? `<p class="sf-subtitle">${escapeHtml(subtitle)}</p>` : '') +
    `</header><form class="sf-form" novalidate data-prerendered${attributes({ 'aria-label': title })}>${rows}` +
    `<div class="sf-actions"><button type="submit" class="shared-button shared-button-primary sf-submit" disabled>${escapeHtml(words.t('sharedForm.submit'))}</button></div>` +
    `</form></div></main></div>`
  );
}
