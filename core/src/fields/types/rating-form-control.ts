import { attributes } from '../../forms/page-html/html.js';
import { text, type Kind } from '../../forms/page-html/control-parts.js';
import { RATING_MAX } from './rating.js';

/** A rating: a radio per star (up to the field's `max`), each named for screen readers. */
export const ratingFormControl: Kind = {
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
};
