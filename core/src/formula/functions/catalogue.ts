import { DATE_FUNCTIONS } from './date.js';
import { LOGICAL_FUNCTIONS } from './logical.js';
import { NUMERIC_FUNCTIONS } from './numeric.js';
import type { FormulaFunctionSpec } from './function-spec.js';
import { TEXT_FUNCTIONS } from './text.js';

/**
 * Every formula function by name. A database's compiler (and the evaluator) is keyed by the same names:
 * `satisfies Record<FormulaFunctionName, …>` makes a function missing there fail the compile.
 */
export const FORMULA_FUNCTIONS = {
  ...NUMERIC_FUNCTIONS,
  ...TEXT_FUNCTIONS,
  ...DATE_FUNCTIONS,
  ...LOGICAL_FUNCTIONS,
} as const satisfies Record<string, FormulaFunctionSpec>;

export type FormulaFunctionName = keyof typeof FORMULA_FUNCTIONS;

export const FORMULA_FUNCTION_NAMES = Object.keys(FORMULA_FUNCTIONS).sort() as FormulaFunctionName[];

export function isFormulaFunction(name: string): name is FormulaFunctionName {
  return Object.hasOwn(FORMULA_FUNCTIONS, name);
}

/** The function named `name` (upper case), or undefined. */
export function formulaFunction(name: string): FormulaFunctionSpec | undefined {
  return isFormulaFunction(name) ? FORMULA_FUNCTIONS[name] : undefined;
}
