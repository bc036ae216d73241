import type { DateUnit } from '@basalt/core';
import type { SqlDialect } from '../../data/dialect';
import { mysqlText, pick } from '../convert';
import { sqliteDate } from '../date-sql';
import { raw, sql, type Sql } from '../sql';

/** Parts and arithmetic of dates per database (UTC; weeks start on Monday). */

const UNIT_MS: Partial<Record<DateUnit, number>> = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 604_800_000,
};
const UNIT_MONTHS: Partial<Record<DateUnit, number>> = { month: 1, quarter: 3, year: 12 };

export const year = (d: SqlDialect, x: Sql) =>
  pick(d, {
    sqlite: sql`CAST(strftime('%Y', ${x}) AS INTEGER)`,
    pg: sql`CAST(extract(year from ${x}) AS integer)`,
    mysql: sql`YEAR(${x})`,
    mssql: sql`YEAR(${x})`,
  });

export const month = (d: SqlDialect, x: Sql) =>
  pick(d, {
    sqlite: sql`CAST(strftime('%m', ${x}) AS INTEGER)`,
    pg: sql`CAST(extract(month from ${x}) AS integer)`,
    mysql: sql`MONTH(${x})`,
    mssql: sql`MONTH(${x})`,
  });

export const dayOfMonth = (d: SqlDialect, x: Sql) =>
  pick(d, {
    sqlite: sql`CAST(strftime('%d', ${x}) AS INTEGER)`,
    pg: sql`CAST(extract(day from ${x}) AS integer)`,
    mysql: sql`DAYOFMONTH(${x})`,
    mssql: sql`DAY(${x})`,
  });

/** The day of the week, 0 for Sunday to 6 for Saturday. */
export const dayOfWeek = (d: SqlDialect, x: Sql) =>
  pick(d, {
    sqlite: sql`CAST(strftime('%w', ${x}) AS INTEGER)`,
    pg: sql`CAST(extract(dow from ${x}) AS integer)`,
    mysql: sql`(DAYOFWEEK(${x}) - 1)`,
    mssql: sql`((DATEPART(weekday, ${x}) + @@DATEFIRST - 1) % 7)`,
  });

/** The day of the week counted from Monday: 0 for Monday to 6 for Sunday. */
export const weekdayFromMonday = (d: SqlDialect, x: Sql) => sql`((${dayOfWeek(d, x)} + 6) % 7)`;

/** Days since 1970-01-01 of the date's UTC day. */
export const dayNumber = (d: SqlDialect, x: Sql) =>
  pick(d, {
    sqlite: sql`CAST(julianday(date(${x})) - 2440587.5 AS INTEGER)`,
    pg: sql`(CAST(${x} AS date) - DATE '1970-01-01')`,
    mysql: sql`(TO_DAYS(${x}) - 719528)`,
    mssql: sql`DATEDIFF(day, '19700101', ${x})`,
  });

/** The date moved by `count` (a whole number) units; months clamp the day to the month's last. */
export function addUnits(d: SqlDialect, x: Sql, count: Sql, unit: DateUnit): Sql {
  const months = UNIT_MONTHS[unit];
  const [n, step] =
    unit === 'week'
      ? [sql`${count} * 7`, 'day']
      : months && months > 1
        ? [sql`${count} * ${months}`, 'month']
        : [count, unit];
  switch (d) {
    case 'sqlite': {
      const modifier = sql`CAST(${n} AS TEXT) || ${raw(`' ${step}s'`)}`;
      // 'floor' keeps 31 January + 1 month at the end of February instead of running into March.
      return months ? sqliteDate(x, modifier, raw("'floor'")) : sqliteDate(x, modifier);
    }
    case 'pg':
      return sql`(${x} + ${n} * ${raw(`interval '1 ${step}'`)})`;
    case 'mysql':
      return sql`DATE_ADD(${x}, INTERVAL ${n} ${raw(step.toUpperCase())})`;
    case 'mssql':
      return sql`DATEADD(${raw(step)}, ${n}, ${x})`;
  }
}

/** Text of the time into the month (`DD HH:MM:SS.mmm`), which orders as the moments do. */
const intoMonth = (d: SqlDialect, x: Sql) =>
  pick(d, {
    sqlite: sql`substr(${x}, 9)`,
    pg: sql`to_char(${x}, 'DD HH24:MI:SS.MS')`,
    mysql: sql`DATE_FORMAT(${x}, '%d %H:%i:%s.%f')`,
    mssql: sql`FORMAT(${x}, 'dd HH:mm:ss.fff')`,
  });

/** Whole months from `early` to `late` (late not before early): a month counts once its day and time are reached. */
function monthsBetween(d: SqlDialect, late: Sql, early: Sql): Sql {
  const calendar = sql`((${year(d, late)} - ${year(d, early)}) * 12 + ${month(d, late)} - ${month(d, early)})`;
  return sql`(${calendar} - (CASE WHEN ${intoMonth(d, late)} < ${intoMonth(d, early)} THEN 1 ELSE 0 END))`;
}

