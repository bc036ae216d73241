import type { NUMERIC_FUNCTIONS } from '../functions/numeric.js';
import { plain, type FunctionImpl } from './function-impl.js';
import {
  FormulaError,
  numberOutcome,
  readNumber,
  toNumber,
  toText,
  type FormulaValue,
  type Outcome,
} from './values.js';

/** A function of one or two numbers: blank in, blank out. */
const numeric = (compute: (...numbers: number[]) => number | FormulaError) =>
  plain((args) => {
    const numbers = args.map(toNumber);
    if (numbers.some((n) => n === null)) return null;
    const result = compute(...(numbers as number[]));
    return result instanceof FormulaError ? result : numberOutcome(result);
  });

/** The numbers among the arguments, blanks left out. */
const present = (args: FormulaValue[]) => args.map(toNumber).filter((n): n is number => n !== null);

/** Rounds at `digits` decimals with `round` applied to the scaled magnitude; exponent notation avoids 1.005 → 1.00. */
function roundWith(round: (x: number) => number) {
  return numeric((value, digits = 0) => {
    const places = Math.trunc(digits);
    return Math.sign(value) * shift(round(shift(Math.abs(value), places)), -places);
  });
}

/** `x` × 10^places, moved in its decimal text so that no binary rounding creeps in. */
function shift(x: number, places: number): number {
  const [mantissa, exponent = '0'] = String(x).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** Base 10 and 2 exactly (log(1000) / log(10) is 2.9999999999999996). */
const logarithm = (value: number, base: number) =>
  base === 10 ? Math.log10(value) : base === 2 ? Math.log2(value) : Math.log(value) / Math.log(base);

const halfUp = (x: number) => Math.floor(x + 0.5);

/** Away from zero to the next whole number of the given parity (`EVEN`: 0, `ODD`: 1). */
const toParity = (parity: 0 | 1) =>
  numeric((value) => {
    let whole = Math.ceil(Math.abs(value));
    if (whole % 2 !== parity) whole += 1;
    return value < 0 ? -whole : whole;
  });

const sum = plain((args) => numberOutcome(present(args).reduce((a, b) => a + b, 0)));

const extreme = (pick: (...n: number[]) => number) =>
  plain((args) => {
    const numbers = present(args);
    return numbers.length ? pick(...numbers) : null;
  });

export const NUMERIC_IMPLS = {
  ABS: numeric(Math.abs),
  ADD: sum,
  SUM: sum,
  AVG: plain((args) => {
    const numbers = present(args);
    return numbers.length ? numberOutcome(numbers.reduce((a, b) => a + b, 0) / numbers.length) : null;
  }),
  MIN: extreme(Math.min),
  MAX: extreme(Math.max),
  CEILING: numeric(Math.ceil),
  FLOOR: numeric(Math.floor),
  ROUND: roundWith(halfUp),
  ROUNDUP: roundWith(Math.ceil),
  ROUNDDOWN: roundWith(Math.floor),
  INT: numeric(Math.trunc),
  MOD: numeric((value, divisor) => (divisor === 0 ? new FormulaError('divisionByZero') : value % divisor)),
  POWER: numeric((base, exponent) => base ** exponent),
  SQRT: numeric((value) => (value < 0 ? new FormulaError('invalidNumber') : Math.sqrt(value))),
  EXP: numeric(Math.exp),
  LOG: numeric((value, base = 10) =>
    value <= 0 || base <= 0 || base === 1 ? new FormulaError('invalidNumber') : logarithm(value, base),
  ),
  EVEN: toParity(0),
  ODD: toParity(1),
  VALUE: plain(([text]): Outcome => (text === null ? null : readNumber(toText(text!)))),
  COUNT: plain((args) => args.filter((v) => typeof v === 'number').length),
  COUNTA: plain((args) => args.filter((v) => v !== null && v !== '').length),
  COUNTALL: plain((args) => args.length),
} satisfies Record<keyof typeof NUMERIC_FUNCTIONS, FunctionImpl>;
