import { SSF } from 'xlsx';
import type { ImportValue } from '@basalt/core';
import { isoText } from './excel-sheets';

/**
 * Which cell styles of an xlsx show numbers as dates, and those numbers as ISO text, for the lean sheet reader
 * (docs/IMPORT.md, "Excel"). The arithmetic follows xlsx 0.18.5's own reading (its `numdate`, `parseDate` and
 * `SSF.is_date`), so a sheet read here gives the values xlsx's full read gave before.
 */

/** ECMA-376 §18.8.30: built-in ids that are dates in East Asian locales and that styles.xml need not spell out. */
const IMPLICIT_DATE_IDS = new Set([27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/** One flag per cell format (`cellXfs` index, the `s` of a cell): does it show a date or a time? */
export function dateStyleFlags(
  cellXfs: readonly { numFmtId?: number | string }[] | undefined,
  formats: Readonly<Record<number, string | undefined>>,
): boolean[] {
  return (cellXfs ?? []).map((xf) => {
    const id = Number(xf?.numFmtId ?? 0);
    const format = formats[id];
    // Built-in ids 14-22 and 45-47 are in xlsx's table of formats; custom ones were loaded from styles.xml.
    if (typeof format !== 'string') return IMPLICIT_DATE_IDS.has(id);
    return Boolean(SSF.is_date(format));
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** 1900 system day 0 (Excel counts from 1899-12-30 once its 1900 leap-day bug is past), in local time as xlsx does. */
const BASE_DATE = new Date(1899, 11, 30, 0, 0, 0);
const REF_OFFSET = new Date().getTimezoneOffset();
const THRESHOLD = BASE_DATE.getTime() + (REF_OFFSET - BASE_DATE.getTimezoneOffset()) * 60000;
/** Days between the 1900 and the 1904 date systems' day 0. */
const DAYS_1904 = 1462;

/** A date serial (days since the workbook's day 0, the fraction the time of day) as ISO text. */
export function serialDateText(serial: number, date1904: boolean): ImportValue {
  const date = new Date((date1904 ? serial + DAYS_1904 : serial) * DAY_MS + THRESHOLD);
  // A serial on the other side of a daylight-saving change from today is moved back to the same wall clock time.
  if (date.getTimezoneOffset() !== REF_OFFSET)
    date.setTime(date.getTime() + (date.getTimezoneOffset() - REF_OFFSET) * 60000);
  return isoText(date);
}

/** A `t="d"` cell's ISO 8601 text, read as local wall clock time (xlsx's `parseDate(text, 1)`). */
export function isoCellText(text: string): ImportValue {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return null;
  date.setTime(date.getTime() + date.getTimezoneOffset() * 60000);
  return isoText(date);
}
