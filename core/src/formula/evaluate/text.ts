import type { TEXT_FUNCTIONS } from '../functions/text.js';
import { plain, type FunctionImpl } from './function-impl.js';
import { FormulaError, toNumber, toText, type FormulaValue, type Outcome } from './values.js';

/** Characters, not UTF-16 units, so an emoji counts once (as the databases count them). */
const chars = (text: string) => Array.from(text);

/** A text function: blank first argument, blank result. */
const onText = (compute: (text: string, ...rest: FormulaValue[]) => Outcome) =>
  plain(([text, ...rest]) => (text === null || text === undefined ? null : compute(toText(text), ...rest)));

const whole = (value: FormulaValue | undefined, fallback: number) => {
  const n = value === undefined ? fallback : toNumber(value);
  return n === null ? null : Math.trunc(n);
};

/** A regular expression from user text, or the error an invalid one is. */
function pattern(source: FormulaValue | undefined, flags = ''): RegExp | FormulaError {
  try {
    return new RegExp(toText(source ?? null), flags);
  } catch {
    return new FormulaError('invalidPattern');
  }
}

/** Characters `start` (from 1) on, `count` of them or to the end. */
function slice(text: string, start: number | null, count: number | null | undefined): string | null {
  if (start === null || count === null) return null;
  const from = Math.max(start, 1) - 1;
  return chars(text)
    .slice(from, count === undefined ? undefined : from + Math.max(count, 0))
    .join('');
}

/** Where `search` first occurs in `text` at or after character `start` (from 1), counted in characters; 0 if not. */
function position(text: string, search: string, start: number): number {
  const skipped = Math.max(start, 1) - 1;
  const rest = chars(text).slice(skipped).join('');
  const index = rest.indexOf(search);
  return index === -1 ? 0 : skipped + chars(rest.slice(0, index)).length + 1;
}

export const TEXT_IMPLS = {
  CONCAT: plain((args) => args.map(toText).join('')),
  TRIM: onText((text) => text.replace(/^ +| +$/g, '')),
  UPPER: onText((text) => text.toUpperCase()),
  LOWER: onText((text) => text.toLowerCase()),
  LEN: onText((text) => chars(text).length),
  REPEAT: onText((text, times) => {
    const n = whole(times, 0);
    return n === null ? null : text.repeat(Math.max(n, 0));
  }),
  REPLACE: onText((text, search, replacement) => {
    const find = toText(search ?? null);
    return find === '' ? text : text.split(find).join(toText(replacement ?? null));
  }),
  SEARCH: onText((text, search) => position(text, toText(search ?? null), 1)),
  FIND: plain(([search, text, from]) => {
    const start = whole(from, 1);
    return text === null || search === null || start === null ? null : position(toText(text!), toText(search!), start);
  }),
  LEFT: onText((text, count) => slice(text, 1, whole(count, 0))),
  RIGHT: onText((text, count) => {
    const n = whole(count, 0);
    if (n === null) return null;
    const all = chars(text);
    return all.slice(Math.max(all.length - Math.max(n, 0), 0)).join('');
  }),
  MID: onText((text, start, count) => slice(text, whole(start, 1), whole(count, 0))),
  SUBSTR: onText((text, start, count) =>
    slice(text, whole(start, 1), count === undefined ? undefined : whole(count, 0)),
  ),
  T: plain(([value]) => (typeof value === 'string' ? value : '')),
  URL: onText((text) => text),
  REGEX_MATCH: onText((text, source) => {
    const regex = pattern(source);
    return regex instanceof FormulaError ? regex : regex.test(text);
  }),
  REGEX_EXTRACT: onText((text, source) => {
    const regex = pattern(source);
    if (regex instanceof FormulaError) return regex;
    const match = regex.exec(text);
    return match ? (match[1] ?? match[0]) : null;
  }),
  REGEX_REPLACE: onText((text, source, replacement) => {
    const regex = pattern(source, 'g');
    if (regex instanceof FormulaError) return regex;
    const written = toText(replacement ?? null);
    return text.replace(regex, () => written);
  }),
} satisfies Record<keyof typeof TEXT_FUNCTIONS, FunctionImpl>;
