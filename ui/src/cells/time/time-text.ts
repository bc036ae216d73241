import type { ColumnMeta, ParseResult } from '@basalt/core';
import { formatParts, isoTime, parseParts, type DateParts } from '../shared/date-format';
import { isBlank, refuse, viaField } from '../shared/parse';
import { timeFormatOf } from '../date-time/date-time-text';

const STORED = /^(\d{1,2}):(\d{2})(?::(\d{2}))?/;

/** A stored time of day (`HH:mm:ss`) in the column's `meta.time_format`. */
export function timeToText(value: unknown, column: ColumnMeta): string {
  if (value === null || value === undefined || value === '') return '';
  const m = STORED.exec(String(value));
  if (!m) return String(value);
  const parts: DateParts = { year: 2000, month: 1, day: 1, hour: +m[1]!, minute: +m[2]!, second: +(m[3] ?? 0) };
  return formatParts(parts, timeFormatOf(column));
}

/** A time typed in the column's format, in 24-hour or am/pm form, as `HH:mm:ss`. */
export function timeFromText(text: string, column: ColumnMeta): ParseResult {
  if (isBlank(text)) return { ok: true, value: null };
  const vars = { text: text.trim(), format: timeFormatOf(column) };
  for (const format of [timeFormatOf(column), 'HH:mm:ss', 'HH:mm', 'h:mm:ss A', 'h:mm A', 'h A']) {
    const parts = parseParts(text, format);
    if (parts?.hour !== undefined) return viaField(isoTime(parts), column, 'cells.errors.time', vars);
  }
  return refuse('cells.errors.time', vars);
}
