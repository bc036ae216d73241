import type { ComponentType } from 'react';
import type { FormField } from '../form-fields';
import { CheckboxInput, MultiSelectInput, SelectInput } from './ChoiceInputs';
import { FileInput } from './FileInput';
import type { FormValue, InputProps, LinkedRecord } from './input-props';
import { LinkInput } from './LinkInput';
import { RatingInput } from './RatingInput';
import { LongTextInput, textInput } from './TextInput';

/** How a form asks for one kind of value, and how what was entered becomes the row's value. */
export interface InputKind {
  Component: ComponentType<InputProps>;
  /** Several controls (options, stars): the row is a fieldset named by a legend, not a label. */
  group?: boolean;
  /** The label sits after the control (a checkbox). */
  inline?: boolean;
  blank: () => FormValue;
  /** A value from the link's query (`?Field=value`). */
  fromText: (text: string, field: FormField) => FormValue;
  /** The value the row gets; `undefined` leaves the field out. */
  toRow: (value: FormValue) => unknown;
  /** The value is files, sent as parts of their own (public-api.ts `submit`). */
  files?: boolean;
  /** The message key when the field type's own check (core's `parse`) refuses the value. */
  invalidKey?: string;
}

const text = (value: FormValue) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

function textKind(Component: ComponentType<InputProps<string>>, invalidKey?: string): InputKind {
  return {
    Component: Component as ComponentType<InputProps>,
    blank: () => '',
    fromText: (t) => t,
    toRow: text,
    invalidKey,
  };
}

const numberKind = (integer: boolean): InputKind => ({
  ...textKind(textInput('text', integer ? 'numeric' : 'decimal'), 'sharedForm.invalid.number'),
  toRow: (value) => {
    const entered = text(value);
    return entered === undefined ? undefined : Number(entered.replace(/\s/g, '').replace(',', '.'));
  },
});

/** A `datetime-local` value is the visitor's wall-clock time: the row gets the instant it names. */
const dateTimeKind: InputKind = {
  ...textKind(textInput('datetime-local')),
  fromText: (t) => {
    const date = new Date(t);
    if (Number.isNaN(date.getTime())) return '';
    return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  },
  toRow: (value) => {
    const entered = text(value);
    return entered === undefined ? undefined : new Date(entered).toISOString();
  },
};

const checkboxKind: InputKind = {
  Component: CheckboxInput as ComponentType<InputProps>,
  inline: true,
  blank: () => false,
  fromText: (t) => ['true', '1', 'yes', 'on', 'checked'].includes(t.trim().toLowerCase()),
  toRow: (value) => value === true,
};

const optionsOf = (t: string, field: FormField) => {
  const wanted = t.split(',').map((s) => s.trim());
  return field.options.map((o) => o.title).filter((o) => wanted.includes(o));
};

const singleSelectKind: InputKind = {
  ...textKind(SelectInput),
  fromText: (t, field) => optionsOf(t, field)[0] ?? '',
};

const multiSelectKind: InputKind = {
  Component: MultiSelectInput as ComponentType<InputProps>,
  group: true,
  blank: () => [],
  fromText: optionsOf,
  toRow: (value) => (Array.isArray(value) && value.length ? value.join(',') : undefined),
};

const ratingKind: InputKind = {
  ...textKind(RatingInput),
  group: true,
  toRow: (value) => (text(value) === undefined ? undefined : Number(value)),
};

const attachmentKind: InputKind = {
  Component: FileInput as ComponentType<InputProps>,
  files: true,
  blank: () => [],
  // files cannot come from a link
  fromText: () => [],
  toRow: () => undefined,
};

/**
 * A link field: the records' keys, which the server takes for every kind of link (docs/API.md "Forms", rule 6).
 * A link's query (`?Customer=3`) names records by key, shown as such until one is picked on the page.
 */
const linkKind: InputKind = {
  Component: LinkInput as ComponentType<InputProps>,
  group: true,
  blank: () => [],
  fromText: (t, field) => {
    const keys = t
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean);
    return (field.link?.single ? keys.slice(0, 1) : keys).map((key) => ({ key, label: key }));
  },
  toRow: (value) => (Array.isArray(value) && value.length ? (value as LinkedRecord[]).map((r) => r.key) : undefined),
};

/**
 * The input of each field type a visitor can fill in. Types missing here (lookups, formulas, durations...) are
 * not asked for: computed fields take no value.
 */
export const INPUT_KINDS: Partial<Record<string, InputKind>> = {
  SingleLineText: textKind(textInput('text')),
  LongText: textKind(LongTextInput),
  Email: textKind(textInput('email', 'email', 'email'), 'sharedForm.invalid.email'),
  URL: textKind(textInput('text', 'url', 'url'), 'sharedForm.invalid.url'),
  PhoneNumber: textKind(textInput('tel', 'tel', 'tel'), 'sharedForm.invalid.phone'),
  Number: numberKind(true),
  Year: numberKind(true),
  Decimal: numberKind(false),
  Currency: numberKind(false),
  Percent: numberKind(false),
  Checkbox: checkboxKind,
  SingleSelect: singleSelectKind,
  MultiSelect: multiSelectKind,
  Date: textKind(textInput('date')),
  DateTime: dateTimeKind,
  Time: textKind(textInput('time')),
  Rating: ratingKind,
  Attachment: attachmentKind,
  LinkToAnotherRecord: linkKind,
};

/** Whether nothing was entered: no text, no option, no file, no record. An unticked checkbox is an answer (false). */
export function isBlank(value: FormValue): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'string' && value.trim() === '';
}