/** Milliseconds from `b` to `a`, as a whole number. */
const millisBetween = (d: SqlDialect, a: Sql, b: Sql) =>
  pick(d, {
    sqlite: sql`CAST(round((julianday(${a}) - julianday(${b})) * 86400000) AS INTEGER)`,
    pg: sql`round(extract(epoch from (${a} - ${b})) * 1000)`,
    mysql: sql`(TIMESTAMPDIFF(MICROSECOND, ${b}, ${a}) DIV 1000)`,
    mssql: sql`DATEDIFF_BIG(millisecond, ${b}, ${a})`,
  });

/** Whole units `a` is after `b` (negative when before), counted towards zero. */
export function diffUnits(d: SqlDialect, a: Sql, b: Sql, unit: DateUnit): Sql {
  const ms = UNIT_MS[unit];
  if (ms !== undefined) {
    const millis = millisBetween(d, a, b);
    return pick(d, {
      sqlite: sql`(${millis} / ${ms})`,
      pg: sql`trunc(${millis} / ${ms})`,
      mysql: sql`(${millis} DIV ${ms})`,
      mssql: sql`(${millis} / ${ms})`,
    });
  }
  const per = UNIT_MONTHS[unit]!;
  const whole = (m: Sql) => (per === 1 ? m : sql`floor(${m} / ${per})`);
  return sql`(CASE WHEN ${a} >= ${b} THEN ${whole(monthsBetween(d, a, b))} ELSE -${whole(monthsBetween(d, b, a))} END)`;
}

/** A value equal for two dates exactly when they fall in the same unit (its start, or text naming it). */
export function unitKey(d: SqlDialect, x: Sql, unit: DateUnit): Sql {
  switch (d) {
    case 'sqlite': {
      const prefix = { second: 19, minute: 16, hour: 13, day: 10, month: 7, year: 4 } as Partial<
        Record<DateUnit, number>
      >;
      if (prefix[unit]) return sql`substr(${x}, 1, ${prefix[unit]})`;
      if (unit === 'week') return sql`date(${x}, '-' || ${weekdayFromMonday(d, x)} || ' days')`;
      return sql`(substr(${x}, 1, 4) || ((${month(d, x)} - 1) / 3))`;
    }
    case 'pg':
      return sql`date_trunc(${raw(`'${unit}'`)}, ${x})`;
    case 'mysql': {
      const formats = {
        second: '%Y-%m-%d %H:%i:%s',
        minute: '%Y-%m-%d %H:%i',
        hour: '%Y-%m-%d %H',
        day: '%Y-%m-%d',
        month: '%Y-%m',
        year: '%Y',
      } as Partial<Record<DateUnit, string>>;
      if (formats[unit]) return sql`DATE_FORMAT(${x}, ${raw(`'${formats[unit]}'`)})`;
      if (unit === 'week') return sql`DATE_SUB(DATE(${x}), INTERVAL WEEKDAY(${x}) DAY)`;
      return sql`CONCAT(YEAR(${x}), '-', QUARTER(${x}))`;
    }
    case 'mssql':
      if (unit === 'week') return sql`DATEADD(day, -${weekdayFromMonday(d, x)}, CAST(${x} AS date))`;
      return sql`DATEADD(${raw(unit)}, DATEDIFF(${raw(unit)}, 0, ${x}), 0)`;
  }
}

/** The date's token texts for DATETIME_FORMAT (YYYY, MM, DD, HH, mm, ss), zero-padded. */
export function formatToken(d: SqlDialect, x: Sql, token: 'YYYY' | 'MM' | 'DD' | 'HH' | 'mm' | 'ss'): Sql {
  const codes = {
    sqlite: { YYYY: '%Y', MM: '%m', DD: '%d', HH: '%H', mm: '%M', ss: '%S' },
    pg: { YYYY: 'YYYY', MM: 'MM', DD: 'DD', HH: 'HH24', mm: 'MI', ss: 'SS' },
    mysql: { YYYY: '%Y', MM: '%m', DD: '%d', HH: '%H', mm: '%i', ss: '%s' },
    mssql: { YYYY: 'yyyy', MM: 'MM', DD: 'dd', HH: 'HH', mm: 'mm', ss: 'ss' },
  }[d][token];
  const code = raw(`'${codes}'`);
  return pick(d, {
    sqlite: sql`strftime(${code}, ${x})`,
    pg: sql`to_char(${x}, ${code})`,
    mysql: sql`DATE_FORMAT(${x}, ${code})`,
    mssql: sql`FORMAT(${x}, ${code})`,
  });
}

/** `YYYY-MM-DD` of a date. */
export const dateOnlyText = (d: SqlDialect, x: Sql) =>
  pick(d, {
    sqlite: sql`substr(${x}, 1, 10)`,
    pg: sql`to_char(${x}, 'YYYY-MM-DD')`,
    mysql: mysqlText(sql`DATE_FORMAT(${x}, '%Y-%m-%d')`),
    mssql: sql`CONVERT(nvarchar(10), ${x}, 23)`,
  });

/** The start of the date's UTC day. */
export const startOfDay = (d: SqlDialect, x: Sql) =>
  pick(d, {
    sqlite: sqliteDate(x, raw("'start of day'")),
    pg: sql`date_trunc('day', ${x})`,
    mysql: sql`CAST(DATE(${x}) AS DATETIME(3))`,
    mssql: sql`CAST(CAST(${x} AS date) AS datetime2(3))`,
  });
