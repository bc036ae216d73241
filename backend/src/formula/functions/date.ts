import { WEEK_DAYS, dateUnitOf, type DateUnit, type FormulaFunctionName } from '@basalt/core';
import type { SqlDialect } from '../../data/dialect';
import { asBool, toNumber, toText, withErrors } from '../convert';
import { currentMoment, dateLiteral, toDate } from '../date-sql';
import { raw, sql, type Sql } from '../sql';
import type { Compiled, FunctionCompiler } from '../types';
import {
  addUnits,
  dateOnlyText,
  dayOfMonth,
  dayOfWeek,
  diffUnits,
  formatToken,
  month,
  startOfDay,
  unitKey,
  year,
} from './date-parts';
import { literalText } from './shared';
import { whole } from './text-sql';
import { addWorkdays, workdaysBetween } from './workdays';

/** Dates (docs/FORMULAS.md, dates): the evaluator's DATE_IMPLS in SQL. */

type DateCompute = (
  d: SqlDialect,
  dates: Sql[],
  rest: Compiled[],
  unit: (index: number, fallback: DateUnit) => DateUnit,
) => Sql;

/**
 * A function of dates (its first `count` arguments read as dates): any blank date gives blank. The SQL of numbers,
 * texts and dates gives NULL for a NULL date by itself; true/false (a condition turned into 1 or 0) is told.
 */
const onDates =
  (count: number, type: Compiled['type'], compute: DateCompute): FunctionCompiler =>
  (args, call, ctx) => {
    const d = ctx.dialect;
    const dates = args.slice(0, count).map((a, i) => toDate(ctx, a, call.args[i]));
    const unit = (index: number, fallback: DateUnit) => dateUnitOf(literalText(call, index) ?? '') ?? fallback;
    const values = dates.map((p) => p.value);
    const computed = compute(d, values, args.slice(count), unit);
    const blank = values.map((v) => sql`${v} IS NULL`).reduce((a, b) => sql`${a} OR ${b}`);
    return {
      value: type === 'boolean' ? sql`(CASE WHEN ${blank} THEN NULL ELSE ${computed} END)` : computed,
      type,
      error: withErrors(null, ...dates, ...args.slice(count)),
    };
  };

/** A count argument as a whole number (blank gives blank: NULL propagates through the arithmetic). */
const wholeCount = (d: SqlDialect, part: Compiled) => whole(d, toNumber(d, part));

const now = (ctx: { dialect: SqlDialect; now?: Date }) =>
  ctx.now ? dateLiteral(ctx.dialect, ctx.now) : currentMoment(ctx.dialect);

const FORMAT_TOKENS = ['YYYY', 'MM', 'DD', 'HH', 'mm', 'ss'] as const;

export const DATE_COMPILERS = {
  NOW: (_args, _call, ctx) => ({ value: now(ctx), type: 'date', error: null }),
  TODAY: (_args, _call, ctx) => ({ value: startOfDay(ctx.dialect, now(ctx)), type: 'date', error: null }),
  DATEADD: onDates(1, 'date', (d, [date], [count], unit) => addUnits(d, date!, wholeCount(d, count!), unit(2, 'day'))),
  DATETIME_DIFF: onDates(2, 'numeric', (d, [a, b], _rest, unit) => diffUnits(d, a!, b!, unit(2, 'second'))),
  DATETIME_FORMAT: onDates(1, 'string', (d, [date], [format]) => {
    if (!format) return dateOnlyText(d, date!);
    // Each token replaced in turn: what replaces one is digits, so it never forms another (the evaluator's regex).
    const text = toText(d, format);
    const replaced = FORMAT_TOKENS.reduce(
      (acc, token) =>
        d === 'mssql'
          ? sql`REPLACE(${acc} COLLATE Latin1_General_BIN2, ${raw(`'${token}'`)}, ${formatToken(d, date!, token)})`
          : sql`replace(${acc}, ${raw(`'${token}'`)}, ${formatToken(d, date!, token)})`,
      text,
    );
    return sql`(CASE WHEN ${text} IS NULL THEN ${dateOnlyText(d, date!)} ELSE ${replaced} END)`;
  }),
  DATESTR: onDates(1, 'string', (d, [date]) => dateOnlyText(d, date!)),
  WEEKDAY: (args, call, ctx) =>
    onDates(1, 'numeric', (d, [date]) => {
      const named = literalText(call, 1)?.toLowerCase();
      const first = Math.max(named ? WEEK_DAYS.indexOf(named as (typeof WEEK_DAYS)[number]) : 1, 0);
      return sql`((${dayOfWeek(d, date!)} - ${first} + 7) % 7)`;
    })(args, call, ctx),
  YEAR: onDates(1, 'numeric', (d, [date]) => year(d, date!)),
  MONTH: onDates(1, 'numeric', (d, [date]) => month(d, date!)),
  DAY: onDates(1, 'numeric', (d, [date]) => dayOfMonth(d, date!)),
  IS_AFTER: onDates(2, 'boolean', (_d, [a, b]) => asBool(sql`${a} > ${b}`)),
  IS_BEFORE: onDates(2, 'boolean', (_d, [a, b]) => asBool(sql`${a} < ${b}`)),
  IS_SAME: (args, call, ctx) =>
    onDates(2, 'boolean', (d, [a, b], _rest, unit) =>
      literalText(call, 2) === undefined
        ? asBool(sql`${a} = ${b}`)
        : asBool(sql`${unitKey(d, a!, unit(2, 'second'))} = ${unitKey(d, b!, unit(2, 'second'))}`),
    )(args, call, ctx),
  WORKDAY: onDates(1, 'date', (d, [date], [days]) => addWorkdays(d, date!, wholeCount(d, days!))),
  WORKDAY_DIFF: onDates(2, 'numeric', (d, [start, end]) => workdaysBetween(d, start!, end!)),
} satisfies Partial<Record<FormulaFunctionName, FunctionCompiler>>;
