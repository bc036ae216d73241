import type { FormulaFunctionName } from '@basalt/core';
import type { SqlDialect } from '../../data/dialect';
import { concatText, toNumber, toText, toTextOrEmpty, withErrors } from '../convert';
import { raw, sql, type Sql } from '../sql';
import type { Compiled, FormulaCompileContext, FunctionCompiler } from '../types';
import { REGEX_COMPILERS } from './regex';
import { atLeast, length, position, repeatText, substring, trimSpaces, whole } from './text-sql';

/** Text (docs/FORMULAS.md, text): the evaluator's TEXT_IMPLS in SQL. */

/**
 * A function of a text and further arguments, given as SQL. Blank gives blank: every SQL function used gives NULL
 * for a NULL text, so the text is not tested again (each use of it repeats its SQL).
 */
const onText =
  (type: Compiled['type'], compute: (d: SqlDialect, text: Sql, rest: Compiled[]) => Sql): FunctionCompiler =>
  ([first, ...rest], _call, ctx) => ({
    value: compute(ctx.dialect, toText(ctx.dialect, first!), rest),
    type,
    error: withErrors(null, first!, ...rest),
  });

/** A count or position argument as a whole number (NULL when blank, which blanks the result). */
const wholeArg = (d: SqlDialect, part: Compiled) => whole(d, toNumber(d, part));

/** Characters `start` (from 1) on, `count` of them or to the end (the evaluator's slice). */
const slice = (d: SqlDialect, text: Sql, start: Sql, count?: Sql) =>
  substring(d, text, atLeast(start, 1), count === undefined ? undefined : atLeast(count, 0));

/** Where `search` first occurs at or after character `start` (from 1); 0 when it does not. */
function positionFrom(d: SqlDialect, text: Sql, search: Sql, start: Sql): Sql {
  const skipped = sql`(${atLeast(start, 1)} - 1)`;
  const found = position(d, substring(d, text, sql`${skipped} + 1`), search);
  return sql`(CASE WHEN ${found} = 0 THEN 0 ELSE ${found} + ${skipped} END)`;
}

/** SQLite's own upper()/lower() know only ASCII: the connection's functions, when it has them, know Unicode. */
const caseChange = (which: 'upper' | 'lower', ctx: FormulaCompileContext) =>
  onText('string', (d, text) =>
    d === 'sqlite' && ctx.sqliteFunctions ? sql`${raw(`basalt_${which}`)}(${text})` : sql`${raw(which)}(${text})`,
  );

export const TEXT_COMPILERS = {
  CONCAT: (args, _call, ctx) => ({
    value: concatText(
      ctx.dialect,
      args.map((a) => toTextOrEmpty(ctx.dialect, a)),
    ),
    type: 'string',
    error: withErrors(null, ...args),
  }),
  TRIM: onText('string', trimSpaces),
  UPPER: (args, call, ctx) => caseChange('upper', ctx)(args, call, ctx),
  LOWER: (args, call, ctx) => caseChange('lower', ctx)(args, call, ctx),
  LEN: onText('numeric', length),
  REPEAT: onText('string', (d, text, [times]) => repeatText(d, text, atLeast(wholeArg(d, times!), 0))),
  REPLACE: onText('string', (d, text, [search, replacement]) =>
    d === 'mssql'
      ? sql`REPLACE(${text} COLLATE Latin1_General_BIN2, ${toTextOrEmpty(d, search!)}, ${toTextOrEmpty(d, replacement!)})`
      : sql`replace(${text}, ${toTextOrEmpty(d, search!)}, ${toTextOrEmpty(d, replacement!)})`,
  ),
  SEARCH: onText('numeric', (d, text, [search]) => position(d, text, toTextOrEmpty(d, search!))),
  FIND: ([search, text, from], _call, ctx) => {
    const d = ctx.dialect;
    const [s, t] = [toText(d, search!), toText(d, text!)];
    const start = from ? wholeArg(d, from) : raw('1');
    return {
      value: sql`(CASE WHEN ${s} IS NULL OR ${t} IS NULL THEN NULL ELSE ${positionFrom(d, t, s, start)} END)`,
      type: 'numeric',
      error: withErrors(null, search!, text!, ...(from ? [from] : [])),
    };
  },
  LEFT: onText('string', (d, text, [count]) => slice(d, text, raw('1'), wholeArg(d, count!))),
  RIGHT: onText('string', (d, text, [count]) => {
    const n = atLeast(wholeArg(d, count!), 0);
    return substring(d, text, atLeast(sql`${length(d, text)} - ${n} + 1`, 1), n);
  }),
  MID: onText('string', (d, text, [start, count]) => slice(d, text, wholeArg(d, start!), wholeArg(d, count!))),
  SUBSTR: onText('string', (d, text, [start, count]) =>
    slice(d, text, wholeArg(d, start!), count ? wholeArg(d, count) : undefined),
  ),
  T: ([value]) => ({
    value: value!.type === 'string' ? sql`COALESCE(${value!.value}, '')` : raw("''"),
    type: 'string',
    error: value!.error,
  }),
  URL: onText('string', (_d, text) => text),
  ...REGEX_COMPILERS,
} satisfies Partial<Record<FormulaFunctionName, FunctionCompiler>>;
