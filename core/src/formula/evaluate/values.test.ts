import { FormulaError, compareValues, isTruthy, readNumber, toDate, toText, valuesEqual } from './values.js';

describe('formula values', () => {
  it.each([
    ['2024-05-31', '2024-05-31T00:00:00.000Z'],
    ['2024-05-31 14:30', '2024-05-31T14:30:00.000Z'],
    ['2024-05-31T14:30:15.250Z', '2024-05-31T14:30:15.250Z'],
    ['2024-05-31 14:30:00+02:00', '2024-05-31T12:30:00.000Z'],
    [' 2024-05-31 ', '2024-05-31T00:00:00.000Z'],
  ])('reads %j as a UTC date', (text, iso) => {
    expect((toDate(text) as Date).toISOString()).toBe(iso);
  });

  it.each(['31/05/2024', 'tomorrow', '2024-13-45', '2024-5-1'])('refuses %j as a date', (text) => {
    expect(toDate(text)).toBeInstanceOf(FormulaError);
  });

  it('keeps blank blank and reads numbers only from numeric text', () => {
    expect(toDate(null)).toBeNull();
    expect(toDate('')).toBeNull();
    expect(readNumber(' -1.5e2 ')).toBe(-150);
    expect(readNumber('12abc')).toBeNull();
  });

  it('writes values as text', () => {
    expect(toText(null)).toBe('');
    expect(toText(false)).toBe('false');
    expect(toText(2.5)).toBe('2.5');
    expect(toText(new Date('2024-05-31T14:30:05Z'))).toBe('2024-05-31 14:30:05');
  });

  it('says what counts as true', () => {
    expect([null, 0, '', false].map(isTruthy)).toEqual([false, false, false, false]);
    expect([1, -1, 'x', true, new Date(0)].map(isTruthy)).toEqual([true, true, true, true, true]);
  });

  it('compares blank as a value of its own for equality only', () => {
    expect(valuesEqual(null, null)).toBe(true);
    expect(valuesEqual(null, '')).toBe(false);
    expect(valuesEqual('A', 'a')).toBe(false);
    expect(valuesEqual(new Date('2024-01-01T00:00:00Z'), '2024-01-01')).toBe(true);
    expect(compareValues(null, 1)).toBeNull();
    expect(compareValues('b', 'a')).toBeGreaterThan(0);
    expect(compareValues(2, '10')).toBeLessThan(0);
  });
});
