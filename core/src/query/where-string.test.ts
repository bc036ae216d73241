import type { FilterOp } from '../fields/filter-ops.js';
import type { WhereGroup, WhereNode, WhereTerm } from './types.js';
import { combineWhere, normalizeWhere, whereTerms } from './where-ast.js';
import { parseWhere } from './where-parser.js';
import { toWhereString } from './where-string.js';

const t = (field: string, op: FilterOp, value?: string): WhereTerm =>
  value === undefined ? { type: 'term', field, op } : { type: 'term', field, op, value };
const and = (...children: WhereNode[]): WhereGroup => ({ type: 'group', connective: 'and', children });
const or = (...children: WhereNode[]): WhereGroup => ({ type: 'group', connective: 'or', children });
const not = (...children: WhereNode[]): WhereGroup => ({ type: 'group', connective: 'and', not: true, children });

const A = t('A', 'eq', '1');
const B = t('B', 'eq', '2');
const C = t('C', 'blank');

describe('toWhereString', () => {
  it.each<[WhereGroup, string]>([
    [and(), ''],
    [and(A), '(A,eq,1)'],
    [and(A, B), '(A,eq,1)~and(B,eq,2)'],
    [or(A, B, C), '(A,eq,1)~or(B,eq,2)~or(C,blank)'],
    [and(or(A, B), C), '(A,eq,1)~or(B,eq,2)~and(C,blank)'],
    [and(and(A, B), C), '((A,eq,1)~and(B,eq,2))~and(C,blank)'],
    [or(and(or(A, B), C), B), '(A,eq,1)~or(B,eq,2)~and(C,blank)~or(B,eq,2)'],
    [or(A, and(B, C)), '(A,eq,1)~or((B,eq,2)~and(C,blank))'],
    [and(A, not(B)), '(A,eq,1)~not(B,eq,2)'],
    [or(A, not(B)), '(A,eq,1)~ornot(B,eq,2)'],
    [and(not(A), B), '~not(A,eq,1)~and(B,eq,2)'],
    [not(A), '~not(A,eq,1)'],
    [{ ...or(A, B), not: true }, '~not((A,eq,1)~or(B,eq,2))'],
    [and(A, { ...or(B, C), not: true }), '(A,eq,1)~not((B,eq,2)~or(C,blank))'],
    [not({ ...or(A, B), not: true }), '~not(~not((A,eq,1)~or(B,eq,2)))'],
    [and({ type: 'term', field: 'Due', op: 'eq', subOp: 'today' }), '(Due,eq,today)'],
    [
      and({ type: 'term', field: 'Due', op: 'eq', subOp: 'exactDate', value: '2023-04-01' }),
      '(Due,eq,exactDate,2023-04-01)',
    ],
    [and(t('A', 'eq', 'a,b(c)')), '(A,eq,a,b(c))'],
    [and(t('A', 'eq', ':)')), '(A,eq,:))'],
  ])('%j', (ast, text) => {
    expect(toWhereString(ast)).toBe(text);
    const back = parseWhere(text);
    if (!whereTerms(ast).some((term) => term.subOp)) expect(back).toEqual(normalizeWhere(ast));
  });

  it.each<[WhereGroup, RegExp]>([
    [and(t('A,B', 'eq', '1')), /field name "A,B" holds a comma/],
    [and(t(' A', 'eq', '1')), /starts or ends with whitespace/],
    [and(t('', 'eq', '1')), /is empty/],
    [and(t('(A', 'eq', '1')), /starts with '\('/],
    [and(t('~A', 'eq', '1')), /starts with '~'/],
    [and(t(')A', 'eq', '1')), /starts with '\)'/],
    [and(t('A~or(B', 'eq', '1')), /holds a connective/],
    [and(t('A', 'eq', 'x~or(y')), /value "x~or\(y" of "A" holds a connective/],
    [and(t('A', 'eq', 'x~and (y')), /holds a connective/],
    [and(A, or(t('B', 'eq', ':)'), C)), /ends in '\)' it does not open/],
    [and(t('A', 'eq')), /"eq" on "A" needs a value/],
    [and(t('A', 'blank', 'x')), /"blank" on "A" takes no value/],
    [and(t('A', 'is', 'maybe')), /Bad value "maybe" for "is"/],
    [and(t('A', 'bogus' as FilterOp, '1')), /"bogus" is not supported/],
    [and({ type: 'term', field: 'D', op: 'eq', subOp: 'someday' as 'today' }), /Unknown date sub-op "someday"/],
  ])('refuses what the grammar cannot carry: %j', (ast, message) => {
    expect(toWhereString(ast)).toEqual({ error: expect.stringMatching(message) });
  });

  it('keeps a value ending in ) at the top level, where the greedy rule reads it back', () => {
    expect(toWhereString(and(A, t('B', 'eq', 'x)')))).toBe('(A,eq,1)~and(B,eq,x))');
    expect(parseWhere('(A,eq,1)~and(B,eq,x))')).toEqual(and(A, t('B', 'eq', 'x)')));
  });
});

describe('normalizeWhere and combineWhere', () => {
  it('drops empty groups, unwraps one-child groups, keeps negation', () => {
    expect(normalizeWhere(or(and(), and(A)))).toEqual(and(A));
    expect(normalizeWhere(and(or(A, B)))).toEqual(or(A, B));
    expect(normalizeWhere({ ...or(A), not: true })).toEqual(not(A));
    expect(normalizeWhere(not(or(A, B)))).toEqual({ ...or(A, B), not: true });
    expect(normalizeWhere({ ...and(A, B), not: false })).toEqual(and(A, B));
    expect(normalizeWhere(and(not()))).toEqual(and());
  });

  it('does not touch its input', () => {
    const ast = and(or(A));
    const copy = structuredClone(ast);
    normalizeWhere(ast);
    expect(ast).toEqual(copy);
  });

  it('ANDs view filters, filterArrJson and where', () => {
    expect(combineWhere(and(), or(A, B), and(C))).toEqual(and(or(A, B), C));
    expect(combineWhere(and(), and())).toEqual(and());
    expect(combineWhere(and(A, B), and(C))).toEqual(and(and(A, B), C));
  });

  it('lists the terms', () => {
    expect(whereTerms(and(A, or(B, not(C))))).toEqual([A, B, C]);
  });
});
