/** @jest-environment node */
import { CFB, utils, write, type CellObject, type WorkBook } from 'xlsx';
import type { ImportValue } from '@basalt/core';
import { readWorkbook, type WorkbookOptions } from './excel-sheets';
import { openLeanWorkbook } from './lean-workbook';

/** Every sheet's rows as the lean reader gives them. */
async function leanRows(bytes: Uint8Array, options: WorkbookOptions = {}) {
  const sheets = await openLeanWorkbook(bytes, options);
  if (!sheets) throw new Error('the lean reader refused the workbook');
  const out: { name: string; rows: ImportValue[][] }[] = [];
  for (const sheet of sheets) {
    const rows: ImportValue[][] = [];
    for await (const chunk of sheet.chunks()) {
      expect(chunk.firstRecord).toBe(rows.length + 1);
      rows.push(...chunk.rows);
    }
    out.push({ name: sheet.name, rows });
  }
  return out;
}

const bytesOf = (book: WorkBook, bookSST = false) =>
  new Uint8Array(write(book, { type: 'array', bookType: 'xlsx', bookSST, compression: true }) as ArrayBuffer);

/** The package with one part's XML replaced: for what xlsx never writes (inline strings, rich text, `x:` names). */
function withPart(bytes: Uint8Array, path: string, xml: string): Uint8Array {
  const zip = CFB.read(bytes, { type: 'buffer' });
  CFB.utils.cfb_del(zip, `/${path}`);
  CFB.utils.cfb_add(zip, `/${path}`, Buffer.from(xml, 'utf8'));
  return new Uint8Array(CFB.write(zip, { fileType: 'zip', type: 'array' }) as ArrayBuffer);
}

const cell = (v: unknown, extra: Partial<CellObject> = {}): CellObject =>
  ({ t: typeof v === 'number' ? 'n' : typeof v === 'boolean' ? 'b' : 's', v, ...extra }) as CellObject;

function mixedBook(): WorkBook {
  const book = utils.book_new();
  const mixed = utils.aoa_to_sheet([
    ['Name', 'Born', 'Met', 'Score', 'Member', 'Formula', 'Error'],
    [
      'Ann & <Bob> "quoted" \'single\'',
      // serials, as Excel saves dates (xlsx's writer would count Dates in the local time zone)
      cell(33010, { z: 'yyyy-mm-dd' }),
      cell(45293 + (13 * 3600 + 45 * 60 + 10) / 86400, { z: 'yyyy-mm-dd hh:mm:ss' }),
      12.5,
      true,
      cell(30, { f: 'D2*2+5' }),
      cell(0x07, { t: 'e' }),
    ],
    [],
    ['Bob', null, null, -7e-5, false, cell('ab', { f: 'A2&"b"' }), cell(0x2a, { t: 'e' })],
    [null, null, null, null, null, null, null],
    ['line\nbreak', 'tab\there', '  spaced  ', '1e3', 'ünïcødé ✓ 漢字', '', 0],
  ]);
  utils.book_append_sheet(book, mixed, 'Mixed');
  // Dates under several number formats: built-in 14 and 22, custom with day/month/year and times, elapsed hours.
  const formats = ['yyyy-mm-dd', 'm/d/yy h:mm', 'hh:mm:ss', '[h]:mm', 'd-mmm-yy', 'dd/mm/yyyy hh:mm AM/PM'];
  const dated = [['format', 'value', 'number']];
  const datedSheet = utils.aoa_to_sheet(dated);
  formats.forEach((z, i) => {
    utils.sheet_add_aoa(datedSheet, [[z, cell(45000.5 + i * 31.25, { z }), cell(45000.5, { z: '0.00' })]], {
      origin: i + 1,
    });
  });
  utils.sheet_add_aoa(datedSheet, [['14', cell(43831, { z: 'm/d/yy' }), cell(1.5, { z: '"d" 0.0' })]], {
    origin: formats.length + 1,
  });
  utils.book_append_sheet(book, datedSheet, 'Dates');
  // A sheet whose range starts at C3, with gaps in rows and columns, and merged cells.
  const gaps = utils.aoa_to_sheet([]);
  utils.sheet_add_aoa(gaps, [['c3', null, 'e3'], [], [null, 'd5']], { origin: 'C3' });
  utils.sheet_add_aoa(gaps, [['h9']], { origin: 'H9' });
  gaps['!ref'] = 'C3:H9';
  gaps['!merges'] = [utils.decode_range('C3:D3'), utils.decode_range('D5:E6')];
  utils.book_append_sheet(book, gaps, 'Gaps & <merges>');
  return book;
}

