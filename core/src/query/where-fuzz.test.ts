import { isDeepStrictEqual } from 'node:util';
import { FILTER_OPS, type FilterOp } from '../fields/filter-ops.js';
import { DATE_SUB_OPS, IS_VALUES, MAX_WHERE_LENGTH, VALUELESS_OPS } from './ops.js';
import type { WhereGroup, WhereNode, WhereResult, WhereTerm } from './types.js';
import { normalizeWhere } from './where-ast.js';
import { parseWhere } from './where-parser.js';
import { toWhereString } from './where-string.js';

/** mulberry32: a tiny seeded generator, so a failure reproduces from its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  return { next, int, pick };
}
type Random = ReturnType<typeof random>;

const PIECES = [
  ...['(', ')', '((', '))', '(~', ',', ',,', '~', ' ', '\t', '\n', '\r\n', '\u0000', '\u200b', '\ufeff'],
  ...['~and(', '~or(', '~not(', '~andnot(', '~ornot(', '~and (', '~AND(', '~xor(', '~not', '~and'],
  ...["'", '"', '`', '\\', '\\)', "'; DROP TABLE x; --", '" OR 1=1 --', '/*', '*/', '%', '_', '%_%', '$1', '?'],
  ...['😀', '名前', 'é', '\u{10ffff}', '\ud800', 'Ω', '\u202e'],
  ...['A', 'Title', 'Price (USD)', 'null', '1', '-1', '1e9', 'true', 'NaN', ...FILTER_OPS, ...DATE_SUB_OPS],
  ...['(A,eq,1)', '(A,blank)', '(Due,isWithin,pastNumberOfDays,7)', ',eq,', ',blank)', ',in,1,2,3)', ')~or('],
];

function hostile(rng: Random): string {
  const parts: string[] = [];
  const length = rng.next() < 0.05 ? 200 + rng.int(2000) : rng.int(30);
  for (let i = 0; i < length; i++) {
    parts.push(rng.next() < 0.85 ? rng.pick(PIECES) : String.fromCodePoint(rng.int(0x3000)));
  }
  return parts.join('');
}

/** A plausible where with one random mutation: drop, duplicate or insert a character. */
function mutated(rng: Random): string {
  const text = writeOrEmpty(ast(rng));
  const at = rng.int(text.length + 1);
  switch (rng.int(3)) {
    case 0:
      return text.slice(0, at) + text.slice(at + 1);
    case 1:
      return text.slice(0, at) + text.slice(at, at + 1).repeat(2) + text.slice(at + 1);
    default:
      return text.slice(0, at) + rng.pick(PIECES) + text.slice(at);
  }
}

const FIELDS = ['A', 'Title', 'Price (USD)', 'Ünï 名', 'a_b', 'x)y', 'due-date', "O'Brien", 'DROP TABLE', '1'];
const VALUES = [
  '1',
  '',
  'foo',
  'a,b',
  'f(x)',
  'a)b',
  '(',
  ':)',
  "'; DROP TABLE x; --",
  '%ab%',
  '😀',
  ' pad ',
  '~x',
  '((a))',
];

function term(rng: Random): WhereTerm {
  const op: FilterOp = rng.pick(FILTER_OPS);
  const field = rng.pick(FIELDS);
  if ((VALUELESS_OPS as readonly string[]).includes(op)) return { type: 'term', field, op };
  const value = op === 'is' || op === 'isnot' ? rng.pick(IS_VALUES) : rng.pick(VALUES);
  return { type: 'term', field, op, value };
}

function node(rng: Random, depth: number): WhereNode {
  if (depth >= 4 || rng.next() < 0.55) return term(rng);
  const group = ast(rng, depth + 1);
  return rng.next() < 0.25 ? { ...group, not: true } : group;
}

function ast(rng: Random, depth = 0): WhereGroup {
  const children = Array.from({ length: rng.int(depth === 0 ? 5 : 4) }, () => node(rng, depth));
  return { type: 'group', connective: rng.next() < 0.5 ? 'and' : 'or', children };
}

function writeOrEmpty(tree: WhereGroup): string {
  const text = toWhereString(tree);
  return typeof text === 'string' ? text : '';
}

const isValueless = (op: FilterOp) => (VALUELESS_OPS as readonly string[]).includes(op);

