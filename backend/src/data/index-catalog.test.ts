import { sortsServed, type IndexedColumn } from './index-catalog';

/** An index's columns as the catalog lists them: `name desc` for a part kept descending. */
const index = (name: string, parts: string[], method = 'btree'): IndexedColumn[] =>
  parts.map((part, position) => {
    const [column, order] = part.split(' ');
    return { index: name, column: column!, position, method, descending: order === 'desc' };
  });

const directions = (served: Map<string, Set<string>>, column: string) => [...(served.get(column) ?? [])].sort();

describe('sortsServed', () => {
  it.each(['pg', 'sqlite'] as const)('on %s, any B-tree a column leads serves both directions', (dialect) => {
    const served = sortsServed(
      dialect,
      [...index('a_id', ['a', 'id']), ...index('b_x', ['b', 'x']), ...index('t_gin', ['t'], 'gin')],
      'id',
    );
    expect(directions(served, 'a')).toEqual(['asc', 'desc']);
    expect(directions(served, 'b')).toEqual(['asc', 'desc']);
    expect(directions(served, 't')).toEqual([]);
    expect(directions(served, 'x')).toEqual([]);
  });

  it.each([
    [['a', 'id'], ['asc']],
    [['a'], ['asc']],
    [['a', 'id desc'], ['desc']],
    [['a desc', 'id'], ['desc']],
    [['a desc', 'id desc'], ['asc']],
    [['a', 'b'], []],
    [['a', 'b', 'id'], []],
  ])('on MySQL, %j serves %j (ties by the key ascending)', (parts, expected) => {
    expect(directions(sortsServed('mysql', index('i', parts), 'id'), 'a')).toEqual(expected);
  });

  it('on MySQL, two indexes of opposite key parts serve both directions', () => {
    const served = sortsServed('mysql', [...index('up', ['a', 'id']), ...index('down', ['a', 'id desc'])], 'id');
    expect(directions(served, 'a')).toEqual(['asc', 'desc']);
  });

  it('on MySQL, a table without a one-column key counts any B-tree as serving both (no tie-breaker to match)', () => {
    expect(directions(sortsServed('mysql', index('i', ['a']), undefined), 'a')).toEqual(['asc', 'desc']);
  });
});
