import { attributes, escapeHtml } from '../../forms/page-html/html.js';
import { common, named, text, type Kind } from '../../forms/page-html/control-parts.js';

/** A single select: a drop-down of its options, none chosen first. */
export const singleSelectFormControl: Kind = {
  render: (c) => {
    const chosen = named(c.given)[0];
    const options = c.field.options
      .map(
        (o) => `<option${attributes({ value: o.title, selected: o.title === chosen })}>${escapeHtml(o.title)}</option>`,
      )
      .join('');
    return `<select${attributes({ ...common(c), class: 'sf-input' })}><option value="">${escapeHtml(c.words.t('sharedForm.choose'))}</option>${options}</select>`;
  },
  read: text,
};
