import type { PageField } from '../../forms/page-html/page-fields.js';
import { attributes, escapeHtml } from '../../forms/page-html/html.js';
import { named, type Kind } from '../../forms/page-html/control-parts.js';

const optionsIn = (given: readonly string[], field: PageField) =>
  field.options.map((o) => o.title).filter((title) => named(given).includes(title));

/** A multi select: a checkbox per option, shown as its chip; the ticked ones are joined as the script sends them. */
export const multiSelectFormControl: Kind = {
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
};
