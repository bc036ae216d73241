import type { LOGICAL_FUNCTIONS } from '../functions/logical.js';
import { plain, type FunctionImpl } from './function-impl.js';
import { isError, isTruthy, valuesEqual } from './values.js';

/** Conditions: an error among them is the answer. */
const conditions = (combine: (truths: boolean[]) => boolean) => plain((args) => combine(args.map(isTruthy)));

export const LOGICAL_IMPLS = {
  // IF and SWITCH answer with the branch taken: an error in another branch does not matter.
  IF: {
    run: ([condition, then, otherwise]) => {
      if (isError(condition!)) return condition;
      return isTruthy(condition) ? then! : (otherwise ?? null);
    },
  },
  SWITCH: {
    run: ([value, ...rest]) => {
      if (isError(value!)) return value;
      for (let i = 0; i + 1 < rest.length; i += 2) {
        const candidate = rest[i]!;
        if (isError(candidate)) return candidate;
        if (valuesEqual(value, candidate)) return rest[i + 1]!;
      }
      return rest.length % 2 === 1 ? rest[rest.length - 1]! : null;
    },
  },
  AND: conditions((truths) => truths.every(Boolean)),
  OR: conditions((truths) => truths.some(Boolean)),
  XOR: conditions((truths) => truths.filter(Boolean).length % 2 === 1),
  NOT: conditions(([truth]) => !truth),
  TRUE: plain(() => true),
  FALSE: plain(() => false),
  BLANK: plain(() => null),
  ISBLANK: plain(([value]) => value === null || value === ''),
  ISERROR: { run: ([value]) => isError(value!) },
  RECORD_ID: plain((_, clock) => clock.recordId),
} satisfies Record<keyof typeof LOGICAL_FUNCTIONS, FunctionImpl>;
