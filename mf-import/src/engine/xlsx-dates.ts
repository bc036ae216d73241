import { SSF } from 'xlsx';
import type { ImportValue } from '@basalt/core';

/**
 * Which cell styles of a workbook show numbers as dates, and those numbers as ISO text, for both sheet readers
 * (docs/IMPORT.md, "Excel"). Which formats are dates follows xlsx 0.18.5 (`SSF.is_date`); the dates themselves are
 * counted without a time zone (see `serialDateText`).
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
/** 1900 system day 0: Excel counts from 1899-12-30 once its 1900 leap-day bug is past. */
const DAY_ZERO_MS = Date.UTC(1899, 11, 30);
/** Days between the 1900 and the 1904 date systems' day 0. */
const DAYS_1904 = 1462;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A wall-clock moment (milliseconds on a UTC clock that stands for the workbook's own clock) as ISO text: the day
 * alone when it has no time of day, else day and time, to the second.
 */
function wallClockText(ms: number): string {
  const d = new Date(Math.round(ms / 1000) * 1000);
  const day = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  if (!d.getUTCHours() && !d.getUTCMinutes() && !d.getUTCSeconds()) return day;
  return `${day}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/**
 * A date serial (days since the workbook's day 0, the fraction the time of day) as ISO text. A workbook's dates
 * are wall-clock times with no zone, so they are counted on a UTC clock: the importer's own time zone must not
 * move them. (xlsx 0.18.5 counts in local time, and where a zone's offset in 1899 was not whole minutes, as in
 * India, Ireland, the Netherlands or China, every date it read came out seconds early: 1990-05-17 as
 * 1990-05-16T23:59:50.)
 */
export function serialDateText(serial: number, date1904: boolean): ImportValue {
  return wallClockText((date1904 ? serial + DAYS_1904 : serial) * DAY_MS + DAY_ZERO_MS);
}

const ISO_PARTS = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}(?:\.\d+)?))?)?/;

/** A `t="d"` cell's ISO 8601 text, its wall clock as written (a zone suffix, if any, is not applied). */
export function isoCellText(text: string): ImportValue {
  const parts = ISO_PARTS.exec(text.trim());
  if (!parts) return null;
  const [, year, month, day, hours = '0', minutes = '0', seconds = '0'] = parts;
  const ms = Date.UTC(+year!, +month! - 1, +day!, +hours, +minutes) + Math.round(parseFloat(seconds) * 1000);
  return Number.isNaN(ms) ? null : wallClockText(ms);
}

/**
 * An OpenDocument cell's date as xlsx hands it on (`new Date(text)` of its `office:date-value`): a day alone
 * ("1990-05-17", as LibreOffice writes a date) comes as UTC midnight, a day and time ("2024-01-02T13:45:10") as
 * that wall clock in the local time zone. Either way the text's own wall clock is read back. (A time written with
 * a zone, which LibreOffice does not write, is read on the local clock; one falling on UTC midnight as the day alone.)
 */
export function openDocumentDateText(date: Date): ImportValue {
  const ms = date.getTime();
  if (Number.isNaN(ms)) return null;
  return ms % DAY_MS === 0 ? wallClockText(ms) : wallClockText(ms - date.getTimezoneOffset() * 60000);
}
