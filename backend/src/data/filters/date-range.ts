import type { DateSubOp, FilterScalar } from '@basalt/core';
import { asInstant } from '@basalt/core';

/** A range of whole UTC days, `[start, end)`, as epoch milliseconds of midnight. */
export interface DayRange {
  start: number;
  end: number;
}

const DAY = 86_400_000;

const midnight = (time: number) => Math.floor(time / DAY) * DAY;

/** `months` calendar months from `day` (a UTC midnight), the day of the month kept where it exists (Jan 31 -> Feb 28). */
function addMonths(day: number, months: number): number {
  const date = new Date(day);
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Date.UTC(y, m, Math.min(date.getUTCDate(), last));
}

const single = (day: number): DayRange => ({ start: day, end: day + DAY });

type RangeOf = (today: number, days: number, exact: number) => DayRange;

/** Each date sub-op of docs/API.md §2.2 as the days it covers, counted from today (UTC). */
const SUB_OP_RANGES: Record<DateSubOp, RangeOf> = {
  today: (t) => single(t),
  tomorrow: (t) => single(t + DAY),
  yesterday: (t) => single(t - DAY),
  oneWeekAgo: (t) => single(t - 7 * DAY),
  oneWeekFromNow: (t) => single(t + 7 * DAY),
  oneMonthAgo: (t) => single(addMonths(t, -1)),
  oneMonthFromNow: (t) => single(addMonths(t, 1)),
  daysAgo: (t, n) => single(t - n * DAY),
  daysFromNow: (t, n) => single(t + n * DAY),
  exactDate: (_t, _n, exact) => single(exact),
  pastWeek: (t) => ({ start: t - 7 * DAY, end: t + DAY }),
  pastMonth: (t) => ({ start: addMonths(t, -1), end: t + DAY }),
  pastYear: (t) => ({ start: addMonths(t, -12), end: t + DAY }),
  nextWeek: (t) => ({ start: t, end: t + 8 * DAY }),
  nextMonth: (t) => ({ start: t, end: addMonths(t, 1) + DAY }),
  nextYear: (t) => ({ start: t, end: addMonths(t, 12) + DAY }),
  pastNumberOfDays: (t, n) => ({ start: t - n * DAY, end: t + DAY }),
  nextNumberOfDays: (t, n) => ({ start: t, end: t + (n + 1) * DAY }),
};

/** The days a sub-op and its value (days or a date, as `validateWhere` left them) cover. */
export function subOpRange(subOp: DateSubOp, value: FilterScalar | undefined, now: Date): DayRange | undefined {
  const today = midnight(now.getTime());
  const days = typeof value === 'number' ? value : 0;
  let exact = today;
  if (subOp === 'exactDate') {
    const instant = asInstant(String(value ?? ''));
    if (!instant) return undefined;
    exact = midnight(instant.getTime());
  }
  return SUB_OP_RANGES[subOp](today, days, exact);
}

/** `YYYY-MM-DD` of a UTC midnight. */
export const dayText = (time: number) => new Date(time).toISOString().slice(0, 10);
