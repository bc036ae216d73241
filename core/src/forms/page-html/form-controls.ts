import { RATING_MAX } from '../../fields/types/rating.js';
import type { PageField } from './page-fields.js';
import { attributes, escapeHtml } from './html.js';
import type { PageWords } from './page-words.js';

/**
 * The controls of a public form written as HTML (form-html.ts), one kind per field type, and how each reads back
 * what the browser posts when the form is sent without the page's script (the backend's form post). The markup
 * and classes are those of mf-shared's React inputs, which take over once the script has loaded. Every control is
 * named by its field's column id, so a posted name says which column it fills whatever the field's title holds.
 */

export interface Control {
  /** The field's id, which its label points at. */
  id: string;
  field: PageField;
  /**
   * What the control holds: the link's prefill (`?Field=a,b`, one text) or, when the form comes back after a
   * refused submission, what the browser posted for the field (one text per control that had a value).
   */
  given: readonly string[];
  /** `given` is what the browser posted (dates are then in the inputs' own format). */
  posted: boolean;
  /** The submission was refused because of this field: it takes the focus. */
  refused: boolean;
  describedBy: string | undefined;
  words: PageWords;
}

export type Kind = {
  render: (control: Control) => string;
  /** The row's value from the texts posted under the field's name (none when nothing was posted for it). */
  read: (posted: readonly string[], field: PageField) => unknown;
  /** Several controls (options, stars): a fieldset named by a legend. */
  group?: boolean;
  /** The label after the control (a checkbox). */
  inline?: boolean;
  /** The value comes as files (file parts named by the column id). */
  files?: boolean;
};

const common = ({ id, field, describedBy, refused }: Control) => ({
  id,
  name: field.columnId,
  'aria-required': String(field.required),
  'aria-invalid': String(refused),
  'aria-describedby': describedBy,
  autofocus: refused,
});

/** A text that says something (blank is no answer), as mf-shared's inputs send it (input-kinds.ts). */
const text = (posted: readonly string[]) => {
  const value = posted[0];
  return value !== undefined && value.trim() !== '' ? value : undefined;
};

function textKind(type: string, inputMode?: string, autoComplete?: string): Kind {
  return {
    render: (c) =>
      `<input${attributes({ ...common(c), class: 'sf-input', type, inputmode: inputMode, autocomplete: autoComplete, value: c.given[0] ?? '' })}>`,
    read: text,
  };
}

/** A number as typed: spaces gone, a decimal comma read as a point; text that is no number goes on to be refused. */
const numberKind = (inputMode: string): Kind => ({
  ...textKind('text', inputMode),
  read: (posted) => {
    const entered = text(posted)?.replace(/\s/g, '').replace(',', '.');
    return entered === undefined || Number.isNaN(Number(entered)) ? entered : Number(entered);
  },
});

/**
 * Date and time inputs: a link's text is turned into the input's format by the script, once it runs; a posted
 * value is already in it. Without the script the server cannot know the visitor's time zone: a `datetime-local`
 * posted natively is stored as written (docs/API.md "Public pages").
 */
const dateKind = (type: string): Kind => ({
  render: (c) => `<input${attributes({ ...common(c), class: 'sf-input', type, value: c.posted ? c.given[0] : '' })}>`,
  read: text,
});

/** The options a text names (`a,b`), as the script reads a link's prefill. */
const named = (given: readonly string[]) => given.flatMap((t) => t.split(',')).map((s) => s.trim());
const TRUE_WORDS = ['true', '1', 'yes', 'on', 'checked'];
const isTicked = (given: readonly string[]) => given.some((t) => TRUE_WORDS.includes(t.trim().toLowerCase()));
const optionsIn = (given: readonly string[], field: PageField) =>
  field.options.map((o) => o.title).filter((title) => named(given).includes(title));

