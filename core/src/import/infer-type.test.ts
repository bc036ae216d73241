import { inferColumnType } from './infer-type.js';
import type { ImportValue } from './types.js';

const uidtOf = (values: ImportValue[]) => inferColumnType(values).uidt;
const repeat = <T>(values: T[], times: number): T[] => Array.from({ length: times }, () => values).flat();

describe('import type inference', () => {
  it('keeps a column without values as single-line text', () => {
    expect(inferColumnType([])).toEqual({ uidt: 'SingleLineText' });
    expect(uidtOf([null, '', '  '])).toBe('SingleLineText');
  });

  it('gives LongText for a line break or more than 255 characters', () => {
    expect(uidtOf(['a', 'line one\nline two', 'b'])).toBe('LongText');
    expect(uidtOf(['carriage\rreturn'])).toBe('LongText');
    expect(uidtOf(['x'.repeat(256)])).toBe('LongText');
    expect(uidtOf(['x'.repeat(255), 'y'.repeat(10), 'z'])).toBe('SingleLineText');
    expect(uidtOf(['😀'.repeat(255)])).not.toBe('LongText'); // 255 characters, 510 UTF-16 units
  });

  it.each([
    [['checked', 'unchecked']],
    [['x', '', 'X']],
    [['yes', 'no', 'Yes']],
    [['y', 'n']],
    [['1', '0', '1']],
    [[1, 0]],
    [['[x]', '[ ]']],
    [['✓', '✔', '☑', '☐', '✗']],
    [['enabled', 'disabled']],
    [['on', 'OFF']],
    [['done', '']],
    [['true', 'FALSE']],
    [[true, false, null]],
  ])('gives Checkbox for boolean-like values %j', (values) => {
    expect(uidtOf(values)).toBe('Checkbox');
  });

  it('gives Number for whole numbers and Decimal once a value is not whole', () => {
    expect(uidtOf(['1', '2', '3', '-4'])).toBe('Number');
    expect(uidtOf([10, 20, 30])).toBe('Number');
    expect(uidtOf(['1', '2.5', '3'])).toBe('Decimal');
    expect(uidtOf([1.5, 2, 3])).toBe('Decimal');
    expect(uidtOf(['1', 'two', '3'])).not.toBe('Number');
  });

  it('gives Currency when every value starts with $', () => {
    expect(inferColumnType(['$1', '$2.50', '$1,200.00', '-$3'])).toEqual({
      uidt: 'Currency',
      meta: { currency_code: 'USD' },
    });
    expect(uidtOf(['$1', '2'])).not.toBe('Currency');
    expect(uidtOf(['$abc', '$1'])).not.toBe('Currency');
  });

  it('gives Date with the format found in meta', () => {
    expect(inferColumnType(['31/12/2024', '01/02/2024'])).toEqual({
      uidt: 'Date',
      meta: { date_format: 'DD/MM/YYYY' },
    });
    expect(inferColumnType(['2024-01-05', ''])).toEqual({ uidt: 'Date', meta: { date_format: 'YYYY-MM-DD' } });
    expect(uidtOf(['2024-01-05 10:30'])).not.toBe('Date');
  });

  it('gives Email and URL when every value is one', () => {
    expect(uidtOf(['a@example.com', 'b.c@example.org', 'x@y.io'])).toBe('Email');
    expect(uidtOf(['a@example.com', 'not an address', 'x@y.io', 'z@w.io'])).not.toBe('Email');
    expect(uidtOf(['https://example.com', 'http://a.org/x?y=1', 'example.net/page'])).toBe('URL');
    expect(uidtOf(['https://example.com', 'no url here', 'x', 'y'])).not.toBe('URL');
  });

  it('gives SingleSelect when distinct values (case-insensitive) are at most half the values', () => {
    expect(inferColumnType(['Red', 'red', 'Blue', 'RED'])).toEqual({ uidt: 'SingleSelect', dtxp: "'Red','Blue'" });
    expect(uidtOf(['a', 'b', 'c', 'a'])).toBe('SingleLineText'); // 3 distinct of 4
    expect(uidtOf(['a', 'b', 'a', 'b', '', ''])).toBe('SingleSelect'); // half of the non-empty count
  });

  it('caps select fields at 64 options', () => {
    const sixtyFour = Array.from({ length: 64 }, (_, i) => `v${i}`);
    expect(uidtOf(repeat(sixtyFour, 2))).toBe('SingleSelect');
    const sixtyFive = Array.from({ length: 65 }, (_, i) => `v${i}`);
    expect(uidtOf(repeat(sixtyFive, 2))).toBe('SingleLineText');
  });

  it('quotes option titles as the columns API reads them', () => {
    expect(inferColumnType(["it's", "it's", 'b', 'b']).dtxp).toBe("'it''s','b'");
  });

  it('gives MultiSelect for comma-containing values, the options being the distinct parts', () => {
    expect(inferColumnType(['a,b', 'b', 'a,b', 'b', 'a, c', 'a,b'])).toEqual({
      uidt: 'MultiSelect',
      dtxp: "'a','b','c'",
    });
    expect(uidtOf(['Smith, John', 'Doe, Jane', 'Roe, Rick'])).toBe('SingleLineText'); // all distinct
    const parts = Array.from({ length: 65 }, (_, i) => `p${i}`);
    const wide = [parts.slice(0, 33).join(','), parts.slice(33).join(',')];
    expect(uidtOf(repeat(wide, 2))).toBe('SingleLineText'); // 65 options
  });

  it('gives Checkbox for one distinct boolean-like value, a one-option select for another one', () => {
    expect(uidtOf(['done', 'done', '', 'done'])).toBe('Checkbox');
    expect(inferColumnType(['Paris', 'paris', 'PARIS'])).toEqual({ uidt: 'SingleSelect', dtxp: "'Paris'" });
  });

  it('tries the rules in order, so an earlier type wins over a later one that also fits', () => {
    expect(uidtOf(['1', '0', '1', '0'])).toBe('Checkbox'); // not Number
    expect(uidtOf(['1.50', '2.25'])).toBe('Decimal'); // not URL (a bare host with a dot)
    expect(uidtOf(['a@example.com', 'a@example.com', 'b@example.com', 'b@example.com'])).toBe('Email'); // not a select
    expect(uidtOf(['2024-01-05', '2024-01-05', '2024-01-05'])).toBe('Date'); // not a select
    expect(uidtOf(['yes', 'yes\nno'])).toBe('LongText'); // not Checkbox
  });

  it('treats mixed kinds as text', () => {
    expect(uidtOf([1, 'a', 2, 'b', 'c'])).toBe('SingleLineText');
    expect(uidtOf([true, 5])).toBe('SingleLineText');
  });
});
