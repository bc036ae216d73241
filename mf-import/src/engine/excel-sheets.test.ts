/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CFB, utils, write } from 'xlsx';
import { MAX_WORKBOOK_BYTES, readWorkbook } from './excel-sheets';
import { ImportSourceError } from './source-error';
import { runInZone } from './testing/run-in-zone';

/** xlsx writes an OpenDocument date as a UTC instant; LibreOffice writes its wall clock, and a day alone as such. */
function asLibreOfficeWrites(ods: Uint8Array): Uint8Array {
  const zip = CFB.read(ods, { type: 'array' });
  const content = CFB.find(zip, 'content.xml')!;
  const xml = new TextDecoder()
    .decode(content.content as Uint8Array)
    .replace(/date-value="(\d{4}-\d{2}-\d{2})T00:00:00(?:\.000)?Z"/g, 'date-value="$1"')
    .replace(/date-value="([^"]+?)(?:\.000)?Z"/g, 'date-value="$1"');
  content.content = new TextEncoder().encode(xml);
  content.size = content.content.length;
  return new Uint8Array(CFB.write(zip, { fileType: 'zip', type: 'array' }) as ArrayBuffer);
}

const DAY_SECONDS = 86400;
/**
 * 1990-05-17 and 2024-01-02 13:45:10 as each kind of file keeps them: Excel as serial numbers under a date format
 * (written as such, since xlsx's writer counts Dates in the zone it was loaded in), OpenDocument as ISO text
 * (from a Date's instant, made wall-clock text by `asLibreOfficeWrites`).
 */
const dates = (bookType: 'xlsx' | 'ods' | 'xls') =>
  bookType === 'ods'
    ? [new Date(Date.UTC(1990, 4, 17)), new Date(Date.UTC(2024, 0, 2, 13, 45, 10))]
    : [
        { t: 'n', v: 33010, z: 'yyyy-mm-dd' },
        { t: 'n', v: 45293 + (13 * 3600 + 45 * 60 + 10) / DAY_SECONDS, z: 'yyyy-mm-dd hh:mm:ss' },
      ];

/** A workbook of two sheets as Excel or LibreOffice would save it. */
function workbookBytes(bookType: 'xlsx' | 'ods' | 'xls'): Uint8Array {
  const book = utils.book_new();
  const people = utils.aoa_to_sheet(
    [
      ['Name', 'Born', 'Met', 'Score', 'Member'],
      ['Ann', ...dates(bookType), 12.5, true],
      [],
      ['Bob', null, null, 7, false],
    ],
    { cellDates: true },
  );
  utils.book_append_sheet(book, people, 'People');
  utils.book_append_sheet(book, utils.aoa_to_sheet([['Only'], ['x']]), 'Second sheet');
  const bytes = new Uint8Array(write(book, { type: 'array', bookType }) as ArrayBuffer);
  return bookType === 'ods' ? asLibreOfficeWrites(bytes) : bytes;
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

  // Where a zone's offset in 1899 was not whole minutes (India +5:21:10, Ireland -0:25:21), xlsx's dates came out
  // seconds early (1990-05-16T23:59:50); west of UTC, an OpenDocument day alone came out the day before.
  it.each(['Asia/Kolkata', 'Europe/Dublin', 'America/Los_Angeles', 'Australia/Lord_Howe'])(
    'reads the same dates whatever the time zone it runs in (%s)',
    (zone) => {
      const folder = mkdtempSync(join(tmpdir(), 'basalt-zones-'));
      const kinds = ['xlsx', 'ods', 'xls'] as const;
      for (const kind of kinds) writeFileSync(join(folder, kind), workbookBytes(kind));
      const rows = runInZone<unknown[]>(
        zone,
        `const { readWorkbook } = require('../excel-sheets.ts');
         const { openLeanWorkbook } = require('../lean-workbook.ts');
         const bytes = (kind) => new Uint8Array(require('node:fs').readFileSync(${JSON.stringify(folder)} + '/' + kind));
         (async () => {
           const rows = ${JSON.stringify(kinds)}.map((kind) => readWorkbook(bytes(kind))[0].rows[1]);
           // the lean reader, which reads xlsx files in the import
           const [sheet] = await openLeanWorkbook(bytes('xlsx'));
           for await (const chunk of sheet.chunks()) rows.push(chunk.rows[1]);
           process.stdout.write(JSON.stringify(rows));
         })();`,
      );
      rmSync(folder, { recursive: true });
      expect(rows).toEqual([...kinds, 'lean'].map(() => ['Ann', '1990-05-17', '2024-01-02T13:45:10', 12.5, true]));
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
