import type { ColumnMeta, ParseResult } from '@basalt/core';
import { metaOf, metaText } from '../shared/column-meta';
import {
  DEFAULT_DATE_FORMAT,
  FALLBACK_DATE_FORMATS,
  formatParts,
  isoDate,
  parseParts,
  type DateParts,
} from '../shared/date-format';
import { isBlank, refuse, viaField } from '../shared/parse';

export const dateFormatOf = (column: ColumnMeta) => metaText(metaOf(column), 'date_format') ?? DEFAULT_DATE_FORMAT;

const PLAIN = /^(\d{4})-(\d{2})-(\d{2})/;

/** A stored day (`YYYY-MM-DD`, or the day of a date-time) in the column's format; other text as it is. */
export function dateToText(value: unknown, column: ColumnMeta): string {
  if (value === null || value === undefined || value === '') return '';
  const m = PLAIN.exec(String(value));
  if (!m) return String(value);
  const parts: DateParts = { year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: 0, minute: 0, second: 0 };
  return formatParts(parts, dateFormatOf(column));
}

/** A day typed in the column's format, or ISO, or docs/PRODUCT.md §5's day-first and month-first forms. */
export function dateFromText(text: string, column: ColumnMeta): ParseResult {
  if (isBlank(text)) return { ok: true, value: null };
  for (const format of [dateFormatOf(column), ...FALLBACK_DATE_FORMATS]) {
    const parts = parseParts(text, format);
    if (parts?.year !== undefined && parts.month !== undefined && parts.day !== undefined) {
      return viaField(isoDate(parts as DateParts), column, 'cells.errors.date', {
        text: text.trim(),
        format: dateFormatOf(column),
      });
    }
  }
  const viaCore = viaField(text.trim(), column, 'cells.errors.date', { format: dateFormatOf(column) });
  return viaCore.ok ? viaCore : refuse('cells.errors.date', { text: text.trim(), format: dateFormatOf(column) });
}
