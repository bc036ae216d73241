import { type DATE_FUNCTIONS, WEEK_DAYS, dateUnitOf, type DateUnit } from '../functions/date.js';
import { addUnits, addWorkdays, diffUnits, formatDate, startOf, workdaysBetween } from './date-math.js';
import { plain, type FunctionImpl } from './function-impl.js';
import { dateText, isError, toDate, toNumber, toText, type FormulaValue, type Outcome } from './values.js';

/** A function of dates (its first `dates` arguments read as dates): a blank date gives blank. */
const onDates = (dates: number, compute: (dates: Date[], rest: FormulaValue[]) => Outcome) =>
  plain((args) => {
    const read = args.slice(0, dates).map(toDate);
    const failed = read.find(isError);
    if (failed) return failed;
    if (read.some((d) => d === null)) return null;
    return compute(read as Date[], args.slice(dates));
  });

/** The unit a (checked, literal) unit argument names; `fallback` when left out. */
const unitOf = (value: FormulaValue | undefined, fallback: DateUnit): DateUnit =>
  value === undefined || value === null ? fallback : (dateUnitOf(toText(value)) ?? fallback);

const midnight = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

export const DATE_IMPLS = {
  NOW: plain((_, clock) => clock.now),
  TODAY: plain((_, clock) => midnight(clock.now)),
  DATEADD: onDates(1, ([date], [count, unit]) => {
    const n = toNumber(count ?? null);
    return n === null ? null : addUnits(date!, n, unitOf(unit, 'day'));
  }),
  DATETIME_DIFF: onDates(2, ([a, b], [unit]) => diffUnits(a!, b!, unitOf(unit, 'second'))),
  DATETIME_FORMAT: onDates(1, ([date], [format]) =>
    formatDate(date!, format === undefined || format === null ? null : toText(format)),
  ),
  DATESTR: onDates(1, ([date]) => dateText(date!)),
  WEEKDAY: onDates(1, ([date], [first]) => {
    const firstDay = first ? WEEK_DAYS.indexOf(toText(first).toLowerCase() as (typeof WEEK_DAYS)[number]) : 1;
    return (date!.getUTCDay() - Math.max(firstDay, 0) + 7) % 7;
  }),
  YEAR: onDates(1, ([date]) => date!.getUTCFullYear()),
  MONTH: onDates(1, ([date]) => date!.getUTCMonth() + 1),
  DAY: onDates(1, ([date]) => date!.getUTCDate()),
  IS_AFTER: onDates(2, ([a, b]) => a!.getTime() > b!.getTime()),
  IS_BEFORE: onDates(2, ([a, b]) => a!.getTime() < b!.getTime()),
  IS_SAME: onDates(2, ([a, b], [unit]) =>
    unit === undefined || unit === null
      ? a!.getTime() === b!.getTime()
      : startOf(a!, unitOf(unit, 'second')) === startOf(b!, unitOf(unit, 'second')),
  ),
  WORKDAY: onDates(1, ([date], [days]) => {
    const n = toNumber(days ?? null);
    return n === null ? null : addWorkdays(date!, n);
  }),
  WORKDAY_DIFF: onDates(2, ([start, end]) => workdaysBetween(start!, end!)),
} satisfies Record<keyof typeof DATE_FUNCTIONS, FunctionImpl>;
