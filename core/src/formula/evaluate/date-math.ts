import type { DateUnit } from '../functions/date.js';
import { dateText } from './values.js';

const MS: Partial<Record<DateUnit, number>> = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
};
const MONTHS: Partial<Record<DateUnit, number>> = { month: 1, quarter: 3, year: 12 };
const DAY_MS = 86_400_000;

/** `date` moved by whole `count` units; months keep the day, clamped to the month's last (31 Jan + 1 month = 28/29 Feb). */
export function addUnits(date: Date, count: number, unit: DateUnit): Date {
  const whole = Math.trunc(count);
  const fixed = MS[unit];
  if (fixed !== undefined) return new Date(date.getTime() + whole * fixed);
  const months = date.getUTCMonth() + whole * MONTHS[unit]!;
  const year = date.getUTCFullYear() + Math.floor(months / 12);
  const month = ((months % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moved = new Date(date.getTime());
  moved.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return moved;
}

/**
 * How many whole units `a` is after `b` (negative when before), counted towards zero. A month counts once the later
 * date's day and time of the month reach the earlier's: 31 January to 29 February is 0 months, to 31 March 2.
 */
export function diffUnits(a: Date, b: Date, unit: DateUnit): number {
  const fixed = MS[unit];
  if (fixed !== undefined) return Math.trunc((a.getTime() - b.getTime()) / fixed);
  const sign = a.getTime() >= b.getTime() ? 1 : -1;
  const [late, early] = sign > 0 ? [a, b] : [b, a];
  let months = (late.getUTCFullYear() - early.getUTCFullYear()) * 12 + late.getUTCMonth() - early.getUTCMonth();
  if (intoMonth(late) < intoMonth(early)) months -= 1;
  return sign * Math.trunc(months / MONTHS[unit]!);
}

/** Milliseconds since the start of the date's month. */
const intoMonth = (date: Date) =>
  (date.getUTCDate() - 1) * DAY_MS + (date.getTime() - Math.floor(date.getTime() / DAY_MS) * DAY_MS);

/** The start of the `unit` that holds `date` (weeks start on Monday). */
export function startOf(date: Date, unit: DateUnit): number {
  const fixed = MS[unit];
  if (unit === 'week') {
    const day = Math.floor(date.getTime() / DAY_MS) * DAY_MS;
    return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
  }
  if (fixed !== undefined) return Math.floor(date.getTime() / fixed) * fixed;
  const month = date.getUTCMonth();
  const first = unit === 'year' ? 0 : unit === 'quarter' ? month - (month % 3) : month;
  return Date.UTC(date.getUTCFullYear(), first, 1);
}

const isWeekend = (time: number) => {
  const day = new Date(time).getUTCDay();
  return day === 0 || day === 6;
};

/** `date` moved by `days` working days (Monday to Friday), keeping its time of day; 0 days leaves it as it is. */
export function addWorkdays(date: Date, days: number): Date {
  let left = Math.trunc(days);
  const direction = Math.sign(left);
  let time = date.getTime() + Math.trunc(left / 5) * 7 * DAY_MS;
  left %= 5;
  while (left !== 0) {
    time += direction * DAY_MS;
    if (!isWeekend(time)) left -= direction;
  }
  return new Date(time);
}

/** Working days from `start` to `end` by their UTC dates, both counted; negative when `end` comes first. */
export function workdaysBetween(start: Date, end: Date): number {
  const from = Math.floor(Math.min(start.getTime(), end.getTime()) / DAY_MS);
  const to = Math.floor(Math.max(start.getTime(), end.getTime()) / DAY_MS);
  const weeks = Math.floor((to - from + 1) / 7);
  let count = weeks * 5;
  for (let day = from + weeks * 7; day <= to; day++) if (!isWeekend(day * DAY_MS)) count++;
  return end.getTime() < start.getTime() ? -count : count;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const TOKENS: Record<string, (d: Date) => string> = {
  YYYY: (d) => pad(d.getUTCFullYear(), 4),
  MM: (d) => pad(d.getUTCMonth() + 1),
  DD: (d) => pad(d.getUTCDate()),
  HH: (d) => pad(d.getUTCHours()),
  mm: (d) => pad(d.getUTCMinutes()),
  ss: (d) => pad(d.getUTCSeconds()),
};

/** The date written with the format's tokens (YYYY, MM, DD, HH, mm, ss) replaced; other characters as they are. */
export function formatDate(date: Date, format: string | null): string {
  if (format === null) return dateText(date);
  return format.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => TOKENS[token]!(date));
}
