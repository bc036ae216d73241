import type { SqlDialect } from '../../data/dialect';
import { sql, type Sql } from '../sql';
import { addUnits, dayNumber, weekdayFromMonday } from './date-parts';

/**
 * WORKDAY and WORKDAY_DIFF in closed form, without loops (docs/FORMULAS.md; the evaluator's addWorkdays and
 * workdaysBetween).
 */

/** Integer division towards zero, as JavaScript's Math.trunc(a / b) on whole numbers. */
const quotient = (d: SqlDialect, a: Sql, b: number) => (d === 'mysql' ? sql`(${a} DIV ${b})` : sql`(${a} / ${b})`);

/**
 * `date` moved by `days` (a whole SQL integer) working days: whole weeks of five first, then the remaining one to
 * four days, stepping over the weekend they cross. From a weekday w (0 Monday … 6 Sunday), r > 0 days forward take
 * r calendar days while they stay in the week, r + 2 across a weekend, r + 1 from Saturday and r from Sunday;
 * backwards the mirror: k = -r days take k within the week, k + 2 across a weekend, k from Saturday, k + 1 from
 * Sunday.
 */
export function addWorkdays(d: SqlDialect, date: Sql, days: Sql): Sql {
  const weeks = quotient(d, days, 5);
  const rest = sql`(${days} - 5 * ${weeks})`;
  const w = weekdayFromMonday(d, date);
  const forward = sql`(CASE WHEN ${w} = 5 THEN ${rest} + 1 WHEN ${w} = 6 THEN ${rest} WHEN ${w} + ${rest} <= 4 THEN ${rest} ELSE ${rest} + 2 END)`;
  const back = sql`(CASE WHEN ${w} = 5 THEN -${rest} WHEN ${w} = 6 THEN -${rest} + 1 WHEN ${w} + ${rest} >= 0 THEN -${rest} ELSE -${rest} + 2 END)`;
  const calendarDays = sql`(${weeks} * 7 + (CASE WHEN ${rest} > 0 THEN ${forward} WHEN ${rest} < 0 THEN -${back} ELSE 0 END))`;
  return addUnits(d, date, calendarDays, 'day');
}

/**
 * Working days among the Monday-based day indexes 0 … n-1: five per whole week, and the part week's days up to
 * Friday. Index 0 is a Monday; 1970-01-01, day 0, is a Thursday (index 3). The index is moved on by 100 000 weeks
 * so that it is never negative (whole-number division and remainder then floor), which adds the same to both ends.
 */
function workdaysBefore(d: SqlDialect, n: Sql): Sql {
  const shifted = sql`(${n} + 700000)`;
  const left = sql`(${shifted} % 7)`;
  return sql`(5 * ${quotient(d, shifted, 7)} + (CASE WHEN ${left} > 5 THEN 5 ELSE ${left} END))`;
}

/**
 * Working days from `start` to `end` by their UTC days, both counted; negative when `end` comes first (by the
 * moment, as the evaluator): F(to + 4) − F(from + 3), from and to the earlier and later day.
 */
export function workdaysBetween(d: SqlDialect, start: Sql, end: Sql): Sql {
  const [a, b] = [dayNumber(d, start), dayNumber(d, end)];
  const F = (n: Sql, plus: number) => workdaysBefore(d, sql`(${n} + ${plus})`);
  return sql`(CASE WHEN ${end} < ${start} THEN ${F(b, 3)} - ${F(a, 4)} ELSE ${F(b, 4)} - ${F(a, 3)} END)`;
}
