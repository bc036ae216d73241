import { inferTemplate } from './infer-template.js';
import type { ImportRow } from './types.js';

describe('inferTemplate', () => {
  const rows: ImportRow[] = [
    ['Name', 'Age', 'Price ($)', '', 'name'],
    ['Ann', '31', '$4.50', 'x', 'a'],
    ['Bob', '42', '$5', '', 'b'],
  ];

  it('detects the header row, names and types the fields', () => {
    const template = inferTemplate('people.csv', rows);
    expect(template).toMatchObject({
      sourceName: 'people.csv',
      title: 'people',
      table_name: 'people',
      headerRow: true,
    });
    expect(template.columns.map((c) => [c.sourceIndex, c.sourceName, c.title, c.column_name, c.uidt])).toEqual([
      [0, 'Name', 'Name', 'Name', 'SingleLineText'],
      [1, 'Age', 'Age', 'Age', 'Number'],
      [2, 'Price ($)', 'Price ___', 'Price____', 'Currency'],
      [3, 'field_4', 'field_4', 'field_4', 'Checkbox'],
      [4, 'name', 'name_1', 'name_1', 'SingleLineText'],
    ]);
  });

  it('reads the first row as data when it holds a number, or when told', () => {
    const data: ImportRow[] = [
      [1, 'a'],
      [2, 'b'],
    ];
    const detected = inferTemplate('Sheet 1', data);
    expect(detected.headerRow).toBe(false);
    expect(detected.columns.map((c) => [c.title, c.uidt])).toEqual([
      ['field_1', 'Number'],
      ['field_2', 'SingleLineText'],
    ]);
    expect(inferTemplate('x', rows, { firstRowIsHeader: false }).columns[1]!.uidt).toBe('SingleLineText');
  });

  it('makes every field text when types are not to be chosen', () => {
    const template = inferTemplate('x', rows, { autoSelectFieldTypes: false });
    expect(template.columns.every((c) => c.uidt === 'SingleLineText' && !c.dtxp && !c.meta)).toBe(true);
  });

  it('looks at the first 500 data rows only (or as many as asked)', () => {
    const many: ImportRow[] = [['n'], ...Array.from({ length: 500 }, (_, i) => [String(i)]), ['not a number']];
    expect(inferTemplate('x', many).columns[0]!.uidt).toBe('Number');
    expect(inferTemplate('x', many, { sampleRows: 501 }).columns[0]!.uidt).toBe('SingleLineText');
  });

  it('has as many fields as the widest row, and none for no rows', () => {
    expect(inferTemplate('x', [['a'], ['1', '2', '3']]).columns.map((c) => c.title)).toEqual([
      'a',
      'field_2',
      'field_3',
    ]);
    expect(inferTemplate('x', []).columns).toEqual([]);
  });
});
