import type { ValueType } from '@basalt/core';
import type { SqlDialect } from '../data/dialect';
import { bind, join, raw, sql, type Sql } from './sql';
import type { Compiled } from './types';

/** Conversions between the value types, per database (docs/FORMULAS.md: types; representation: `Compiled`). */

export const pick = <T>(dialect: SqlDialect, choices: Record<SqlDialect, T>): T => choices[dialect];

export const NULL = raw('NULL');

/** Conditions that always or never hold (MSSQL has no TRUE/FALSE literals). */
export const never = (d: SqlDialect) => raw(d === 'mssql' ? '(1=0)' : 'FALSE');
export const always = (d: SqlDialect) => raw(d === 'mssql' ? '(1=1)' : 'TRUE');

/** A condition as a value: 1 when it holds, 0 otherwise (an unknown condition is 0). */
export const asBool = (condition: Sql): Sql => sql`(CASE WHEN ${condition} THEN 1 ELSE 0 END)`;

/** Whether a true/false value is 1 (conditions are turned into values, so every one is two-valued). */
export const isTrue = (value: Sql): Sql => sql`(COALESCE(${value}, 0) = 1)`;

/** A part that cannot fail. */
export const plainPart = (value: Sql, type: ValueType): Compiled => ({ value, type, error: null });

/** The failure conditions of the parts that have one, joined with OR (null when none can fail). */
export function anyError(parts: readonly (Compiled | Sql | null)[]): Sql | null {
  const errors = parts.map((p) => (p === null ? null : 'type' in p ? p.error : p)).filter((e): e is Sql => e !== null);
  if (!errors.length) return null;
  return errors.length === 1 ? errors[0]! : sql`(${join(errors, ' OR ')})`;
}

/** A failure condition made of the parts' and the function's own one. */
export const withErrors = (own: Sql | null, ...parts: Compiled[]): Sql | null => anyError([...parts, own]);

export function numberLiteral(d: SqlDialect, value: number): Sql {
  const type = pick(d, { sqlite: 'REAL', pg: 'double precision', mysql: 'DOUBLE', mssql: 'float' });
  return sql`CAST(${bind(value)} AS ${type})`;
}

/**
 * MySQL: text in one collation, utf8mb4_bin, stated explicitly. Texts of different collations (a column's, the
 * connection's for CAST … AS CHAR) cannot meet in CONCAT or a comparison there ("illegal mix of collations"); the
 * formula's texts compare case-sensitively anyway.
 */
export const mysqlText = (text: Sql): Sql => sql`(CONVERT(${text} USING utf8mb4) COLLATE utf8mb4_bin)`;

export function textLiteral(d: SqlDialect, value: string): Sql {
  if (d === 'pg') return sql`CAST(${bind(value)} AS text)`;
  if (d === 'mssql') return sql`CAST(${bind(value)} AS nvarchar(max))`;
  if (d === 'mysql') return mysqlText(bind(value));
  return bind(value);
}

/** A number in floating point (integers divide exactly, decimals become doubles as in the evaluator). */
export function asFloat(d: SqlDialect, value: Sql): Sql {
  const type = pick(d, { sqlite: 'REAL', pg: 'double precision', mysql: 'DOUBLE', mssql: 'float' });
  return sql`CAST(${value} AS ${type})`;
}

/** The text of a number as JavaScript writes it (4, not 4.0; 12.5, not 12.50). */
function numberText(d: SqlDialect, n: Sql): Sql {
  if (d === 'sqlite') {
    // SQLite writes 17 digits; JavaScript the fewest that read back as the same number (printf stops at 16).
    const digits = (precision: number) => sql`printf(${raw(`'%.${precision}g'`)}, ${n})`;
    const exact = (precision: number) => sql`CAST(${digits(precision)} AS REAL) = ${n}`;
    return sql`(CASE WHEN ${n} IS NULL THEN NULL WHEN ${n} = trunc(${n}) AND abs(${n}) < 1e15 THEN CAST(CAST(${n} AS INTEGER) AS TEXT) WHEN ${exact(15)} THEN ${digits(15)} WHEN ${exact(16)} THEN ${digits(16)} ELSE CAST(${n} AS TEXT) END)`;
  }
  if (d === 'pg') return sql`CAST(CAST(${n} AS double precision) AS text)`;
  if (d === 'mysql') return mysqlText(sql`CAST(CAST(${n} AS DOUBLE) AS CHAR)`);
  return sql`CONVERT(nvarchar(max), CAST(${n} AS float), 3)`;
}

/** A date as `YYYY-MM-DD HH:mm:ss` (UTC), how the evaluator writes one as text. */
export function dateTimeText(d: SqlDialect, date: Sql): Sql {
  return pick(d, {
    sqlite: sql`substr(${date}, 1, 19)`,
    pg: sql`to_char(${date}, 'YYYY-MM-DD HH24:MI:SS')`,
    mysql: mysqlText(sql`DATE_FORMAT(${date}, '%Y-%m-%d %H:%i:%s')`),
    mssql: sql`CONVERT(nvarchar(19), ${date}, 120)`,
  });
}

