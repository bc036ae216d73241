import { attributes, escapeHtml } from '../../forms/page-html/html.js';
import { common, text, type Kind } from '../../forms/page-html/control-parts.js';

/** A long text: a text area. */
export const longTextFormControl: Kind = {
  render: (c) =>
    `<textarea${attributes({ ...common(c), class: 'sf-input sf-textarea', rows: 4 })}>${escapeHtml(c.given[0] ?? '')}</textarea>`,
  read: text,
};
