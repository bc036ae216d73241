import type { PageField } from './page-fields.js';
import { attributes } from './html.js';
import type { PageWords } from './page-words.js';

/**
 * What a field type's control in a public form written as HTML is (form-html.ts), and the parts the types' controls
 * share: how it is written, and how it reads back what the browser posts when the form is sent without the page's
 * script (the backend's form post). The markup and classes are those of mf-shared's React inputs, which take over
 * once the script has loaded. Every control is named by its field's column id, so a posted name says which column
 * it fills whatever the field's title holds. A type with a control of its own keeps it beside its definition
 * (core/src/fields/types/<type>-form-control.ts); form-controls.ts lists them.
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

export const common = ({ id, field, describedBy, refused }: Control) => ({
  id,
  name: field.columnId,
  'aria-required': String(field.required),
  'aria-invalid': String(refused),
  'aria-describedby': describedBy,
  autofocus: refused,
});

/** A text that says something (blank is no answer), as mf-shared's inputs send it (input-kinds.ts). */
export const text = (posted: readonly string[]) => {
  const value = posted[0];
  return value !== undefined && value.trim() !== '' ? value : undefined;
};

export function textKind(type: string, inputMode?: string, autoComplete?: string): Kind {
  return {
    render: (c) =>
      `<input${attributes({ ...common(c), class: 'sf-input', type, inputmode: inputMode, autocomplete: autoComplete, value: c.given[0] ?? '' })}>`,
    read: text,
  };
}

/** A number as typed: spaces gone, a decimal comma read as a point; text that is no number goes on to be refused. */
export const numberKind = (inputMode: string): Kind => ({
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
export const dateKind = (type: string): Kind => ({
  render: (c) => `<input${attributes({ ...common(c), class: 'sf-input', type, value: c.posted ? c.given[0] : '' })}>`,
  read: text,
});

/** The options a text names (`a,b`), as the script reads a link's prefill. */
export const named = (given: readonly string[]) => given.flatMap((t) => t.split(',')).map((s) => s.trim());
