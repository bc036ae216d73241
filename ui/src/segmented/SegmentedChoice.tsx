import type { KeyboardEvent } from 'react';
import './segmented.css';

interface Props<Value extends string> {
  value: Value;
  options: { value: Value; label: string }[];
  onChange: (value: Value) => void;
  /** The group's accessible name ("Sort projects"). */
  label: string;
}

/**
 * One choice among a few, drawn as a segmented switch: a WAI-ARIA radio group (arrows move and choose, one tab
 * stop). Plain, not antd's Segmented, whose shared popup code weighs more than the page it sits on.
 */
export function SegmentedChoice<Value extends string>({ value, options, onChange, label }: Props<Value>) {
  const index = options.findIndex((option) => option.value === value);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowDown: 1,
      ArrowLeft: rtl ? 1 : -1,
      ArrowUp: -1,
    };
    if (!(event.key in step)) return;
    event.preventDefault();
    const next = options[(index + step[event.key]! + options.length) % options.length]!;
    onChange(next.value);
    (event.currentTarget.querySelector(`[data-value="${next.value}"]`) as HTMLElement | null)?.focus();
  };
  return (
    <div role="radiogroup" aria-label={label} className="basalt-segmented" onKeyDown={onKeyDown}>
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            data-value={option.value}
            className={`basalt-segmented-item${checked ? ' is-checked' : ''}`}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
