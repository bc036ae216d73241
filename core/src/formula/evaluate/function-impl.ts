import { isError, type FormulaValue, type Outcome } from './values.js';

/** What a function sees besides its arguments. */
export interface EvaluationClock {
  now: Date;
  recordId: string | null;
}

/** One function's behaviour over its evaluated arguments, errors included (IF, SWITCH and ISERROR look at them). */
export interface FunctionImpl {
  run(args: readonly Outcome[], clock: EvaluationClock): Outcome;
}

/** A function of plain values: an argument that is an error is the call's answer, before `run` is reached. */
export const plain = (run: (args: FormulaValue[], clock: EvaluationClock) => Outcome): FunctionImpl => ({
  run: (args, clock) => args.find(isError) ?? run(args as FormulaValue[], clock),
});
