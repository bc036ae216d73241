import type { SqlDialect } from '../data/dialect';
import type { FormulaNode } from '@basalt/core';
import { NULL, pick, plainPart } from './convert';
import { ZONE, parseIsoDate, sqliteDateText } from './iso-date';
import { bind, raw, sql, type Sql } from './sql';
import type { Compiled, FormulaCompileContext } from './types';

/** What reading a date needs of the context. */
export type DateContext = Pick<FormulaCompileContext, 'dialect' | 'sqliteFunctions'>;

/**
 * Dates in SQL, per database: a date is a UTC timestamp (SQLite: text `YYYY-MM-DD HH:MM:SS.SSS`, which sorts and
 * compares as the moment it names; PostgreSQL: timestamp without time zone; MySQL: datetime(3); MSSQL: datetime2(3)).
 */

/** SQLite's form of a date: the one text every date is normalised to. */
export const sqliteDate = (value: Sql, ...modifiers: Sql[]): Sql =>
  modifiers.length
    ? sql`strftime('%Y-%m-%d %H:%M:%f', ${value}, ${modifiers.reduce((a, b) => sql`${a}, ${b}`)})`
    : sql`strftime('%Y-%m-%d %H:%M:%f', ${value})`;

/** A date field's stored value as a date: `Date` is a calendar day, the others instants in UTC. */
export function dateColumn(d: SqlDialect, column: Sql, uidt: string): Sql {
  return pick(d, {
    sqlite: sqliteDate(column),
    pg: uidt === 'Date' ? sql`CAST(${column} AS timestamp)` : sql`(${column} AT TIME ZONE 'UTC')`,
    mysql: sql`CAST(${column} AS DATETIME(3))`,
    mssql: sql`CAST(${column} AS datetime2(3))`,
  });
}

/** A moment the compiler knows (a literal date text, a fixed NOW()), bound as UTC text. */
export function dateLiteral(d: SqlDialect, date: Date): Sql {
  const text = sqliteDateText(date);
  return pick(d, {
    sqlite: bind(text),
    pg: sql`CAST(${bind(text)} AS timestamp)`,
    mysql: sql`CAST(${bind(text)} AS DATETIME(3))`,
    mssql: sql`CAST(${bind(text)} AS datetime2(3))`,
  });
}

/** The database's current moment in UTC. */
export function currentMoment(d: SqlDialect): Sql {
  return pick(d, {
    sqlite: sql`strftime('%Y-%m-%d %H:%M:%f', 'now')`,
    pg: sql`(now() AT TIME ZONE 'UTC')`,
    mysql: sql`CAST(UTC_TIMESTAMP(3) AS DATETIME(3))`,
    mssql: sql`CAST(SYSUTCDATETIME() AS datetime2(3))`,
  });
}

/** MySQL: an offset (not 'Z'), and its hours and minutes. */
const OFFSET = '[+-][0-9]{2}:?[0-9]{2}$';
const OFFSET_PARTS = '^([+-][0-9]{2}):?([0-9]{2})$';

/**
 * The ISO text the evaluator reads as a date (`ISO_DATE`), narrowed to what PostgreSQL and MySQL read without
 * raising: months 1-12, days 1-31 (a day past the month's end runs into the next, as in JavaScript), hours 0-23,
 * offsets up to ±15:59.
 */
const STRICT_ISO_DATE =
  '^([1-9][0-9]{3}|0[1-9][0-9]{2}|00[1-9][0-9]|000[1-9])-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])' +
  '([T ]([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9]([.][0-9]+)?)?)?(Z|[+-](0[0-9]|1[0-5]):?[0-5][0-9])?$';

/**
 * Text read as a date at query time (a text field where a date is asked for): NULL for blank, and a failure where
 * it is not ISO text. PostgreSQL and MySQL read it with the first of its month and add the days, so that 30
 * February is 1 March as in JavaScript (and SQLite), not an error.
 */
