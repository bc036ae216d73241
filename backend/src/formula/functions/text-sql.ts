import type { SqlDialect } from '../../data/dialect';
import { pick } from '../convert';
import { sql, type Sql } from '../sql';

/** Text building blocks per database, counted in characters (code points), compared case-sensitively. */

/** A number as a whole SQL integer, its decimals dropped. */
export const whole = (d: SqlDialect, x: Sql): Sql => {
  // Kept within a 32-bit integer where the database would raise past it (no text or count is that long).
  const bounded = sql`(CASE WHEN ${x} > 2000000000 THEN 2000000000 WHEN ${x} < -2000000000 THEN -2000000000 ELSE ${x} END)`;
  return pick(d, {
    sqlite: sql`CAST(${x} AS INTEGER)`,
    pg: sql`CAST(trunc(${bounded}) AS integer)`,
    mysql: sql`CAST(TRUNCATE(${x}, 0) AS SIGNED)`,
    mssql: sql`CAST(ROUND(${bounded}, 0, 1) AS int)`,
  });
};

/** `x`, or `floor` when smaller (NULL stays NULL). */
export const atLeast = (x: Sql, floor: Sql | number): Sql =>
  sql`(CASE WHEN ${x} < ${floor} THEN ${floor} ELSE ${x} END)`;

export const length = (d: SqlDialect, text: Sql): Sql =>
  pick(d, {
    sqlite: sql`length(${text})`,
    pg: sql`char_length(${text})`,
    mysql: sql`CHAR_LENGTH(${text})`,
    mssql: sql`LEN(${text})`,
  });

/** `count` characters from `start` (1 is the first), or to the end. */
export function substring(d: SqlDialect, text: Sql, start: Sql, count?: Sql): Sql {
  if (d === 'mssql') return sql`SUBSTRING(${text}, ${start}, ${count ?? sql`LEN(${text}) + 1`})`;
  const name = d === 'mysql' ? 'SUBSTRING' : 'substr';
  return count ? sql`${name}(${text}, ${start}, ${count})` : sql`${name}(${text}, ${start})`;
}

/** Where `search` first occurs in `text`, from 1; 0 when it does not; matching exactly (case included). */
export const position = (d: SqlDialect, text: Sql, search: Sql): Sql =>
  pick(d, {
    sqlite: sql`instr(${text}, ${search})`,
    pg: sql`strpos(${text}, ${search})`,
    mysql: sql`LOCATE(${search} COLLATE utf8mb4_bin, ${text})`,
    mssql: sql`CHARINDEX(${search}, ${text} COLLATE Latin1_General_BIN2)`,
  });

export const repeatText = (d: SqlDialect, text: Sql, times: Sql): Sql =>
  pick(d, {
    sqlite: sql`(CASE WHEN ${times} IS NOT NULL THEN replace(hex(zeroblob(${times})), '00', ${text}) END)`,
    pg: sql`repeat(${text}, ${times})`,
    mysql: sql`REPEAT(${text}, ${times})`,
    mssql: sql`REPLICATE(${text}, ${times})`,
  });

/** Spaces (only spaces, as the evaluator's TRIM) off both ends. */
export const trimSpaces = (d: SqlDialect, text: Sql): Sql =>
  pick(d, {
    sqlite: sql`trim(${text}, ' ')`,
    pg: sql`btrim(${text}, ' ')`,
    mysql: sql`TRIM(BOTH ' ' FROM ${text})`,
    mssql: sql`LTRIM(RTRIM(${text}))`,
  });
