import { attributes, escapeHtml } from '../../forms/page-html/html.js';
import { named, type Kind } from '../../forms/page-html/control-parts.js';

/**
 * A link field: the record picker needs the script, so its button waits for it and nothing is posted for the field
 * (a required link then answers the usual required message); a link that prefills and hides the field posts its keys.
 */
export const linkFormControl: Kind = {
  group: true,
  render: ({ id, field, describedBy, words }) =>
    `<div class="sf-link"><button${attributes({ id, type: 'button', class: 'shared-button sf-link-add', disabled: true, 'aria-describedby': describedBy })}>` +
    `${escapeHtml(words.t(field.singleLink ? 'sharedForm.link.choose' : 'sharedForm.link.add'))}</button></div>`,
  read: (posted, field) => {
    const keys = named(posted).filter(Boolean);
    return keys.length ? (field.singleLink ? keys.slice(0, 1) : keys) : undefined;
  },
};