describe('openLeanWorkbook', () => {
  it.each([false, true])('gives the rows of xlsx full read (shared strings: %s)', async (bookSST) => {
    const bytes = bytesOf(mixedBook(), bookSST);
    const lean = await leanRows(bytes);
    expect(lean).toEqual(readWorkbook(bytes));
    expect(lean.map((s) => s.name)).toEqual(['Mixed', 'Dates', 'Gaps & <merges>']);
    expect(lean[0]!.rows[1]).toEqual([
      'Ann & <Bob> "quoted" \'single\'',
      '1990-05-17',
      '2024-01-02T13:45:10',
      12.5,
      true,
      30,
      null,
    ]);
    expect(lean[2]!.rows).toEqual([
      ['c3', null, 'e3', null, null, null],
      [null, 'd5', null, null, null, null],
      [null, null, null, null, null, 'h9'],
    ]);
  });

  it('reads previews and picked sheets as xlsx does', async () => {
    const bytes = bytesOf(mixedBook(), true);
    for (const options of [{ maxRows: 2 }, { maxRows: 4, sheets: ['Dates'] }, { sheets: ['Gaps & <merges>'] }])
      expect(await leanRows(bytes, options)).toEqual(readWorkbook(bytes, options));
  });

  it('reads inline strings, rich text runs, entities and CDATA as xlsx does', async () => {
    const base = bytesOf(mixedBook(), true);
    const sheet = `<?xml version="1.0"?><worksheet xmlns="s"><dimension ref="A1:D3"/><sheetData>
      <row r="1"><c r="A1" t="inlineStr"><is><t xml:space="preserve"> a &amp; b &#233;&#x4E2D;</t></is></c>
        <c r="B1" t="inlineStr"><is><r><rPr><b/></rPr><t>bold</t></r><r><t xml:space="preserve"> plain</t></r><rPh sb="0" eb="1"><t>ふり</t></rPh></is></c>
        <c r="C1" t="str"><v><![CDATA[<raw> & ]]>x&lt;y</v></c><c r="D1" t="s"><v>1</v></c></row>
      <row r="3"><c r="A3" t="str"><v>ctrl_x0009_tab</v></c><c r="B3" t="b"><v>true</v></c><c r="C3"><f>1+1</f></c><c r="D3" t="e"><v>#N/A</v></c></row>
    </sheetData></worksheet>`;
    const strings = `<?xml version="1.0"?><sst xmlns="s" count="2" uniqueCount="2"><si><t>first</t></si>
      <si><r><t>rich </t></r><r><rPr><i/></rPr><t>run &gt; text</t></r></si></sst>`;
    let bytes = withPart(base, 'xl/worksheets/sheet1.xml', sheet);
    bytes = withPart(bytes, 'xl/sharedStrings.xml', strings);
    // Only this sheet: the other sheets' shared strings are gone, and xlsx drops a sheet whose strings it lacks.
    const lean = await leanRows(bytes, { sheets: ['Mixed'] });
    expect(lean).toEqual(readWorkbook(bytes, { sheets: ['Mixed'] }));
    expect(lean[0]!.rows).toEqual([
      [' a & b é中', 'bold plain', '<raw> & x<y', 'rich run > text'],
      ['ctrl\ttab', true, null, null],
    ]);
  });

  it('reads sheets without a dimension, with rows out of order, or with prefixed element names', async () => {
    const base = bytesOf(mixedBook());
    const noDimension = `<worksheet><sheetData><row r="2"><c r="B2"><v>2</v></c><c r="D2" t="n"/></row>
      <row><c><v>3</v></c><c t="str"><v>next</v></c></row><row r="5"/><row r="4"><c r="C4" t="s"/><c r="E4"/></row></sheetData></worksheet>`;
    const unordered = `<worksheet><dimension ref="A1:B4"/><sheetData><row r="3"><c r="A3"><v>3</v></c></row>
      <row r="1"><c r="A1"><v>1</v></c></row><row r="3"><c r="B3"><v>33</v></c></row><row r="4"><c r="A4"><v>4</v></c></row></sheetData></worksheet>`;
    const prefixed = `<x:worksheet xmlns:x="s"><x:dimension ref="A1:B2"/><x:sheetData><x:row r="1"><x:c r="A1" t="str"><x:v>p</x:v></x:c>
      <x:c r="B1" s="1"><x:v>0</x:v></x:c></x:row><x:row r="2"><x:c r="B2"><x:v>2.5</x:v></x:c></x:row></x:sheetData></x:worksheet>`;
    const expected = [
      [
        [null, 2, null, null],
        [3, 'next', null, null],
      ],
      [
        [1, null],
        [3, 33],
        [4, null],
      ],
    ];
    for (const [i, xml] of [noDimension, unordered, prefixed].entries()) {
      const bytes = withPart(base, 'xl/worksheets/sheet1.xml', xml);
      const lean = await leanRows(bytes);
      expect(lean).toEqual(readWorkbook(bytes));
      if (expected[i]) expect(lean[0]!.rows).toEqual(expected[i]);
    }
  });

  it('streams a long sheet in slices, each handed on before the rest is read', async () => {
    const book = utils.book_new();
    const rows = Array.from({ length: 6000 }, (_, i) => [i, i % 2 === 0]);
    utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Long');
    const bytes = bytesOf(book);
    const chunks = (await openLeanWorkbook(bytes))![0]!.chunks();
    const first = await chunks.next();
    expect(first.value!.rows).toHaveLength(5000);
    expect(first.value!.fraction).toBeGreaterThan(0.75);
    expect(first.value!.fraction).toBeLessThan(0.9);
    expect(await leanRows(bytes)).toEqual(readWorkbook(bytes));
  });

  it("unzips with xlsx's own inflate where the browser has no DecompressionStream", async () => {
    const bytes = bytesOf(mixedBook(), true);
    const native = globalThis.DecompressionStream;
    // @ts-expect-error: taken away for this test, as an older browser lacks it
    delete globalThis.DecompressionStream;
    try {
      expect(await leanRows(bytes)).toEqual(readWorkbook(bytes));
    } finally {
      globalThis.DecompressionStream = native;
    }
  });

  it('reads dates of the 1904 date system from day 0 = 1904-01-01 (xlsx 0.18.5 counts from 1899-12-30)', async () => {
    const book = utils.book_new();
    utils.book_append_sheet(
      book,
      utils.aoa_to_sheet([[cell(0, { z: 'yyyy-mm-dd' }), cell(366.75, { z: 'm/d/yy h:mm' })]]),
      'S',
    );
    book.Workbook = { WBProps: { date1904: true } };
    const bytes = bytesOf(book);
    expect((await leanRows(bytes))[0]!.rows).toEqual([['1904-01-01', '1905-01-01T18:00:00']]);
    // the full read (xls, ods and the rest) counts the serials itself too
    expect(readWorkbook(bytes)[0]!.rows).toEqual([['1904-01-01', '1905-01-01T18:00:00']]);
  });

  it('leaves workbooks it does not know to the full read', async () => {
    const book = mixedBook();
    for (const bookType of ['xls', 'ods', 'xlsb'] as const) {
      const bytes = new Uint8Array(write(book, { type: 'array', bookType }) as ArrayBuffer);
      expect(await openLeanWorkbook(bytes)).toBeNull();
    }
    expect(await openLeanWorkbook(new Uint8Array([0x50, 0x4b, 3, 4, 9, 9, 9, 9]))).toBeNull();
  });
});
