import type { ColumnMeta } from '@basalt/core';
import { metaOf } from '../shared/column-meta';

/** The formats a Duration column offers (`meta.duration`, by name or by position). */
export const DURATION_FORMATS = ['h:mm', 'h:mm:ss', 'h:mm:ss.s', 'h:mm:ss.ss', 'h:mm:ss.sss'] as const;
export type DurationFormat = (typeof DURATION_FORMATS)[number];

export function durationFormat(column: ColumnMeta): DurationFormat {
  const setting = metaOf(column).duration;
  if (typeof setting === 'number') return DURATION_FORMATS[setting] ?? 'h:mm';
  return (DURATION_FORMATS as readonly unknown[]).includes(setting) ? (setting as DurationFormat) : 'h:mm';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Seconds as `h:mm`, `h:mm:ss` or with fractions of a second; hours are not wrapped at 24. */
export function formatDuration(seconds: number, format: DurationFormat): string {
  const sign = seconds < 0 ? '-' : '';
  const decimals = format.length > 7 ? format.length - 8 : 0;
  const scale = 10 ** decimals;
  // Rounded to what the format shows, so 59.99 s in h:mm:ss is 0:01:00, not 0:00:60.
  const unit = format === 'h:mm' ? 60 : 1 / scale;
  const total = Math.round(Math.abs(seconds) / unit) * unit;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  if (format === 'h:mm') return `${sign}${h}:${pad(m)}`;
  const s = total - h * 3600 - m * 60;
  const whole = Math.floor(s + 1e-9);
  const fraction = decimals ? `.${String(Math.round((s - whole) * scale)).padStart(decimals, '0')}` : '';
  return `${sign}${h}:${pad(m)}:${pad(whole)}${fraction}`;
}

const UNITS = /^(?:(\d+(?:\.\d+)?)\s*h)?\s*(?:(\d+(?:\.\d+)?)\s*m(?:in)?)?\s*(?:(\d+(?:\.\d+)?)\s*s(?:ec)?)?$/i;

/**
 * Typed text in the forms a person uses: `1:30` (h:mm) and `1:30:15` are left to the field's rules; `1h 30m`,
 * `45m`, `90s` become seconds. Plain numbers stay seconds, as the API stores them.
 */
export function normaliseDurationText(text: string): string {
  const units = /[hms]/i.test(text) ? UNITS.exec(text.trim()) : null;
  if (!units || !(units[1] || units[2] || units[3])) return text;
  const [, h = '0', m = '0', s = '0'] = units;
  return String(Number(h) * 3600 + Number(m) * 60 + Number(s));
}
