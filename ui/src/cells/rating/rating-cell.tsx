import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { RATING_MAX, type ColumnMeta } from '@basalt/core';
import { StarOutlined } from '@ant-design/icons';
import type { CellDefinition, DisplayProps, EditorProps } from '../contract';
import { metaInt, metaOf, metaText } from '../shared/column-meta';
import { t } from '../shared/i18n';
import { numericValue } from '../shared/number-format';
import { isBlank, viaField } from '../shared/parse';
import './rating-cell.css';

export const RATING_DEFAULT_MAX = 5;

/** The glyph of each `meta.icon`; a star when unset or unknown. */
const ICONS: Record<string, string> = { star: '★', heart: '♥', circle: '●', flag: '⚑', thumb: '👍' };

const ratingMax = (column: ColumnMeta) => metaInt(metaOf(column), 'max', 1, RATING_MAX, RATING_DEFAULT_MAX);
const ratingIcon = (column: ColumnMeta) => ICONS[metaText(metaOf(column), 'icon') ?? 'star'] ?? ICONS.star!;

const MIRRORED: Record<string, string> = { ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' };

const stars = (n: number) => Math.max(0, Math.round(n));

function RatingDisplay({ value, column }: DisplayProps) {
  const max = ratingMax(column);
  const icon = ratingIcon(column);
  const on = Math.min(stars(numericValue(value) ?? 0), max);
  const color = metaText(metaOf(column), 'color');
  return (
    <span className="basalt-rating" aria-hidden="true">
      <span className="basalt-rating-on" style={color ? { color } : undefined}>
        {icon.repeat(on)}
      </span>
      <span className="basalt-rating-off">{icon.repeat(max - on)}</span>
    </span>
  );
}

/** A row of icons to pick from: click, arrows or a digit choose; Enter or Tab keeps, Esc cancels. */
function RatingEditor({ value, column, initialText, onCommit, onCancel }: EditorProps) {
  const max = ratingMax(column);
  const icon = ratingIcon(column);
  const [rating, setRating] = useState(() => {
    const typed = initialText !== undefined ? Number(initialText) : NaN;
    return Number.isInteger(typed) && typed >= 0 && typed <= max ? typed : stars(numericValue(value) ?? 0);
  });
  const sliderRef = useRef<HTMLDivElement>(null);
  // React focuses only form controls on `autoFocus`; the slider takes the focus itself.
  useEffect(() => sliderRef.current?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    // Right-to-left pages mirror the row of icons, so the arrows follow what the eye sees.
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const key = rtl && event.key.startsWith('Arrow') ? (MIRRORED[event.key] ?? event.key) : event.key;
    if (key === 'Escape') onCancel();
    else if (key === 'Enter' || key === 'Tab') onCommit(rating);
    else if (key === 'ArrowRight' || key === 'ArrowUp') setRating((r) => Math.min(max, r + 1));
    else if (key === 'ArrowLeft' || key === 'ArrowDown') setRating((r) => Math.max(0, r - 1));
    else if (/^\d$/.test(key) && Number(key) <= max) setRating(Number(key));
    else return;
    event.preventDefault();
  };
  return (
    <div
      className="basalt-rating basalt-rating-editor"
      role="slider"
      ref={sliderRef}
      tabIndex={0}
      aria-label={column.title}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={rating}
      aria-valuetext={t('cells.rating.value', { value: rating, max })}
      onKeyDown={onKeyDown}
    >
      {Array.from({ length: max }, (_, i) => (
        <button
          key={i}
          type="button"
          tabIndex={-1}
          className={i < rating ? 'basalt-rating-on' : 'basalt-rating-off'}
          aria-label={t('cells.rating.value', { value: i + 1, max })}
          // Clicking the current rating again clears it, as in most rating widgets.
          onClick={() => onCommit(i + 1 === rating ? 0 : i + 1)}
        >
          {icon}
        </button>
      ))}
    </div>
  );
}

export const ratingCell: CellDefinition = {
  Display: RatingDisplay,
  Editor: RatingEditor,
  editMode: 'inline',
  toText: (value) => {
    const n = numericValue(value);
    return n === undefined ? '' : String(stars(n));
  },
  // "3", "3/5", or the icons themselves ("★★★").
  fromText: (text, column) => {
    if (isBlank(text)) return { ok: true, value: null };
    const trimmed = text.trim();
    const icons = [...trimmed].every((c) => Object.values(ICONS).includes(c)) ? [...trimmed].length : undefined;
    const input = icons ?? trimmed.replace(/\s*\/\s*\d+$/, '');
    return viaField(input, column, 'cells.errors.rating', { max: ratingMax(column) });
  },
  align: 'start',
  width: 140,
  icon: StarOutlined,
};
