import type { FormulaFunctionName } from '@basalt/core';
import type { SqlDialect } from '../../data/dialect';
import { NULL, asFloat, pick, textToNumber, toNumber, toText, withErrors } from '../convert';
import { join, raw, sql, type Sql } from '../sql';
import type { Compiled, FunctionCompiler } from '../types';
import { numbers, safe } from './shared';

/** Numbers (docs/FORMULAS.md, numbers): the evaluator's NUMERIC_IMPLS in SQL. */

const ln = (d: SqlDialect, x: Sql) => (d === 'mssql' ? sql`LOG(${x})` : sql`ln(${x})`);
const log10 = (d: SqlDialect, x: Sql) =>
  pick(d, { sqlite: sql`log10(${x})`, pg: sql`log(${x})`, mysql: sql`LOG10(${x})`, mssql: sql`LOG10(${x})` });
const trunc = (d: SqlDialect, x: Sql) =>
  pick(d, {
    sqlite: sql`trunc(${x})`,
    pg: sql`trunc(${x})`,
    mysql: sql`TRUNCATE(${x}, 0)`,
    mssql: sql`ROUND(${x}, 0, 1)`,
  });
const ceil = (d: SqlDialect, x: Sql) => (d === 'sqlite' ? sql`ceil(${x})` : sql`CEILING(${x})`);
const power = (d: SqlDialect, x: Sql, y: Sql) => (d === 'sqlite' ? sql`pow(${x}, ${y})` : sql`POWER(${x}, ${y})`);
const signOf = (x: Sql) => sql`(CASE WHEN ${x} < 0 THEN -1 ELSE 1 END)`;

type Rounding = 'half' | 'up' | 'down';

/**
 * Rounding at `digits` decimals, away from zero for halves (ROUND), away from zero (ROUNDUP) or towards it
 * (ROUNDDOWN). PostgreSQL and MySQL round the decimal the number is written as (1.005 → 1.01, as the evaluator
 * does); SQLite has no decimals, so its scaled magnitude is nudged by a few units in the last place instead.
 */
function rounding(kind: Rounding): FunctionCompiler {
  return numbers((d, x, digits) => {
    // Past ±30 places a double has nothing left to round (and MySQL's decimals stop at 30).
    const places = digits
      ? sql`(CASE WHEN ${digits} > 30 THEN 30 WHEN ${digits} < -30 THEN -30 ELSE ${trunc(d, digits)} END)`
      : raw('0');
    const magnitude = sql`abs(${x})`;
    if (d === 'sqlite') {
      const scale = sql`pow(10, ${places})`;
      const scaled = sql`(${magnitude} * ${scale})`;
      const nudge = sql`(${scaled} * 1e-15)`;
      const whole =
        kind === 'half'
          ? sql`floor(${scaled} + 0.5 + ${nudge})`
          : kind === 'up'
            ? sql`ceil(${scaled} - ${nudge})`
            : sql`floor(${scaled} + ${nudge})`;
      return sql`(${signOf(x)} * ${whole} / ${scale})`;
    }
    if (d === 'mssql') {
      const scale = sql`POWER(CAST(10 AS float), ${places})`;
      const whole = {
        half: sql`ROUND(${magnitude}, ${places})`,
        up: sql`CEILING(${magnitude} * ${scale}) / ${scale}`,
        down: sql`FLOOR(${magnitude} * ${scale}) / ${scale}`,
      }[kind];
      return sql`(${signOf(x)} * ${whole})`;
    }
    const decimal = d === 'pg' ? sql`CAST(${magnitude} AS numeric)` : sql`CAST(${magnitude} AS DECIMAL(65, 30))`;
    const intPlaces = d === 'pg' ? sql`CAST(${places} AS integer)` : places;
    const scale =
      d === 'pg'
        ? sql`power(CAST(10 AS numeric), ${intPlaces})`
        : sql`CAST(POWER(10, ${intPlaces}) AS DECIMAL(65, 30))`;
    const whole = {
      half: sql`round(${decimal}, ${intPlaces})`,
      up: sql`(CEILING(${decimal} * ${scale}) / ${scale})`,
      down: sql`(FLOOR(${decimal} * ${scale}) / ${scale})`,
    }[kind];
    return sql`(${signOf(x)} * ${asFloat(d, whole)})`;
  });
}

/** Away from zero to the next whole number of the given parity (EVEN: 0, ODD: 1). */
const toParity = (parity: 0 | 1) =>
  numbers((d, x) => {
    const whole = ceil(d, sql`abs(${x})`);
    const mod2 = d === 'mssql' ? sql`(CAST(${whole} AS bigint) % 2)` : sql`mod(CAST(${whole} AS INTEGER), 2)`;
    const fixed = sql`(${whole} + (CASE WHEN ${mod2} = ${parity} THEN 0 ELSE 1 END))`;
    return sql`(${signOf(x)} * ${d === 'pg' ? asFloat(d, fixed) : fixed})`;
  });

/** Numbers of the arguments with their failures; `present` counts the ones not blank. */
const numberArgs = (d: SqlDialect, args: Compiled[]) => args.map((a) => toNumber(d, a));

const sum = (_d: SqlDialect, n: Sql[]) =>
  sql`(${join(
    n.map((x) => sql`COALESCE(${x}, 0)`),
    ' + ',
  )})`;

const listOf =
  (compute: (d: SqlDialect, n: Sql[], args: Compiled[]) => Sql): FunctionCompiler =>
  (args, _call, ctx) => ({
    value: compute(ctx.dialect, numberArgs(ctx.dialect, args), args),
    type: 'numeric',
    error: withErrors(null, ...args),
  });