export const KINDS: Partial<Record<string, Kind>> = {
  SingleLineText: textKind('text'),
  LongText: {
    render: (c) =>
      `<textarea${attributes({ ...common(c), class: 'sf-input sf-textarea', rows: 4 })}>${escapeHtml(c.given[0] ?? '')}</textarea>`,
    read: text,
  },
  Email: textKind('email', 'email', 'email'),
  URL: textKind('text', 'url', 'url'),
  PhoneNumber: textKind('tel', 'tel', 'tel'),
  Number: numberKind('numeric'),
  Year: numberKind('numeric'),
  Decimal: numberKind('decimal'),
  Currency: numberKind('decimal'),
  Percent: numberKind('decimal'),
  Date: dateKind('date'),
  DateTime: dateKind('datetime-local'),
  Time: dateKind('time'),
  Checkbox: {
    inline: true,
    render: ({ id, field, describedBy, given, refused }) =>
      `<input${attributes({
        id,
        name: field.columnId,
        class: 'sf-checkbox',
        type: 'checkbox',
        checked: isTicked(given),
        'aria-describedby': describedBy,
        autofocus: refused,
      })}>`,
    // an unticked box sends nothing, and is an answer: false, as the script sends it
    read: isTicked,
  },
  SingleSelect: {
    render: (c) => {
      const chosen = named(c.given)[0];
      const options = c.field.options
        .map(
          (o) =>
            `<option${attributes({ value: o.title, selected: o.title === chosen })}>${escapeHtml(o.title)}</option>`,
        )
        .join('');
      return `<select${attributes({ ...common(c), class: 'sf-input' })}><option value="">${escapeHtml(c.words.t('sharedForm.choose'))}</option>${options}</select>`;
    },
    read: text,
  },
  MultiSelect: {
    group: true,
    render: ({ id, field, given, refused }) => {
      const chosen = named(given);
      const choices = field.options.map(
        (o, i) =>
          `<label class="sf-choice"><input${attributes({ id: i === 0 ? id : undefined, type: 'checkbox', name: field.columnId, value: o.title, checked: chosen.includes(o.title), autofocus: refused && i === 0 })}>` +
          `<span class="sf-chip"${o.color ? attributes({ style: `background:${o.color}` }) : ''}>${escapeHtml(o.title)}</span></label>`,
      );
      return `<div class="sf-choices">${choices.join('')}</div>`;
    },
    read: (posted, field) => optionsIn(posted, field).join(',') || undefined,
  },
  Rating: {
    group: true,
    render: ({ id, field, given, words, refused }) => {
      const max = Math.min(Number(field.meta.max) || 5, RATING_MAX);
      const chosen = Number(given[0]) || 0;
      const stars = Array.from({ length: max }, (_, i) => i + 1).map(
        (n) =>
          `<label class="sf-star${n <= chosen ? ' sf-star-on' : ''}"><input${attributes({
            id: n === 1 ? id : undefined,
            type: 'radio',
            name: field.columnId,
            value: String(n),
            class: 'sf-visually-hidden',
            checked: n === chosen,
            autofocus: refused && n === 1,
            'aria-label': words.t('cells.rating.value', { value: n, max }),
          })}><span aria-hidden="true">★</span></label>`,
      );
      return `<div class="sf-rating">${stars.join('')}</div>`;
    },
    read: (posted) => (text(posted) === undefined ? undefined : Number(posted[0])),
  },
  Attachment: {
    files: true,
    render: ({ id, field, describedBy, words, refused }) => {
      const limits = words.t('sharedForm.fileLimits', { count: 10, size: '20 MB' });
      return (
        `<div class="sf-files"><input${attributes({
          id,
          name: field.columnId,
          type: 'file',
          multiple: true,
          class: 'sf-visually-hidden sf-file-picker',
          'aria-invalid': String(refused),
          'aria-describedby': [describedBy, `${id}-limits`].filter(Boolean).join(' '),
          autofocus: refused,
        })}>` +
        `<label${attributes({ for: id, class: 'shared-button sf-file-button', 'aria-hidden': 'true' })}>${escapeHtml(words.t('sharedForm.chooseFiles'))}</label>` +
        `<p id="${escapeHtml(id)}-limits" class="sf-help">${escapeHtml(limits)}</p></div>`
      );
    },
    read: () => undefined,
  },
  // the record picker needs the script: its button waits for it, and nothing is posted for the field (a required
  // link then answers the usual required message); a link that prefills and hides the field posts its keys
  LinkToAnotherRecord: {
    group: true,
    render: ({ id, field, describedBy, words }) =>
      `<div class="sf-link"><button${attributes({ id, type: 'button', class: 'shared-button sf-link-add', disabled: true, 'aria-describedby': describedBy })}>` +
      `${escapeHtml(words.t(field.singleLink ? 'sharedForm.link.choose' : 'sharedForm.link.add'))}</button></div>`,
    read: (posted, field) => {
      const keys = named(posted).filter(Boolean);
      return keys.length ? (field.singleLink ? keys.slice(0, 1) : keys) : undefined;
    },
  },
};
