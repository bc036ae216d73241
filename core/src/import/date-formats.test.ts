import { dayFormatOf, isoDayNamed } from './date-formats.js';

describe('import day formats', () => {
  it.each([
    [['2024-03-01', '1999-12-31'], 'YYYY-MM-DD'],
    [['31-12-2024', '01-02-2024'], 'DD-MM-YYYY'],
    [['12-31-2024', '01-02-2024'], 'MM-DD-YYYY'],
    [['31/12/2024'], 'DD/MM/YYYY'],
    [['12/31/2024'], 'MM/DD/YYYY'],
    [['2024/12/31'], 'YYYY/MM/DD'],
    [['31 12 2024'], 'DD MM YYYY'],
    [['2024 12 31'], 'YYYY MM DD'],
    [['2024/1/5', '2024/12/31'], 'YYYY/MM/DD'], // the lenient fallback
    [['2024-03-01T00:00:00.000Z'], 'YYYY-MM-DD'], // a spreadsheet day
  ])('%j reads as %s', (texts, format) => {
    expect(dayFormatOf(texts)?.format).toBe(format);
  });
  it('prefers day-first when both day-first and month-first fit every value', () => {
    expect(dayFormatOf(['01-02-2024', '03-04-2024'])?.format).toBe('DD-MM-YYYY');
  });
  it.each([
    [['2024-02-30']], // no such day
    [['2024-3-1']], // strict formats need two digits
    [['31-12-2024', '12-31-2024']], // no single order fits both
    [['2024-03-01 10:00']], // a time part
    [['2024-03-01', '01/03/2024']], // mixed separators
    [['1.2.2024']],
    [[]],
  ])('%j is not a day column', (texts) => {
    expect(dayFormatOf(texts)).toBeUndefined();
  });
  it('reads a day in the named format, the lenient YYYY/MM/DD too', () => {
    expect(isoDayNamed('31/12/2024', 'DD/MM/YYYY')).toBe('2024-12-31');
    expect(isoDayNamed('12 31 2024', 'MM DD YYYY')).toBe('2024-12-31');
    expect(isoDayNamed('2024/1/5', 'YYYY/MM/DD')).toBe('2024-01-05');
    expect(isoDayNamed('2024-01-05', 'DD/MM/YYYY')).toBeUndefined();
    expect(isoDayNamed('2024-01-05', 'D.M.YY')).toBeUndefined();
  });
});
