import { acceptAttribute, isAcceptedFileName, isHttpUrl, isImportKind } from './accept';

describe('the files each import kind accepts', () => {
  it('takes a CSV target only when it ends in .csv', () => {
    expect(isAcceptedFileName('csv', 'people.csv')).toBe(true);
    expect(isAcceptedFileName('csv', 'PEOPLE.CSV')).toBe(true);
    expect(isAcceptedFileName('csv', 'people.xlsx')).toBe(false);
    expect(isAcceptedFileName('csv', 'csv')).toBe(false);
  });

  it('takes the five spreadsheet endings for Excel, and .json for JSON', () => {
    for (const ext of ['xls', 'xlsx', 'xlsm', 'ods', 'ots'])
      expect(isAcceptedFileName('excel', `book.${ext}`)).toBe(true);
    expect(isAcceptedFileName('excel', 'book.csv')).toBe(false);
    expect(isAcceptedFileName('json', 'a.json')).toBe(true);
    expect(isAcceptedFileName('json', 'a.txt')).toBe(false);
    expect(acceptAttribute('excel')).toBe('.xls,.xlsx,.xlsm,.ods,.ots');
  });

  it('knows the kinds and http(s) addresses', () => {
    expect(isImportKind('excel')).toBe(true);
    expect(isImportKind('xml')).toBe(false);
    expect(isHttpUrl('https://example.com/a.csv')).toBe(true);
    expect(isHttpUrl('ftp://example.com/a.csv')).toBe(false);
    expect(isHttpUrl('not a url')).toBe(false);
  });
});
