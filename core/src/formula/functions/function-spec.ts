import type { ValueType } from '../ast.js';

/** What an argument must be; `any` takes every value (logical arguments, CONCAT's parts). */
export type ParamType = ValueType;

export interface FormulaParam {
  name: string;
  type: ParamType;
  /** May be left out (only trailing parameters are). */
  optional?: true;
  /** The argument must be one of these words written as a literal string (a unit, a day name). */
  choices?: readonly string[];
}

export type FunctionCategory = 'numeric' | 'text' | 'date' | 'logical';

/**
 * One function of the catalogue: the data a checker, an editor and each database's compiler share. Its description
 * is the locale key `formula.functions.<NAME>`; its behaviour is written in docs/FORMULAS.md and run by the
 * evaluator.
 */
export interface FormulaFunctionSpec {
  category: FunctionCategory;
  /** The leading parameters, in order. */
  params: readonly FormulaParam[];
  /** Parameters repeated after `params` as a group (CONCAT's texts, SWITCH's pattern/result pairs), `min` times at least. */
  rest?: { params: readonly FormulaParam[]; min: number };
  /** A single argument left over after the `rest` groups (SWITCH's default). */
  fallback?: FormulaParam;
  /** The result type, or how it follows from the argument types (IF: its branches). */
  result: ValueType | ((args: readonly ValueType[]) => ValueType);
  /** How it is written, for the editor's help: optional parameters in brackets, `...` for repeats. */
  signature: string;
  /** A formula using it, for the editor's help. */
  example: string;
}

/** The type two branches share: a blank (`any`) takes the other's; different types meet as text. */
export function commonType(types: readonly ValueType[]): ValueType {
  let common: ValueType = 'any';
  for (const type of types) {
    if (type === 'any' || type === common) continue;
    common = common === 'any' ? type : 'string';
  }
  return common;
}

/** How many arguments a function takes; `max` is Infinity when it repeats. */
export function arityOf(spec: FormulaFunctionSpec): { min: number; max: number } {
  const required = spec.params.filter((p) => !p.optional).length;
  if (!spec.rest) return { min: required, max: spec.params.length };
  return { min: spec.params.length + spec.rest.min * spec.rest.params.length, max: Infinity };
}

/** The parameter argument `index` of `count` stands for (undefined past the last). */
export function paramAt(spec: FormulaFunctionSpec, index: number, count: number): FormulaParam | undefined {
  if (index < spec.params.length) return spec.params[index];
  const { rest } = spec;
  if (!rest) return undefined;
  const offset = index - spec.params.length;
  const groups = Math.floor((count - spec.params.length) / rest.params.length);
  if (spec.fallback && offset >= groups * rest.params.length) return spec.fallback;
  return rest.params[offset % rest.params.length];
}
