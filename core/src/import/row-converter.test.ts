import { fieldOf } from '../fields/registry.js';
import { rowConverter, type ConvertColumn } from './row-converter.js';

const col = (sourceIndex: number, title: string, uidt: ConvertColumn['uidt'], extra: Partial<ConvertColumn> = {}) => ({
  sourceIndex,
  title,
  uidt,
  ...extra,
});

describe('rowConverter', () => {
  const convert = rowConverter([
    col(0, 'Name', 'SingleLineText'),
    col(1, 'Age', 'Number'),
    col(2, 'Price', 'Currency'),
    col(3, 'Done', 'Checkbox'),
    col(4, 'Day', 'Date', { meta: { date_format: 'DD/MM/YYYY' } }),
    col(5, 'Colour', 'SingleSelect', { dtxp: "'Red','Blue'" }),
    col(6, 'Tags', 'MultiSelect', { dtxp: "'a','b'" }),
    col(7, 'Mail', 'Email'),
    col(8, 'Ratio', 'Decimal'),
  ]);

  it('converts each value through its field type, by title', () => {
    expect(
      convert(['Ann', '31', '$1,200.50', 'yes', '31/12/2024', 'red', 'A, b', 'ann@example.com', '0.5'], 1),
    ).toEqual({
      record: {
        Name: 'Ann',
        Age: 31,
        Price: 1200.5,
        Done: true,
        Day: '2024-12-31',
        Colour: 'Red',
        Tags: 'a,b',
        Mail: 'ann@example.com',
        Ratio: 0.5,
      },
      failures: [],
    });
  });

  it('reads Excel numbers and booleans as they come', () => {
    expect(convert(['x', 7, 3.25, false, '', null, null, null, 2], 1).record).toMatchObject({
      Age: 7,
      Price: 3.25,
      Done: false,
      Ratio: 2,
    });
  });

  it('stores empty and missing cells as null', () => {
    expect(convert(['', '  ', null], 1).record).toEqual({
      Name: null,
      Age: null,
      Price: null,
      Done: null,
      Day: null,
      Colour: null,
      Tags: null,
      Mail: null,
      Ratio: null,
    });
  });

  it('gives no record and one failure per refused value', () => {
    const { record, failures } = convert(['Ann', 'abc', '$x', 'maybe', '32/01/2024', 'Green', 'c', 'nope', '1.5'], 7);
    expect(record).toBeNull();
    expect(failures.map((f) => [f.row, f.field, f.value])).toEqual([
      [7, 'Age', 'abc'],
      [7, 'Price', '$x'],
      [7, 'Done', 'maybe'],
      [7, 'Day', '32/01/2024'],
      [7, 'Colour', 'Green'],
      [7, 'Tags', 'c'],
      [7, 'Mail', 'nope'],
    ]);
    expect(failures[0]!.reason).toMatch(/not a valid Number/);
    expect(failures[4]!.reason).toMatch(/not one of the options/);
    expect(failures.every((f) => f.reason.length > 0)).toBe(true);
  });

  it('refuses a whole number field a fraction, and text over 255 characters', () => {
    const strict = rowConverter([col(0, 'N', 'Number'), col(1, 'T', 'SingleLineText')]);
    const { failures } = strict(['1.5', 'x'.repeat(256)], 3);
    expect(failures.map((f) => f.field)).toEqual(['N', 'T']);
  });

  it('maps select values onto the options case-insensitively, an exact spelling first', () => {
    const select = rowConverter([col(0, 'S', 'SingleSelect', { dtxp: "'Red','red'" })]);
    expect(select(['red'], 1).record).toEqual({ S: 'red' });
    expect(select(['Red'], 1).record).toEqual({ S: 'Red' });
    expect(select(['RED'], 1).record).toEqual({ S: 'red' });
  });

  it('refuses an unknown field type up front', () => {
    expect(() => rowConverter([col(0, 'X', 'Nope' as ConvertColumn['uidt'])])).toThrow(/Unknown field type/);
  });

  it('converts a repeated text the same every time, past the memory of a column whose texts do not repeat', () => {
    const many = rowConverter([
      col(0, 'Day', 'Date', { meta: { date_format: 'DD/MM/YYYY' } }),
      col(1, 'Name', 'SingleLineText'),
    ]);
    for (let i = 0; i < 5000; i++) {
      const day = i % 2 ? '31/12/2024' : '31/02/2024';
      const converted = many([day, `name ${i}`], i + 1);
      if (i % 2) expect(converted.record).toEqual({ Day: '2024-12-31', Name: `name ${i}` });
      else expect(converted.failures.map((f) => [f.row, f.value])).toEqual([[i + 1, '31/02/2024']]);
    }
  });

  it('hands a JSON cell over as the bulk insert reads it back: the text "s" stays the string s', () => {
    const json = fieldOf('JSON')!;
    const convert = rowConverter([col(0, 'Data', 'JSON')]);
    for (const [text, stored] of [
      ['"s"', 's'],
      ['"{\\"a\\":1}"', '{"a":1}'],
      ['{"a":[1,"x"]}', { a: [1, 'x'] }],
      ['42', 42],
      ['true', true],
    ] as const) {
      const { record } = convert([text], 1);
      expect(record).not.toBeNull();
      expect(json.parse(record!.Data)).toEqual({ ok: true, value: stored });
    }
    expect(convert(['s'], 2).failures.map((f) => f.reason)).toEqual(['"s" is not valid JSON']);
  });
});
