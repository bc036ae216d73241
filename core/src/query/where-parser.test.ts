import { FILTER_OPS, type FilterOp } from '../fields/filter-ops.js';
import { IS_VALUES, MAX_WHERE_DEPTH, MAX_WHERE_LENGTH, MAX_WHERE_TERMS, VALUELESS_OPS } from './ops.js';
import type { WhereGroup, WhereNode, WhereTerm } from './types.js';
import { parseWhere } from './where-parser.js';

const t = (field: string, op: FilterOp, value?: string): WhereTerm =>
  value === undefined ? { type: 'term', field, op } : { type: 'term', field, op, value };
const and = (...children: WhereNode[]): WhereGroup => ({ type: 'group', connective: 'and', children });
const or = (...children: WhereNode[]): WhereGroup => ({ type: 'group', connective: 'or', children });
const not = (node: WhereNode): WhereGroup =>
  node.type === 'group' && !node.not
    ? { ...node, not: true }
    : { type: 'group', connective: 'and', not: true, children: [node] };

const VALUE_OPS = FILTER_OPS.filter(
  (op) => !(VALUELESS_OPS as readonly string[]).includes(op) && op !== 'is' && op !== 'isnot',
);

describe('parseWhere: terms', () => {
  it.each(VALUE_OPS)('reads (Field,%s,value)', (op) => {
    expect(parseWhere(`(Field,${op},value)`)).toEqual(and(t('Field', op, 'value')));
  });

  it.each(VALUELESS_OPS)('reads the value-less (Field,%s), also with an empty value', (op) => {
    expect(parseWhere(`(Field,${op})`)).toEqual(and(t('Field', op)));
    expect(parseWhere(`(Field,${op},)`)).toEqual(and(t('Field', op)));
  });

  it.each(IS_VALUES.flatMap((v) => [['is', v] as const, ['isnot', v] as const]))('reads (Field,%s,%s)', (op, value) => {
    expect(parseWhere(`(Field,${op},${value})`)).toEqual(and(t('Field', op, value)));
  });

  it.each([
    ['(Title,eq,a,b,c)', t('Title', 'eq', 'a,b,c')],
    ['(Title,in,1,2,3)', t('Title', 'in', '1,2,3')],
    ['(Title,eq,f(x))', t('Title', 'eq', 'f(x)')],
    ['(Title,eq,a)b)', t('Title', 'eq', 'a)b')],
    ['(Title,eq,:))', t('Title', 'eq', ':)')],
    ['(Title,eq,(()', t('Title', 'eq', '((')],
    ['(Title,eq,(())', t('Title', 'eq', '(()')],
    ['(Title,eq,)', t('Title', 'eq', '')],
    ['(Title,eq, padded )', t('Title', 'eq', ' padded ')],
    ['(Title,like,%ab%)', t('Title', 'like', '%ab%')],
    ["(Title,eq,'; DROP TABLE x; --)", t('Title', 'eq', "'; DROP TABLE x; --")],
    ['(Title,eq,"quoted")', t('Title', 'eq', '"quoted"')],
    ['(Title,eq,~AND(x))', t('Title', 'eq', '~AND(x)')],
    ['(Title,eq,a~b)', t('Title', 'eq', 'a~b')],
    ['(Price (USD),gt,5)', t('Price (USD)', 'gt', '5')],
    ['(Ünïcødé 名前,eq,😀)', t('Ünïcødé 名前', 'eq', '😀')],
    ['( Title , eq ,x)', t('Title', 'eq', 'x')],
    ['(Due,eq,exactDate,2023-04-01)', t('Due', 'eq', 'exactDate,2023-04-01')],
    ['(Due,isWithin,pastNumberOfDays,7)', t('Due', 'isWithin', 'pastNumberOfDays,7')],
    ['(Due,lt,daysAgo,3)', t('Due', 'lt', 'daysAgo,3')],
    ['(Due,eq,today)', t('Due', 'eq', 'today')],
  ])('keeps the value greedy and raw: %s', (input, term) => {
    expect(parseWhere(input)).toEqual(and(term));
  });

  it('accepts an empty or blank where as no filter', () => {
    expect(parseWhere('')).toEqual(and());
    expect(parseWhere(' \t\n ')).toEqual(and());
  });
});

