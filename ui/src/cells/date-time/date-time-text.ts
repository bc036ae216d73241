import { asInstant, type ColumnMeta, type ParseResult } from '@basalt/core';
import { metaOf, metaText } from '../shared/column-meta';
import {
  DEFAULT_TIME_FORMAT,
  FALLBACK_DATE_FORMATS,
  formatParts,
  localParts,
  parseParts,
  type DateParts,
} from '../shared/date-format';
import { isBlank, refuse, viaField } from '../shared/parse';
import { dateFormatOf } from '../date/date-text';

export const timeFormatOf = (column: ColumnMeta) => metaText(metaOf(column), 'time_format') ?? DEFAULT_TIME_FORMAT;

/** The column's date and time formats, as one. */
export const dateTimeFormatOf = (column: ColumnMeta) => `${dateFormatOf(column)} ${timeFormatOf(column)}`;

/** An instant (ISO, UTC) in the viewer's local time and the column's formats; never the raw ISO text. */
export function dateTimeToText(value: unknown, column: ColumnMeta): string {
  if (value === null || value === undefined || value === '') return '';
  const format = dateTimeFormatOf(column);
  const key = `${format}|${String(value)}`;
  let text = shown.get(key);
  if (text === undefined) {
    const instant = asInstant(value);
    text = instant ? formatParts(localParts(instant), format) : String(value);
    if (shown.size >= SHOWN_MAX) shown.clear();
    shown.set(key, text);
  }
  return text;
}

/**
 * Texts already worked out: reading an instant and laying it out costs tens of microseconds, and a grid scrolled
 * back and forth draws the same values again and again. Bounded; the local zone does not change in a session.
 */
const shown = new Map<string, string>();
const SHOWN_MAX = 5000;

const WITH_ZONE = /(?:z|[+-]\d{2}:?\d{2})$/i;

/**
 * Typed text as an instant: a date and time in the column's formats (or ISO, day-first, month-first) read in local
 * time; a date alone is local midnight; text with an explicit zone (`Z`, `+02:00`) is taken as written.
 */
export function dateTimeFromText(text: string, column: ColumnMeta): ParseResult {
  if (isBlank(text)) return { ok: true, value: null };
  const trimmed = text.trim();
  const vars = { text: trimmed, format: dateTimeFormatOf(column) };
  if (WITH_ZONE.test(trimmed)) return viaField(trimmed, column, 'cells.errors.dateTime', vars);
  const times = [timeFormatOf(column), 'HH:mm:ss', 'HH:mm', 'h:mm A'];
  for (const dateFormat of [dateFormatOf(column), ...FALLBACK_DATE_FORMATS]) {
    for (const format of [...times.map((time) => `${dateFormat} ${time}`), dateFormat]) {
      const p = parseParts(trimmed, format);
      if (p?.year === undefined || p.month === undefined || p.day === undefined) continue;
      const { year, month, day, hour = 0, minute = 0, second = 0 } = p as DateParts;
      const local = new Date(year, month - 1, day, hour, minute, second);
      return viaField(local.toISOString(), column, 'cells.errors.dateTime', vars);
    }
  }
  return refuse('cells.errors.dateTime', vars);
}
