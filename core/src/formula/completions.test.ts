import { formulaCompletions } from './completions.js';
import { FORMULA_FUNCTION_NAMES } from './functions/catalogue.js';
import { TEST_FIELDS } from './test-fields.js';

/** Completions at the `|` of `text`. */
const at = (text: string) => formulaCompletions(text.replace('|', ''), text.indexOf('|'), TEST_FIELDS);
const labels = (text: string) => at(text).items.map((i) => i.label);

describe('formulaCompletions', () => {
  it('offers fields after {, those starting with what is typed first, then those containing it', () => {
    expect(labels('{|')).toEqual(TEST_FIELDS.map((f) => f.title));
    expect(labels('1 + {qt|')).toEqual(['Qty']);
    expect(labels('{a|')).toEqual(['Name', 'Paid', 'Meta', 'Odd {name}', 'Total']);
    expect(labels('{t|')).toEqual(['Total', 'Unit price', 'Qty', 'Meta']);
    expect(labels('{Odd \\{n|')).toEqual(['Odd {name}']);
  });

  it('replaces the whole reference being typed, through its closing brace', () => {
    expect(at('UPPER({Na|me}) & 1')).toMatchObject({ from: 6, to: 12 });
    expect(at('UPPER({Na|')).toMatchObject({ from: 6, to: 9 });
    expect(at('{Na| + {Qty}')).toMatchObject({ from: 0, to: 3 });
    const [name] = at('{Na|').items;
    expect(name).toEqual({ kind: 'field', label: 'Name', insert: '{Name}', uidt: 'SingleLineText' });
    expect(at('{Od|').items[0]!.insert).toBe('{Odd \\{name\\}}');
  });

  it('offers functions by prefix with their signature, example and description key', () => {
    expect(labels('1 + up|')).toEqual(['UPPER']);
    expect(labels('DATE|')).toEqual(['DATEADD', 'DATESTR', 'DATETIME_DIFF', 'DATETIME_FORMAT']);
    expect(at('ro|')).toMatchObject({ from: 0, to: 2 });
    expect(at('ro|')).toMatchObject({ from: 0, to: 2 });
    expect(at('IF(r|x, 1)')).toMatchObject({ from: 3, to: 5 });
    const [upper] = at('UPP|').items;
    expect(upper).toEqual({
      kind: 'function',
      label: 'UPPER',
      insert: 'UPPER(',
      signature: 'UPPER(text)',
      example: 'UPPER({Country code})',
      descriptionKey: 'formula.functions.UPPER',
    });
    expect(at('NO|').items.find((i) => i.label === 'NOW')!.insert).toBe('NOW()');
  });

  it('offers fields whose title starts with the word too, after the functions', () => {
    expect(labels('pa|')).toEqual(['Paid']);
    expect(labels('t|')).toEqual(['T', 'TODAY', 'TRIM', 'TRUE', 'Total']);
  });

  it('offers every function and field where nothing is typed yet', () => {
    expect(labels('IF(|')).toEqual([...FORMULA_FUNCTION_NAMES, ...TEST_FIELDS.map((f) => f.title)]);
  });

  it('offers nothing inside a quoted string, even one holding braces', () => {
    expect(at("'abc {Na|")).toEqual({ from: 8, to: 8, items: [] });
    expect(at('"it\\"s up|')).toEqual({ from: 9, to: 9, items: [] });
    expect(labels("'x' & up|")).toEqual(['UPPER']);
  });
});
