import type { FilterField } from './types.js';
import { MAX_SORTS, parseSort, parseSortArrJson, toSortString, validateSort } from './sort.js';

describe('parseSort', () => {
  it.each<[string | string[], Array<[string, 'asc' | 'desc']>]>([
    ['', []],
    ['Title', [['Title', 'asc']]],
    ['-Title', [['Title', 'desc']]],
    [
      'Title,-Age',
      [
        ['Title', 'asc'],
        ['Age', 'desc'],
      ],
    ],
    [
      ' Title , - Age ,, ',
      [
        ['Title', 'asc'],
        ['Age', 'desc'],
      ],
    ],
    ['+Title', [['+Title', 'asc']]],
    ['--x', [['-x', 'desc']]],
    [
      ['Title', '-Price, USD'],
      [
        ['Title', 'asc'],
        ['Price, USD', 'desc'],
      ],
    ],
    [
      'Ünï 名,-😀',
      [
        ['Ünï 名', 'asc'],
        ['😀', 'desc'],
      ],
    ],
  ])('%j', (input, expected) => {
    expect(parseSort(input)).toEqual(expected.map(([field, direction]) => ({ field, direction })));
  });

  it.each<[unknown, string]>([
    ['-', "sort has a '-' with no field name after it"],
    ['a,-,b', "sort has a '-' with no field name after it"],
    [42, 'sort must be a string or a list of strings'],
    [['a', 1], 'sort must be a string or a list of strings'],
    ['x'.repeat(10_000), 'sort is too long: at most 8192 characters are allowed'],
    [Array.from({ length: MAX_SORTS + 1 }, (_, i) => `f${i}`).join(','), `sort has more than ${MAX_SORTS} fields`],
  ])('refuses %j', (input, error) => {
    expect(parseSort(input as string)).toEqual({ error });
  });

  it('round-trips through toSortString', () => {
    const items = [
      { field: 'Title', direction: 'asc' as const },
      { field: '-odd', direction: 'desc' as const },
    ];
    expect(toSortString(items)).toBe('Title,--odd');
    expect(parseSort('Title,--odd')).toEqual(items);
    expect(toSortString([{ field: 'a,b', direction: 'asc' }])).toHaveProperty('error');
    expect(toSortString([{ field: '-a', direction: 'asc' }])).toHaveProperty('error');
    expect(toSortString([{ field: 'a', direction: 'up' as 'asc' }])).toEqual({ error: 'Bad sort direction "up"' });
  });
});

describe('parseSortArrJson', () => {
  it('reads {fk_column_id, direction}', () => {
    expect(parseSortArrJson('[{"fk_column_id":"c1","direction":"desc"},{"fk_column_id":"c2"}]')).toEqual([
      { field: 'c1', direction: 'desc' },
      { field: 'c2', direction: 'asc' },
    ]);
  });
  it.each<[unknown, string]>([
    ['nope', 'sortArrJson is not valid JSON'],
    [{}, 'sortArrJson must be a JSON array of sorts'],
    [[1], 'sortArrJson[0] must be an object'],
    [[{ direction: 'asc' }], 'sortArrJson[0].fk_column_id must be a non-empty string'],
    [[{ fk_column_id: 'c', direction: 'up' }], 'sortArrJson[0].direction must be asc or desc, got "up"'],
  ])('refuses %j', (input, error) => {
    expect(parseSortArrJson(input)).toEqual({ error: expect.stringContaining(error) });
  });
});

describe('validateSort', () => {
  const fields: FilterField[] = [{ id: 'c1', title: 'Title', column_name: 'title', uidt: 'SingleLineText' }];
  it('finds fields by title, column_name or id, and drops unknown ones unless asked', () => {
    const items = [
      { field: 'Title', direction: 'asc' as const },
      { field: 'c1', direction: 'desc' as const },
      { field: 'nope', direction: 'asc' as const },
    ];
    expect(validateSort(items, fields)).toEqual([
      { field: 'Title', column: fields[0], direction: 'asc' },
      { field: 'Title', column: fields[0], direction: 'desc' },
    ]);
    expect(validateSort(items, fields, { unknownFields: 'error' })).toEqual({ error: 'Field "nope" not found' });
  });
});
