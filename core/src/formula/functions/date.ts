import type { FormulaFunctionSpec, FormulaParam } from './function-spec.js';

/** Units a date is moved or measured in; singular and plural are the same unit. */
export const DATE_UNITS = ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'] as const;
export type DateUnit = (typeof DATE_UNITS)[number];
const UNIT_WORDS = DATE_UNITS.flatMap((unit) => [unit, `${unit}s`]);

/** The day a week starts on for WEEKDAY. */
export const WEEK_DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** The unit a unit word names (`days` → `day`), or undefined. */
export function dateUnitOf(word: string): DateUnit | undefined {
  const singular = word.toLowerCase().replace(/s$/, '');
  return (DATE_UNITS as readonly string[]).includes(singular) ? (singular as DateUnit) : undefined;
}

const date = (name: string): FormulaParam => ({ name, type: 'date' });
const unit = (optional: boolean): FormulaParam =>
  optional
    ? { name: 'unit', type: 'string', choices: UNIT_WORDS, optional: true }
    : { name: 'unit', type: 'string', choices: UNIT_WORDS };

/**
 * Dates and times. A date argument also takes text in ISO 8601 form ('2024-05-31', '2024-05-31 14:30'); times are
 * UTC. Behaviour: docs/FORMULAS.md, dates.
 */
export const DATE_FUNCTIONS = {
  NOW: {
    category: 'date',
    params: [],
    result: 'date',
    signature: 'NOW()',
    example: 'DATETIME_DIFF(NOW(), {Created}, "hours")',
  },
  TODAY: { category: 'date', params: [], result: 'date', signature: 'TODAY()', example: 'IS_BEFORE({Due}, TODAY())' },
  DATEADD: {
    category: 'date',
    params: [date('date'), { name: 'count', type: 'numeric' }, unit(false)],
    result: 'date',
    signature: 'DATEADD(date, count, unit)',
    example: "DATEADD({Start}, 2, 'weeks')",
  },
  DATETIME_DIFF: {
    category: 'date',
    params: [date('date1'), date('date2'), unit(true)],
    result: 'numeric',
    signature: 'DATETIME_DIFF(date1, date2, [unit])',
    example: "DATETIME_DIFF({End}, {Start}, 'days')",
  },
  DATETIME_FORMAT: {
    category: 'date',
    params: [date('date'), { name: 'format', type: 'string', optional: true }],
    result: 'string',
    signature: 'DATETIME_FORMAT(date, [format])',
    example: "DATETIME_FORMAT({Shipped}, 'DD/MM/YYYY HH:mm')",
  },
  DATESTR: {
    category: 'date',
    params: [date('date')],
    result: 'string',
    signature: 'DATESTR(date)',
    example: 'DATESTR({Invoice date})',
  },
  WEEKDAY: {
    category: 'date',
    params: [date('date'), { name: 'first day', type: 'string', choices: WEEK_DAYS, optional: true }],
    result: 'numeric',
    signature: 'WEEKDAY(date, [first day])',
    example: "WEEKDAY({Meeting}, 'sunday')",
  },
  YEAR: {
    category: 'date',
    params: [date('date')],
    result: 'numeric',
    signature: 'YEAR(date)',
    example: 'YEAR({Born})',
  },
  MONTH: {
    category: 'date',
    params: [date('date')],
    result: 'numeric',
    signature: 'MONTH(date)',
    example: 'MONTH({Ordered})',
  },
  DAY: {
    category: 'date',
    params: [date('date')],
    result: 'numeric',
    signature: 'DAY(date)',
    example: 'DAY({Ordered})',
  },
  IS_AFTER: {
    category: 'date',
    params: [date('date1'), date('date2')],
    result: 'boolean',
    signature: 'IS_AFTER(date1, date2)',
    example: 'IS_AFTER({Delivered}, {Promised})',
  },
  IS_BEFORE: {
    category: 'date',
    params: [date('date1'), date('date2')],
    result: 'boolean',
    signature: 'IS_BEFORE(date1, date2)',
    example: 'IS_BEFORE({Due}, NOW())',
  },
  IS_SAME: {
    category: 'date',
    params: [date('date1'), date('date2'), unit(true)],
    result: 'boolean',
    signature: 'IS_SAME(date1, date2, [unit])',
    example: "IS_SAME({Booked}, TODAY(), 'day')",
  },
  WORKDAY: {
    category: 'date',
    params: [date('date'), { name: 'days', type: 'numeric' }],
    result: 'date',
    signature: 'WORKDAY(date, days)',
    example: 'WORKDAY({Ordered}, 5)',
  },
  WORKDAY_DIFF: {
    category: 'date',
    params: [date('start'), date('end')],
    result: 'numeric',
    signature: 'WORKDAY_DIFF(start, end)',
    example: 'WORKDAY_DIFF({Opened}, {Closed})',
  },
} as const satisfies Record<string, FormulaFunctionSpec>;