describe('parseWhere: connectives and groups', () => {
  const A = t('A', 'eq', '1');
  const B = t('B', 'eq', '2');
  const C = t('C', 'eq', '3');
  it.each<[string, WhereGroup]>([
    ['(A,eq,1)~and(B,eq,2)', and(A, B)],
    ['(A,eq,1)~or(B,eq,2)', or(A, B)],
    ['(A,eq,1)~not(B,eq,2)', and(A, not(B))],
    ['(A,eq,1)~andnot(B,eq,2)', and(A, not(B))],
    ['(A,eq,1)~ornot(B,eq,2)', or(A, not(B))],
    ['~not(A,eq,1)', not(A)],
    ['~or(A,eq,1)', and(A)],
    ['~and(A,eq,1)~or(B,eq,2)', or(A, B)],
    ['(A,eq,1)~and(B,eq,2)~and(C,eq,3)', and(A, B, C)],
    // Left to right (docs/API.md §2.1): A or B, then and C.
    ['(A,eq,1)~or(B,eq,2)~and(C,eq,3)', and(or(A, B), C)],
    ['(A,eq,1)~and(B,eq,2)~or(C,eq,3)', or(and(A, B), C)],
    ['(A,eq,1)~and((B,eq,2)~or(C,eq,3))', and(A, or(B, C))],
    ['((A,eq,1)~or(B,eq,2))~and(C,eq,3)', and(or(A, B), C)],
    ['((A,eq,1)~or(B,eq,2))~or(C,eq,3)', or(or(A, B), C)],
    ['(A,eq,1)~not((B,eq,2)~or(C,eq,3))', and(A, not(or(B, C)))],
    ['~not((A,eq,1)~or(B,eq,2))', not(or(A, B))],
    ['(~not(A,eq,1)~or(B,eq,2))', or(not(A), B)],
    ['((A,eq,1))', and(A)],
    ['(((A,eq,1)))~or(B,eq,2)', or(A, B)],
    ['((A,eq,1)~and((B,eq,2)~or((C,eq,3))))', and(A, or(B, C))],
    ['~not(~not((A,eq,1)~or(B,eq,2)))', not(not(or(A, B)))],
    ['((A,eq,f(x))~or(B,eq,2))', or(t('A', 'eq', 'f(x)'), B)],
    ['((A,eq,a)b)~or(B,eq,2))', or(t('A', 'eq', 'a)b'), B)],
    ['((A,blank)~or(B,notnull))', or(t('A', 'blank'), t('B', 'notnull'))],
    ['((A,blank))~and(B,eq,2)', and(t('A', 'blank'), B)],
    ['  (A,eq,1)  ~or  (B,eq,2)  ', or(A, B)],
    ['( (A,eq,1) ~or (B,eq,2) ) ~and (C,eq,3)', and(or(A, B), C)],
    ['((A,eq,1) )', and(A)],
  ])('%s', (input, ast) => {
    expect(parseWhere(input)).toEqual(ast);
  });

  it('runs the value up to the next connective, as NocoDB does', () => {
    expect(parseWhere('(A,eq,1)~xor(B,eq,2)')).toEqual(and(t('A', 'eq', '1)~xor(B,eq,2')));
    expect(parseWhere('(A,eq,1) (B,eq,2)')).toEqual(and(t('A', 'eq', '1) (B,eq,2')));
  });

  it(`allows ${MAX_WHERE_DEPTH} levels of groups`, () => {
    const deep = `${'('.repeat(MAX_WHERE_DEPTH)}(A,eq,1)${')'.repeat(MAX_WHERE_DEPTH)}`;
    expect(parseWhere(deep)).toEqual(and(A));
  });

  it(`allows ${MAX_WHERE_TERMS} terms`, () => {
    const many = Array.from({ length: MAX_WHERE_TERMS }, (_, i) => `(F${i},eq,${i})`).join('~or');
    const result = parseWhere(many);
    expect('error' in result ? result.error : result.children.length).toBe(MAX_WHERE_TERMS);
  });
});

