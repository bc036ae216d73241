import type { FilterOp } from '../fields/filter-ops.js';
import { MAX_WHERE_DEPTH, MAX_WHERE_TERMS } from './ops.js';
import { parseFilterArrJson, MAX_FILTER_JSON_LENGTH } from './filter-json.js';
import type { WhereGroup, WhereNode, WhereTerm } from './types.js';
import { parseWhere } from './where-parser.js';

const t = (field: string, op: FilterOp, value?: string): WhereTerm =>
  value === undefined ? { type: 'term', field, op } : { type: 'term', field, op, value };
const and = (...children: WhereNode[]): WhereGroup => ({ type: 'group', connective: 'and', children });
const or = (...children: WhereNode[]): WhereGroup => ({ type: 'group', connective: 'or', children });

const f = (fk_column_id: string, comparison_op: string, value?: unknown, extra: Record<string, unknown> = {}) => ({
  fk_column_id,
  comparison_op,
  value,
  logical_op: 'and',
  ...extra,
});

describe('parseFilterArrJson', () => {
  it('gives the same AST as the where string, with column ids as fields', () => {
    const json = [
      f('A', 'eq', '1'),
      f('B', 'gt', 2, { logical_op: 'or' }),
      { is_group: true, logical_op: 'and', children: [f('C', 'blank'), f('D', 'like', 'x', { logical_op: 'or' })] },
      f('E', 'eq', 'e', { logical_op: 'not' }),
    ];
    expect(parseFilterArrJson(JSON.stringify(json))).toEqual(
      parseWhere('(A,eq,1)~or(B,gt,2)~and((C,blank)~or(D,like,x))~not(E,eq,e)'),
    );
    expect(parseFilterArrJson(json)).toEqual(parseFilterArrJson(JSON.stringify(json)));
  });

  it('reads sub-ops, value kinds and missing connectives', () => {
    expect(
      parseFilterArrJson([
        { fk_column_id: 'D', comparison_op: 'eq', comparison_sub_op: 'today', value: null },
        { fk_column_id: 'D', comparison_op: 'isWithin', comparison_sub_op: 'pastNumberOfDays', value: 7 },
        { fk_column_id: 'N', comparison_op: 'eq', value: 0, comparison_sub_op: null },
        { fk_column_id: 'B', comparison_op: 'eq', value: false, comparison_sub_op: '' },
        { fk_column_id: 'T', comparison_op: 'anyof', value: ['a', 'b'] },
      ]),
    ).toEqual(
      and(
        { type: 'term', field: 'D', op: 'eq', subOp: 'today' },
        { type: 'term', field: 'D', op: 'isWithin', subOp: 'pastNumberOfDays', value: '7' },
        t('N', 'eq', '0'),
        t('B', 'eq', 'false'),
        t('T', 'anyof', 'a,b'),
      ),
    );
  });

  it('skips filters still being edited, stale values on value-less ops and empty groups', () => {
    expect(
      parseFilterArrJson([
        f('A', 'eq', null),
        f('B', 'eq'),
        { fk_column_id: 'D', comparison_op: 'lt', comparison_sub_op: 'daysAgo', value: null },
        f('C', 'blank', 'stale', { comparison_sub_op: 'today' }),
        { is_group: true, logical_op: 'or', children: [] },
        { is_group: 1, logical_op: 'or' },
        f('E', 'eq', '', { logical_op: 'or' }),
      ]),
    ).toEqual(or(t('C', 'blank'), t('E', 'eq', '')));
    expect(parseFilterArrJson([])).toEqual(and());
  });

  it.each<[unknown, string]>([
    ['{', 'filterArrJson is not valid JSON: '],
    ['{}', 'filterArrJson must be a JSON array of filters'],
    [null, 'filterArrJson must be a JSON array of filters'],
    [[1], 'filterArrJson[0] must be an object'],
    [[null], 'filterArrJson[0] must be an object'],
    [[f('', 'eq', 1)], 'filterArrJson[0].fk_column_id must be a non-empty string'],
    [[{ comparison_op: 'eq', value: 1 }], 'filterArrJson[0].fk_column_id must be a non-empty string'],
    [[f('A', 'nope', 1)], 'filterArrJson[0].comparison_op: "nope" is not supported'],
    [
      [f('A', 'eq', 1, { comparison_sub_op: 'someday' })],
      'filterArrJson[0].comparison_sub_op: "someday" is not supported',
    ],
    [[f('A', 'eq', { x: 1 })], 'filterArrJson[0].value must be a string, number, boolean, list of those, or null'],
    [[f('A', 'eq', [[1]])], 'filterArrJson[0].value must be a string, number, boolean, list of those, or null'],
    [[f('A', 'eq', 1, { logical_op: 'xor' })], 'filterArrJson[0].logical_op must be and, or or not, got "xor"'],
    [
      [f('A', 'is', 'maybe')],
      'filterArrJson[0].value: bad value "maybe" for "is", expected one of null, notnull, empty, notempty, true, false',
    ],
    [[{ is_group: true, children: 'x' }], 'filterArrJson[0].children must be an array'],
    [[{ is_group: true, children: [f('A', 'eq', 1), 7] }], 'filterArrJson[0].children[1] must be an object'],
  ])('refuses %j', (input, error) => {
    expect(parseFilterArrJson(input)).toEqual({ error: expect.stringContaining(error) });
  });

  it('caps size, depth and count', () => {
    expect(parseFilterArrJson(' '.repeat(MAX_FILTER_JSON_LENGTH + 1))).toEqual({
      error: `filterArrJson is too long: ${MAX_FILTER_JSON_LENGTH + 1} characters, at most ${MAX_FILTER_JSON_LENGTH} are allowed`,
    });
    let deep: unknown = [f('A', 'eq', 1)];
    for (let i = 0; i <= MAX_WHERE_DEPTH; i++) deep = [{ is_group: true, children: deep }];
    expect(parseFilterArrJson(deep)).toEqual({
      error: expect.stringContaining(`groups nest deeper than ${MAX_WHERE_DEPTH}`),
    });
    expect(parseFilterArrJson('['.repeat(100_000) + ']'.repeat(100_000))).toEqual({
      error: 'filterArrJson[0] must be an object',
    });
    const many = Array.from({ length: MAX_WHERE_TERMS + 1 }, () => f('A', 'eq', 1));
    expect(parseFilterArrJson(many)).toEqual({ error: `filterArrJson has more than ${MAX_WHERE_TERMS} filters` });
  });
});