export function textToDate(ctx: DateContext, text: Sql): Compiled {
  const d = ctx.dialect;
  // Each use of the text repeats its SQL: the readings below use it as few times as they can.
  const t = pick(d, { sqlite: sql`trim(${text})`, pg: sql`btrim(${text})`, mysql: sql`TRIM(${text})`, mssql: text });
  const days = sql`(CAST(substr(${t}, 9, 2) AS ${raw(d === 'mysql' ? 'SIGNED' : 'integer')}) - 1)`;
  let value: Sql;
  let valid: Sql;
  switch (d) {
    case 'sqlite':
      // The connection's basalt_date reads exactly what the evaluator reads; SQLite's own functions nearly.
      value = ctx.sqliteFunctions
        ? sql`basalt_date(${t})`
        : sql`(CASE WHEN ${t} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]*' THEN ${sqliteDate(t)} END)`;
      valid = sql`(${value} IS NOT NULL)`;
      break;
    case 'pg': {
      valid = sql`(${t} ~ ${bind(STRICT_ISO_DATE)})`;
      // Text without an offset is UTC: it is given a 'Z'.
      const zoned = sql`(CASE WHEN substr(${t}, 11) ~ ${bind(ZONE)} THEN '' ELSE 'Z' END)`;
      const read = sql`(CAST(overlay(${t} placing '01' from 9 for 2) || ${zoned} AS timestamptz) AT TIME ZONE 'UTC')`;
      value = sql`(CASE WHEN ${valid} THEN ${read} + ${days} * interval '1 day' END)`;
      break;
    }
    case 'mysql': {
      valid = sql`(${t} REGEXP ${bind(STRICT_ISO_DATE)})`;
      const local = sql`CAST(REPLACE(REGEXP_REPLACE(INSERT(${t}, 9, 2, '01'), ${bind(ZONE)}, ''), 'T', ' ') AS DATETIME(3))`;
      // REGEXP_SUBSTR gives empty text, not NULL, when nothing matches.
      const offset = sql`NULLIF(REGEXP_REPLACE(REGEXP_SUBSTR(substr(${t}, 11), ${bind(OFFSET)}), ${bind(OFFSET_PARTS)}, ${bind('\\1:\\2')}), '')`;
      value = sql`(CASE WHEN ${valid} THEN DATE_ADD(CONVERT_TZ(${local}, COALESCE(${offset}, '+00:00'), '+00:00'), INTERVAL ${days} DAY) END)`;
      break;
    }
    case 'mssql':
      value = sql`TRY_CAST(${t} AS datetime2(3))`;
      valid = sql`(${value} IS NOT NULL)`;
      break;
  }
  return { value, type: 'date', error: sql`(${t} <> '' AND NOT ${valid})` };
}

/** The same reading done while compiling, for a literal date text: exact, and bound as UTC. */
export function literalDate(d: SqlDialect, text: string): Compiled {
  const date = parseIsoDate(text);
  if (date === null) return plainPart(NULL, 'date');
  if (date === 'invalid') return { value: NULL, type: 'date', error: sql`(1 = 1)` };
  return plainPart(dateLiteral(d, date), 'date');
}

/**
 * A part read as a date: a date as it is, text as ISO text (a literal one read while compiling), anything else a
 * failure unless blank (the evaluator's `toDate`).
 */
export function toDate(ctx: DateContext, part: Compiled, node?: FormulaNode): Compiled {
  const d = ctx.dialect;
  if (part.type === 'date') return part;
  if (part.type === 'any') return { ...part, value: NULL, type: 'date' };
  if (part.type === 'string') {
    const read = node?.kind === 'string' ? literalDate(d, node.value) : textToDate(ctx, part.value);
    return {
      ...read,
      error: part.error && read.error ? sql`(${part.error} OR ${read.error})` : (part.error ?? read.error),
    };
  }
  return { value: NULL, type: 'date', error: sql`(${part.value} IS NOT NULL)` };
}
