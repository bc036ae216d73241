import type { FormulaFunctionName } from '@basalt/core';
import type { SqlDialect } from '../../data/dialect';
import { equalCondition } from '../compare';
import { NULL, always, asBool, mysqlText, never, nullOf, pick, toType, truthy, withErrors } from '../convert';
import { join, raw, sql, type Sql } from '../sql';
import type { Compiled, FunctionCompiler } from '../types';
import { resultType } from './shared';

/** Conditions and special values (docs/FORMULAS.md, logic): the evaluator's LOGICAL_IMPLS in SQL. */

const conditions =
  (combine: (truths: Sql[], d: SqlDialect) => Sql): FunctionCompiler =>
  (args, _call, ctx) => ({
    value: combine(
      args.map((a) => truthy(ctx.dialect, a)),
      ctx.dialect,
    ),
    type: 'boolean',
    error: withErrors(null, ...args),
  });

/** A failure condition as 1 or 0, for CASE branches (never when the part cannot fail). */
const failureFlag = (part: Compiled | undefined) => (part?.error ? asBool(part.error) : raw('0'));

/**
 * A CASE that answers with the branch taken: `branches` are [condition, result] in order; the failure is the
 * taken branch's (an error in a branch not taken does not matter), after `before` (the conditions' own failures,
 * met in order).
 */
function branching(
  d: SqlDialect,
  type: Compiled['type'],
  branches: { when: Sql; whenFails: Compiled | null; then: Compiled }[],
  otherwise: Compiled | undefined,
  first: Compiled,
): Compiled {
  const value = sql`(CASE ${join(
    branches.map((b) => sql`WHEN ${b.when} THEN ${toType(d, b.then, type)}`),
    ' ',
  )} ELSE ${otherwise ? toType(d, otherwise, type) : nullOf(d, type)} END)`;
  const anyFails = [first, ...branches.flatMap((b) => [b.then, b.whenFails]), otherwise].some((p) => p?.error);
  if (!anyFails) return { value, type, error: null };
  const steps = branches.map((b) =>
    b.whenFails?.error
      ? sql`WHEN ${b.whenFails.error} THEN 1 WHEN ${b.when} THEN ${failureFlag(b.then)}`
      : sql`WHEN ${b.when} THEN ${failureFlag(b.then)}`,
  );
  const head = first.error ? sql`WHEN ${first.error} THEN 1 ` : raw('');
  const error = sql`((CASE ${head}${join(steps, ' ')} ELSE ${failureFlag(otherwise)} END) = 1)`;
  return { value, type, error };
}

/** A record key (a number or a text) as text. */
const keyText = (d: SqlDialect, key: Sql) => {
  const text = sql`CAST(${key} AS ${raw(pick(d, { sqlite: 'TEXT', pg: 'text', mysql: 'CHAR', mssql: 'nvarchar(max)' }))})`;
  return d === 'mysql' ? mysqlText(text) : text;
};

export const LOGICAL_COMPILERS = {
  IF: (args, _call, ctx) => {
    const [condition, then, otherwise] = args;
    const d = ctx.dialect;
    const type = resultType('IF', args);
    return branching(d, type, [{ when: truthy(d, condition!), whenFails: null, then: then! }], otherwise, condition!);
  },
  SWITCH: (args, call, ctx) => {
    const d = ctx.dialect;
    const [value, ...rest] = args;
    const type = resultType('SWITCH', args);
    const branches = [];
    for (let i = 0; i + 1 < rest.length; i += 2)
      branches.push({
        when: equalCondition(ctx, value!, rest[i]!, [call.args[0], call.args[i + 1]]),
        whenFails: rest[i]!,
        then: rest[i + 1]!,
      });
    const otherwise = rest.length % 2 === 1 ? rest[rest.length - 1] : undefined;
    return branching(d, type, branches, otherwise, value!);
  },
  AND: conditions((truths) => asBool(join(truths, ' AND '))),
  OR: conditions((truths) => asBool(sql`(${join(truths, ' OR ')})`)),
  XOR: conditions((truths) => sql`((${join(truths.map(asBool), ' + ')}) % 2)`),
  NOT: conditions(([truth], d) => asBool(sql`NOT ${truth ?? always(d)}`)),
  TRUE: () => ({ value: raw('1'), type: 'boolean', error: null }),
  FALSE: () => ({ value: raw('0'), type: 'boolean', error: null }),
  BLANK: () => ({ value: NULL, type: 'any', error: null }),
  ISBLANK: ([value], _call, ctx) => ({
    value: asBool(
      value!.type === 'string'
        ? sql`(${value!.value} IS NULL OR ${value!.value} = '')`
        : value!.type === 'any'
          ? always(ctx.dialect)
          : sql`${value!.value} IS NULL`,
    ),
    type: 'boolean',
    error: value!.error,
  }),
  ISERROR: ([value], _call, ctx) => ({
    value: asBool(value!.error ?? never(ctx.dialect)),
    type: 'boolean',
    error: null,
  }),
  RECORD_ID: (_args, _call, ctx) => ({
    value: ctx.recordIdSql ? keyText(ctx.dialect, ctx.recordIdSql) : nullOf(ctx.dialect, 'string'),
    type: 'string',
    error: null,
  }),
} satisfies Partial<Record<FormulaFunctionName, FunctionCompiler>>;