/** What is wrong with a result, if anything: it must be `{error, position?}` or a canonical AST of well-formed terms. */
function problem(input: string, result: WhereResult): string | null {
  if ('error' in result) {
    if (typeof result.error !== 'string' || result.error.length === 0 || result.error.length > 400)
      return 'bad message';
    if (!Object.keys(result).every((key) => key === 'error' || key === 'position')) return 'extra keys';
    const { position } = result;
    if (position !== undefined && !(Number.isInteger(position) && position >= 0 && position <= input.length)) {
      return `bad position ${position}`;
    }
    return null;
  }
  if (!isDeepStrictEqual(normalizeWhere(result), result)) return 'not canonical';
  const bad = (n: WhereNode): boolean =>
    n.type === 'group'
      ? n.children.some(bad)
      : !FILTER_OPS.includes(n.op) ||
        n.field !== n.field.trim() ||
        n.field === '' ||
        n.field.includes(',') ||
        n.subOp !== undefined ||
        (n.value === undefined) !== isValueless(n.op);
  return bad(result) ? 'malformed term' : null;
}

function expectWellFormed(input: string, result: WhereResult): void {
  expect({ input: input.slice(0, 200), problem: problem(input, result) }).toEqual({
    input: input.slice(0, 200),
    problem: null,
  });
}

describe('parseWhere under fuzzing', () => {
  it('never throws on random and hostile text, and answers an AST or {error}', () => {
    const rng = random(0xba5a17);
    const failures: Array<{ input: string; problem: string }> = [];
    for (let i = 0; i < 5000; i++) {
      const input = i % 3 === 0 ? mutated(rng) : hostile(rng);
      let found: string | null;
      try {
        found = problem(input, parseWhere(input));
      } catch (error) {
        found = `threw ${String(error)}`;
      }
      if (found) failures.push({ input, problem: found });
    }
    expect(failures).toEqual([]);
  });

  it.each([
    ['1 MB of x', 'x'.repeat(1 << 20)],
    ['1 MB of (', '('.repeat(1 << 20)],
    ['a term of 1 MB', `(A,eq,${'y'.repeat(1 << 20)})`],
    ['the longest allowed value', `(A,eq,${'z'.repeat(MAX_WHERE_LENGTH - 8)})`],
    ['the longest allowed run of )', `(A,eq,${')'.repeat(MAX_WHERE_LENGTH - 8)})`],
    ['deep groups', `${'(('.repeat(5000)}`],
    ['many connectives', '(A,eq,1)'.concat('~or(A,eq,1)'.repeat(5000)).slice(0, MAX_WHERE_LENGTH)],
    ['many commas', `(A,in,${','.repeat(MAX_WHERE_LENGTH - 8)})`],
    ['lone surrogates', '(\ud800,eq,\udfff)'],
  ])('copes with %s quickly', (_name, input) => {
    const started = Date.now();
    expectWellFormed(input, parseWhere(input));
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('round-trips generated ASTs through toWhereString', () => {
    const rng = random(42);
    let written = 0;
    for (let i = 0; i < 3000; i++) {
      const tree = ast(rng);
      const text = toWhereString(tree);
      if (typeof text !== 'string') {
        expect(text.error).toMatch(/cannot carry/);
        continue;
      }
      written++;
      const back = parseWhere(text);
      if (!isDeepStrictEqual(back, normalizeWhere(tree)))
        expect({ text, back }).toEqual({ text, back: normalizeWhere(tree) });
      if (toWhereString(normalizeWhere(tree)) !== text) expect(toWhereString(normalizeWhere(tree))).toBe(text);
    }
    // Only values ending in a ')' they do not open, deep inside groups, are refused.
    expect(written).toBeGreaterThan(2400);
  });

  it('writes back what it parsed, when the text can carry it', () => {
    const rng = random(7);
    let checked = 0;
    for (let i = 0; i < 3000; i++) {
      const parsed = parseWhere(mutated(rng));
      if ('error' in parsed) continue;
      const text = toWhereString(parsed);
      if (typeof text !== 'string') continue;
      checked++;
      const back = parseWhere(text);
      if (!isDeepStrictEqual(back, parsed)) expect({ text, back }).toEqual({ text, back: parsed });
    }
    expect(checked).toBeGreaterThan(1500);
  });
});