/**
 * The least or greatest number, blanks left out: each blank replaced by the first number present, which changes
 * neither (SQLite's min()/max() and MySQL's LEAST/GREATEST give NULL for any NULL).
 */
const extreme = (which: 'min' | 'max') =>
  listOf((d, n) => {
    if (n.length === 1) return n[0]!;
    const first = sql`COALESCE(${join(n, ', ')})`;
    const filled = n.map((x) => sql`COALESCE(${x}, ${first})`);
    if (d === 'mssql')
      return sql`(SELECT ${which.toUpperCase()}(v) FROM (VALUES ${join(
        filled.map((f) => sql`(${f})`),
        ', ',
      )}) AS t(v))`;
    const name = d === 'sqlite' ? which : which === 'min' ? 'LEAST' : 'GREATEST';
    return sql`${name}(${join(filled, ', ')})`;
  });

const count = (test: (d: SqlDialect, a: Compiled) => Sql | null) =>
  listOf((d, _n, args) => {
    const counted = args.map((a) => test(d, a)).map((t) => (t ? sql`(CASE WHEN ${t} THEN 1 ELSE 0 END)` : raw('0')));
    return sql`(${join(counted, ' + ')})`;
  });

export const NUMERIC_COMPILERS = {
  ABS: numbers((_d, x) => sql`abs(${x})`),
  ADD: listOf(sum),
  SUM: listOf(sum),
  AVG: listOf((d, n) => {
    const present = join(
      n.map((x) => sql`(CASE WHEN ${x} IS NULL THEN 0 ELSE 1 END)`),
      ' + ',
    );
    return sql`(${asFloat(d, sum(d, n))} / NULLIF(${present}, 0))`;
  }),
  MIN: extreme('min'),
  MAX: extreme('max'),
  CEILING: numbers((d, x) => ceil(d, x)),
  FLOOR: numbers((_d, x) => sql`floor(${x})`),
  ROUND: rounding('half'),
  ROUNDUP: rounding('up'),
  ROUNDDOWN: rounding('down'),
  INT: numbers((d, x) => trunc(d, x)),
  MOD: numbers(
    (d, x, y) => {
      const divisor = sql`NULLIF(${y}, 0)`;
      return pick(d, {
        sqlite: sql`mod(${x}, ${divisor})`,
        pg: sql`CAST(mod(CAST(${x} AS numeric), CAST(${divisor} AS numeric)) AS double precision)`,
        mysql: sql`MOD(${x}, ${divisor})`,
        mssql: sql`(${x} - ${divisor} * ROUND(${x} / ${divisor}, 0, 1))`,
      });
    },
    (_d, _x, y) => sql`${y} = 0`,
  ),
  POWER: numbers(
    (d, x, y) => {
      const fails = powerFails(d, x, y);
      return power(d, safe(x, fails), safe(y, fails));
    },
    (d, x, y) => powerFails(d, x, y),
  ),
  SQRT: numbers(
    (_d, x) => sql`sqrt(${safe(x, sql`${x} < 0`, 0)})`,
    (_d, x) => sql`${x} < 0`,
  ),
  EXP: numbers(
    (_d, x) => sql`exp(${safe(x, sql`${x} > 709.78`, 0)})`,
    (_d, x) => sql`${x} > 709.78`,
  ),
  LOG: numbers(
    (d, x, base) => {
      const value = safe(x, sql`${x} <= 0`);
      if (!base) return log10(d, value);
      const b = safe(base, sql`${base} <= 0 OR ${base} = 1`, 10);
      return sql`(CASE WHEN ${b} = 10 THEN ${log10(d, value)} ELSE ${ln(d, value)} / ${ln(d, b)} END)`;
    },
    (_d, x, base) => (base ? sql`(${x} <= 0 OR ${base} <= 0 OR ${base} = 1)` : sql`${x} <= 0`),
  ),
  EVEN: toParity(0),
  ODD: toParity(1),
  VALUE: (args, _call, ctx) => {
    const [arg] = args;
    const value =
      arg!.type === 'numeric'
        ? arg!.value
        : arg!.type === 'any'
          ? NULL
          : textToNumber(ctx.dialect, toText(ctx.dialect, arg!));
    return { value, type: 'numeric', error: arg!.error };
  },
  COUNT: count((_d, a) => (a.type === 'numeric' ? sql`${a.value} IS NOT NULL` : null)),
  COUNTA: count((_d, a) =>
    a.type === 'any' ? null : a.type === 'string' ? sql`COALESCE(${a.value}, '') <> ''` : sql`${a.value} IS NOT NULL`,
  ),
  COUNTALL: listOf((_d, n) => raw(String(n.length))),
} satisfies Partial<Record<FormulaFunctionName, FunctionCompiler>>;

/**
 * Where POWER has no finite real result: a negative base with a fractional exponent, zero to a negative power, or a
 * result past the largest double. Written so that no part raises (no logarithm of zero).
 */
function powerFails(d: SqlDialect, x: Sql, y: Sql): Sql {
  const magnitude = ln(d, sql`(CASE WHEN ${x} = 0 THEN 1 ELSE abs(${x}) END)`);
  return sql`(CASE WHEN ${x} = 0 THEN (CASE WHEN ${y} < 0 THEN 1 ELSE 0 END) WHEN ${x} < 0 AND ${y} <> ${trunc(d, y)} THEN 1 WHEN ${y} * ${magnitude} > 709.78 THEN 1 ELSE 0 END) = 1`;
}