/** Any part as text; blank stays blank (NULL). */
export function toText(d: SqlDialect, part: Compiled): Sql {
  switch (part.type) {
    case 'string':
      return part.value;
    case 'numeric':
      return numberText(d, part.value);
    case 'boolean':
      return sql`(CASE WHEN ${part.value} = 1 THEN 'true' WHEN ${part.value} = 0 THEN 'false' END)`;
    case 'date':
      return dateTimeText(d, part.value);
    case 'any':
      return pick(d, { sqlite: NULL, pg: raw('CAST(NULL AS text)'), mysql: NULL, mssql: NULL });
  }
}

/** Any part as text, blank as empty text (`&`, CONCAT). */
export const toTextOrEmpty = (d: SqlDialect, part: Compiled): Sql => sql`COALESCE(${toText(d, part)}, '')`;

/** SQLite: the text without a leading + or -. */
const withoutSign = (t: Sql) => sql`(CASE WHEN substr(${t}, 1, 1) IN ('+', '-') THEN substr(${t}, 2) ELSE ${t} END)`;

/** The number a text holds, surrounding spaces ignored; NULL when it holds none (VALUE, arithmetic on text). */
const NUMBER_PATTERN = '^[+-]?([0-9]+[.]?[0-9]*|[.][0-9]+)([eE][+-]?[0-9]+)?$';

export function textToNumber(d: SqlDialect, text: Sql): Sql {
  switch (d) {
    case 'sqlite': {
      // No regular expressions here: the number text is checked piece by piece, sign, digits with one dot, exponent.
      const t = sql`trim(${text}, ' ' || char(9, 10, 13))`;
      const unsigned = withoutSign(t);
      const e = sql`instr(lower(${unsigned}), 'e')`;
      const mantissa = sql`(CASE WHEN ${e} > 0 THEN substr(${unsigned}, 1, ${e} - 1) ELSE ${unsigned} END)`;
      const exponent = withoutSign(sql`(CASE WHEN ${e} > 0 THEN substr(${unsigned}, ${e} + 1) ELSE '0' END)`);
      const valid = sql`${mantissa} GLOB '*[0-9]*' AND ${mantissa} NOT GLOB '*[^0-9.]*' AND ${mantissa} NOT GLOB '*.*.*' AND ${exponent} <> '' AND ${exponent} NOT GLOB '*[^0-9]*'`;
      return sql`(CASE WHEN ${valid} THEN CAST(${t} AS REAL) END)`;
    }
    case 'pg': {
      const t = sql`btrim(${text}, ' ' || chr(9) || chr(10) || chr(13))`;
      return sql`(CASE WHEN ${t} ~ ${bind(NUMBER_PATTERN)} THEN CAST(${t} AS double precision) END)`;
    }
    case 'mysql': {
      const t = sql`TRIM(BOTH ' ' FROM REPLACE(REPLACE(REPLACE(${text}, CHAR(9), ' '), CHAR(10), ' '), CHAR(13), ' '))`;
      return sql`(CASE WHEN ${t} REGEXP ${bind(NUMBER_PATTERN)} THEN CAST(${t} AS DOUBLE) END)`;
    }
    case 'mssql':
      return sql`TRY_CAST(LTRIM(RTRIM(${text})) AS float)`;
  }
}

/** Any part as a number (true/false as 1/0, numeric text as its number); blank, or text without one, is NULL. */
export function toNumber(d: SqlDialect, part: Compiled): Sql {
  switch (part.type) {
    case 'numeric':
    case 'boolean':
      return part.value;
    case 'string':
      return textToNumber(d, part.value);
    default:
      return NULL;
  }
}

/** Whether a part counts as true: blank, 0, empty text and false do not (a two-valued condition). */
export function truthy(d: SqlDialect, part: Compiled): Sql {
  switch (part.type) {
    case 'numeric':
    case 'boolean':
      return sql`(COALESCE(${part.value}, 0) <> 0)`;
    case 'string':
      return sql`(COALESCE(${part.value}, '') <> '')`;
    case 'date':
      return sql`(${part.value} IS NOT NULL)`;
    case 'any':
      return never(d);
  }
}

/** A part as the given type, for branches that must agree (IF, SWITCH): the common type is its own or text. */
export function toType(d: SqlDialect, part: Compiled, type: ValueType): Sql {
  if (part.type === 'any') return type === 'any' ? NULL : nullOf(d, type);
  if (part.type === type) return part.value;
  return toText(d, part);
}

/** A typed NULL (PostgreSQL wants one where nothing else gives the type). */
export function nullOf(d: SqlDialect, type: ValueType): Sql {
  if (d !== 'pg') return NULL;
  const pgType = { string: 'text', numeric: 'double precision', boolean: 'integer', date: 'timestamp', any: 'text' };
  return raw(`CAST(NULL AS ${pgType[type]})`);
}

/** Texts joined (none of them NULL). */
export function concatText(d: SqlDialect, texts: Sql[]): Sql {
  if (d === 'mysql') return sql`CONCAT(${join(texts, ', ')})`;
  return sql`(${join(texts, d === 'mssql' ? ' + ' : ' || ')})`;
}
