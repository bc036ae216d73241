import { filterTypeInfo, isListOp, isRangeOp, isSubOpOp, isValuelessOp, type FilterOp } from '@basalt/core';

export const HOSTILE = "x' OR 1=1; --";

/** A value of the right kind for a type and op, written as a `where` writes it (undefined: the op takes none). */
export function filterValueFor(uidt: string, op: FilterOp): string | undefined {
  if (isValuelessOp(op)) return undefined;
  if (op === 'is' || op === 'isnot') return 'null';
  const kind = filterTypeInfo(uidt).valueKind;
  if (kind === 'date') {
    if (op === 'isWithin') return 'pastNumberOfDays,3';
    if (isSubOpOp(op)) return 'exactDate,2024-01-31';
    return '2024-01-01,2024-12-31';
  }
  const one = { number: '5', key: '5', boolean: 'true', time: '10:30', text: HOSTILE, date: '' }[kind];
  return isListOp(op) || isRangeOp(op) ? `${one},${one}` : one;
}

/** The `where` of one term. */
export const termFor = (title: string, uidt: string, op: FilterOp) => {
  const value = filterValueFor(uidt, op);
  return value === undefined ? `(${title},${op})` : `(${title},${op},${value})`;
};
