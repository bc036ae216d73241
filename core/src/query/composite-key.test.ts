import { joinCompositeKey, splitCompositeKey } from './composite-key.js';

describe('composite keys', () => {
  it.each<[Array<string | number | bigint>, string]>([
    [[12, 'A7'], '12___A7'],
    [['a_b', 'c__d', 1], 'a_b___c__d___1'],
    [['x', '_y'], 'x____y'],
    [['x', '__y'], 'x_____y'],
    [['', 'b'], '___b'],
    [[9007199254740993n, 'z'], '9007199254740993___z'],
    [['名前', '😀'], '名前___😀'],
  ])('joins %j as %s and splits it back', (values, key) => {
    expect(joinCompositeKey(values)).toBe(key);
    expect(splitCompositeKey(key, values.length)).toEqual(values.map(String));
  });

  it('keeps a one-column key whole, ___ included', () => {
    expect(splitCompositeKey('a___b', 1)).toEqual(['a___b']);
    expect(splitCompositeKey('', 1)).toEqual(['']);
  });

  it('splits leftmost first, so a value ending in _ does not come back the same', () => {
    expect(joinCompositeKey(['x_', 'y'])).toBe('x____y');
    expect(splitCompositeKey('x____y', 2)).toEqual(['x', '_y']);
  });

  it.each<[string, number, string]>([
    ['1___2___3', 2, 'The row id "1___2___3" has 3 part(s) separated by ___; the primary key has 2'],
    ['12', 2, 'The row id "12" has 1 part(s) separated by ___; the primary key has 2'],
    ['1', 0, 'pkCount must be a whole number of at least 1, got 0'],
    ['1', 1.5, 'pkCount must be a whole number of at least 1, got 1.5'],
  ])('refuses %j for %d key columns', (key, count, error) => {
    expect(splitCompositeKey(key, count)).toEqual({ error });
  });

  it('refuses a key that is not a string', () => {
    expect(splitCompositeKey(12 as unknown as string, 1)).toEqual({ error: 'The row id must be a string' });
  });
});
