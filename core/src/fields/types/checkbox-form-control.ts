import { attributes } from '../../forms/page-html/html.js';
import type { Kind } from '../../forms/page-html/control-parts.js';

/** The words a link's prefill ticks the box with, as the script reads them. */
const TRUE_WORDS = ['true', '1', 'yes', 'on', 'checked'];
const isTicked = (given: readonly string[]) => given.some((t) => TRUE_WORDS.includes(t.trim().toLowerCase()));

/** A checkbox, its label after it. */
export const checkboxFormControl: Kind = {
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
};
