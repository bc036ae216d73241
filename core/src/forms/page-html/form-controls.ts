import { attachmentFormControl } from '../../fields/types/attachment-form-control.js';
import { checkboxFormControl } from '../../fields/types/checkbox-form-control.js';
import { linkFormControl } from '../../fields/types/link-to-another-record-form-control.js';
import { longTextFormControl } from '../../fields/types/long-text-form-control.js';
import { multiSelectFormControl } from '../../fields/types/multi-select-form-control.js';
import { ratingFormControl } from '../../fields/types/rating-form-control.js';
import { singleSelectFormControl } from '../../fields/types/single-select-form-control.js';
import { dateKind, numberKind, textKind, type Kind } from './control-parts.js';

export type { Control, Kind } from './control-parts.js';

/**
 * Each field type's control in a public form written as HTML: a plain input of the right type for texts, numbers
 * and dates; a control of its own, kept beside the type's definition, for the others. A type not listed (a formula,
 * a lookup...) is filled in by no one and is left out of the form.
 */
export const KINDS: Partial<Record<string, Kind>> = {
  SingleLineText: textKind('text'),
  LongText: longTextFormControl,
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
  Checkbox: checkboxFormControl,
  SingleSelect: singleSelectFormControl,
  MultiSelect: multiSelectFormControl,
  Rating: ratingFormControl,
  Attachment: attachmentFormControl,
  LinkToAnotherRecord: linkFormControl,
};
