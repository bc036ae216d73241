/** @jest-environment node */
import { utils, write } from 'xlsx';
import { MAX_WORKBOOK_BYTES, readWorkbook } from './excel-sheets';
import { ImportSourceError } from './source-error';

function workbookBytes(bookType: 'xlsx' | 'ods' | 'xls'): Uint8Array {
  const book = utils.book_new();
  const people = utils.aoa_to_sheet(
    [
      ['Name', 'Born', 'Met', 'Score', 'Member'],
      ['Ann', new Date(1990, 4, 17), new Date(2024, 0, 2, 13, 45, 10), 12.5, true],
      [],
      ['Bob', null, null, 7, false],
    ],
    { cellDates: true },
  );
  utils.book_append_sheet(book, people, 'People');
  utils.book_append_sheet(book, utils.aoa_to_sheet([['Only'], ['x']]), 'Second sheet');
  return new Uint8Array(write(book, { type: 'array', bookType }) as ArrayBuffer);
}

describe('readWorkbook', () => {
  it.each(['xlsx', 'ods', 'xls'] as const)(
    'reads every sheet of a %s, dates as ISO text, blank rows left out',
    (kind) => {
      const sheets = readWorkbook(workbookBytes(kind));
      expect(sheets.map((s) => s.name)).toEqual(['People', 'Second sheet']);
      expect(sheets[0]!.rows).toEqual([
        ['Name', 'Born', 'Met', 'Score', 'Member'],
        ['Ann', '1990-05-17', '2024-01-02T13:45:10', 12.5, true],
        ['Bob', null, null, 7, false],
      ]);
      expect(sheets[1]!.rows).toEqual([['Only'], ['x']]);
    },
  );

  it('reads only the rows and sheets asked for', () => {
    const sheets = readWorkbook(workbookBytes('xlsx'), { maxRows: 2, sheets: ['People'] });
    expect(sheets).toHaveLength(1);
    expect(sheets[0]!.rows).toHaveLength(2);
  });

  it('refuses a workbook over the size cap, and a file that is not a workbook, with a clear error', () => {
    expect(() => readWorkbook(new Uint8Array(MAX_WORKBOOK_BYTES + 1))).toThrow(ImportSourceError);
    expect(() => readWorkbook(new Uint8Array(MAX_WORKBOOK_BYTES + 1))).toThrow(/100 MB/);
    const garbage = new Uint8Array([0x50, 0x4b, 3, 4, 9, 9, 9, 9]);
    expect(() => readWorkbook(garbage)).toThrow(ImportSourceError);
  });
});
