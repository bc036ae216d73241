import { circularReference, findCycle, formulaDependencies } from './cycles.js';
import type { FormulaField } from './fields.js';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('findCycle', () => {
  it('finds none in a graph without cycles', () => {
    expect(findCycle(graph({ a: ['b', 'c'], b: ['c'], c: [] }))).toBeNull();
    expect(findCycle(graph({}))).toBeNull();
  });

  it.each([
    [{ a: ['a'] }, ['a', 'a']],
    [{ a: ['b'], b: ['a'] }, ['a', 'b', 'a']],
    [{ a: ['b'], b: ['c'], c: ['a'] }, ['a', 'b', 'c', 'a']],
    [{ x: ['a'], a: ['b'], b: ['a'] }, ['a', 'b', 'a']],
  ])('finds the cycle in %j', (edges, cycle) => {
    expect(findCycle(graph(edges))).toEqual(cycle);
  });

  it('with a starting field, finds only a cycle through it', () => {
    const edges = graph({ a: ['b'], b: ['c'], c: ['b'], d: ['a'] });
    expect(findCycle(edges, 'a')).toBeNull();
    expect(findCycle(edges, 'b')).toEqual(['b', 'c', 'b']);
  });
});

describe('formulaDependencies', () => {
  it("reads each Formula field's references, and none from an unreadable one", () => {
    const fields: FormulaField[] = [
      { id: 'n', title: 'N', uidt: 'Number' },
      { id: 'f', title: 'F', uidt: 'Formula', formula: '{{n}} + {{g}} + {{n}}' },
      { id: 'g', title: 'G', uidt: 'Formula', formula: '(' },
      { id: 'h', title: 'H', uidt: 'Formula', formula: null },
    ];
    expect(formulaDependencies(fields)).toEqual(graph({ f: ['n', 'g'], g: [] }));
  });
});

describe('circularReference', () => {
  const fields: FormulaField[] = [
    { id: 'cl_price', title: 'Price', uidt: 'Number' },
    { id: 'cl_tax', title: 'Tax', uidt: 'Formula', formula: '{{cl_total}} * 0.2' },
    { id: 'cl_total', title: 'Total', uidt: 'Formula', formula: '{{cl_price}}' },
  ];

  it('names the fields of the cycle the new formula would close, by title', () => {
    expect(circularReference('cl_total', '{{cl_price}} + {{cl_tax}}', fields)).toEqual({
      code: 'formula.circularReference',
      params: { path: 'Total → Tax → Total' },
    });
  });

  it('refuses a formula referring to itself, also for a field not saved yet', () => {
    expect(circularReference('cl_total', '{{cl_total}} + 1', fields)?.params).toEqual({ path: 'Total → Total' });
    expect(circularReference('cl_new', '{{cl_new}}', fields)?.params).toEqual({ path: 'cl_new → cl_new' });
  });

  it('accepts a formula that only reads other fields', () => {
    expect(circularReference('cl_total', '{{cl_price}} * 2', fields)).toBeNull();
    expect(circularReference('cl_new', '{{cl_tax}} + {{cl_total}}', fields)).toBeNull();
  });

  it('follows the edges of other computed fields given beside the formulas', () => {
    const lookups = graph({ cl_price: ['cl_total'] });
    expect(circularReference('cl_total', '{{cl_price}}', fields, lookups)?.params).toEqual({
      path: 'Total → Price → Total',
    });
  });
});
