import { FORMULA_FUNCTIONS, type CallNode, type FormulaFunctionName, type ValueType } from '@basalt/core';
import type { SqlDialect } from '../../data/dialect';
import { toNumber, withErrors } from '../convert';
import { sql, type Sql } from '../sql';
import type { Compiled, FunctionCompiler } from '../types';

/** The type a call gives, by the catalogue's rule. */
export function resultType(name: FormulaFunctionName, args: readonly Compiled[]): ValueType {
  const { result } = FORMULA_FUNCTIONS[name];
  return typeof result === 'function' ? result(args.map((a) => a.type)) : result;
}

/** A literal text argument (a unit, a day name: the checker makes them literal), or undefined when left out. */
export function literalText(call: CallNode, index: number): string | undefined {
  const node = call.args[index];
  return node?.kind === 'string' ? node.value : undefined;
}

/**
 * A function of numbers: its arguments read as numbers and given to `compute`, which must not raise on any input
 * (it clamps what the database would refuse); `fails` says where the result is a failure (its inputs not blank).
 */
export function numbers(
  compute: (d: SqlDialect, ...n: Sql[]) => Sql,
  fails?: (d: SqlDialect, ...n: Sql[]) => Sql,
): FunctionCompiler {
  return (args, _call, ctx) => {
    const d = ctx.dialect;
    const n = args.map((a) => toNumber(d, a));
    const present = n.map((x) => sql`${x} IS NOT NULL`).reduce((a, b) => sql`${a} AND ${b}`);
    const own = fails ? sql`(${present} AND ${fails(d, ...n)})` : null;
    return { value: compute(d, ...n), type: 'numeric', error: withErrors(own, ...args) };
  };
}

/** `value` unless `unsafe` holds, then `instead`: keeps a database function from raising on what fails anyway. */
export const safe = (value: Sql, unsafe: Sql, instead: Sql | string | number = 1): Sql =>
  sql`(CASE WHEN ${unsafe} THEN ${instead} ELSE ${value} END)`;
