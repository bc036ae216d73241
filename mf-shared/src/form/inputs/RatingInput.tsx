import { useTranslation } from 'react-i18next';
import { RATING_MAX } from '@basalt/core';
import type { InputProps } from './input-props';

/** NocoDB's default scale when the field sets none. */
const DEFAULT_MAX = 5;

/** Stars as a radio group: arrow keys move between them, and a second click on the chosen star clears it. */
export function RatingInput({ field, id, value, onChange, autoFocus }: InputProps<string>) {
  const { t } = useTranslation();
  const max = Math.min(Number(field.meta.max) || DEFAULT_MAX, RATING_MAX);
  const chosen = Number(value) || 0;
  return (
    <div className="sf-rating">
      {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
        <label key={n} className={`sf-star${n <= chosen ? ' sf-star-on' : ''}`}>
          <input
            id={n === 1 ? id : undefined}
            type="radio"
            name={field.title}
            className="sf-visually-hidden"
            checked={n === chosen}
            onChange={() => onChange(String(n))}
            onClick={() => n === chosen && onChange('')}
            aria-label={t('cells.rating.value', { value: n, max })}
            autoFocus={autoFocus && n === (chosen || 1)}
          />
          <span aria-hidden>★</span>
        </label>
      ))}
    </div>
  );
}