describe('parseWhere: errors', () => {
  it.each<[string, RegExp, number | undefined]>([
    ['(A,foo,1)', /^"foo" is not supported: unknown comparison op in the term at position 0$/, 3],
    ['(A,nin,1)', /^"nin" is not supported/, 3],
    ['(A,EQ,1)', /^"EQ" is not supported/, 3],
    ['(A,e-q,1)', /^Invalid comparison op "e-q" in the term at position 0$/, 3],
    ['(A,,1)', /^Missing comparison op after field "A"/, 3],
    ['(A,eq,1', /^Unbalanced parenthesis: missing '\)' at the end of the term at position 0$/, 0],
    ['((A,eq,1)', /^Unbalanced parenthesis: the group opened at position 0 is never closed$/, 0],
    ['(A,eq,1)~and((B,eq,2)', /group opened at position 12 is never closed/, 12],
    ['(A,blank))', /^Unbalanced parenthesis: unexpected '\)' at position 9$/, 9],
    ['((A,blank)))', /unexpected '\)' at position 11/, 11],
    ['(A,eq,1)x', /^Unexpected text "x" after the term at position 0$/, 8],
    ['(A,blank)x', /^Unexpected text "x" after the term at position 9$/, 9],
    ['(A)', /^Missing ',' after the field name in the term at position 0$/, 0],
    ['(A)~or(B,eq,1)', /^Missing ','/, 0],
    ['(,eq,1)', /^Empty field name in the term at position 0$/, 0],
    ['(A,eq)', /^"eq" needs a value, as in \(field,eq,value\): term at position 0$/, 5],
    ['(A,blank,x)', /^"blank" takes no value, got "x": term at position 0$/, 9],
    ['(A,is,maybe)', /^Bad value "maybe" for "is": expected one of null, notnull, empty, notempty, true, false/, 6],
    ['()', /^Empty parentheses at position 0$/, 0],
    ['(', /^Unbalanced parenthesis: missing '\)' for the '\(' at position 0$/, 0],
    [')', /^Expected '\(' at position 0, found "\)"$/, 0],
    ['abc', /^Expected '\(' at position 0, found "abc"$/, 0],
    ['A,eq,1', /^Expected '\('/, 0],
    ['~xor(A,eq,1)', /^Unknown connective "~xor" at position 0: use ~and, ~or or ~not$/, 0],
    ['~(A,eq,1)', /^Unknown connective "~"/, 0],
    ['~not', /^Expected '\(' after "~not" at position 4$/, 4],
    ['(A,eq,1)~or', /^Unexpected text/, undefined],
    ['(~not)', /^Expected '\(' after "~not"/, 5],
    ['(~xx(A,eq,1))', /^Unknown connective "~xx" at position 1/, 1],
  ])('%s', (input, message, position) => {
    const result = parseWhere(input);
    expect(result).toEqual(expect.objectContaining({ error: expect.stringMatching(message) }));
    if (position !== undefined) expect(result).toHaveProperty('position', position);
  });

  it('caps the length', () => {
    expect(parseWhere(`(A,eq,${'x'.repeat(MAX_WHERE_LENGTH)})`)).toEqual({
      error: `where is too long: ${MAX_WHERE_LENGTH + 7} characters, at most ${MAX_WHERE_LENGTH} are allowed`,
    });
    expect(parseWhere('('.repeat(1 << 20))).toHaveProperty('error', expect.stringMatching(/too long/));
  });

  it('caps the nesting depth', () => {
    const deep = `${'('.repeat(MAX_WHERE_DEPTH + 1)}(A,eq,1)${')'.repeat(MAX_WHERE_DEPTH + 1)}`;
    expect(parseWhere(deep)).toEqual({
      error: `Groups nest deeper than ${MAX_WHERE_DEPTH} levels at position ${MAX_WHERE_DEPTH}`,
      position: MAX_WHERE_DEPTH,
    });
    expect(parseWhere('~not('.repeat(1000))).toHaveProperty('error', expect.stringMatching(/deeper than/));
  });

  it('caps the number of terms', () => {
    const many = Array.from({ length: MAX_WHERE_TERMS + 1 }, () => '(A,eq,1)').join('~and');
    expect(parseWhere(many)).toHaveProperty('error', `where has more than ${MAX_WHERE_TERMS} terms`);
  });

  it('refuses what is not a string', () => {
    expect(parseWhere(42 as unknown as string)).toEqual({ error: 'where must be a string' });
  });

  it('quotes long or odd input briefly in messages', () => {
    const result = parseWhere(`(A,${'z'.repeat(500)},1)`);
    expect('error' in result && result.error.length).toBeLessThan(120);
    expect(parseWhere('(A,eq,1)\n\u0000')).toHaveProperty(
      'error',
      'Unexpected text "\\n\\u0000" after the term at position 0',
    );
  });
});
