import { parseTsv, toTsv } from './tsv';

describe('toTsv', () => {
  it('joins cells with tabs and rows with CRLF, with no line break after the last row', () => {
    expect(
      toTsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('a\tb\r\nc\td');
  });

  it('quotes a cell holding a tab, a line break or a quote, doubling its quotes', () => {
    expect(toTsv([['x\ty', 'one\ntwo', 'say "hi"', 'cr\rlf', 'plain']])).toBe(
      '"x\ty"\t"one\ntwo"\t"say ""hi"""\t"cr\rlf"\tplain',
    );
  });

  it('keeps empty cells in their places', () => {
    expect(toTsv([['', 'b', '']])).toBe('\tb\t');
  });

  it('ends with a line break only when the last row is one empty cell, so that row survives a paste', () => {
    expect(toTsv([['a'], ['']])).toBe('a\r\n\r\n');
    expect(parseTsv(toTsv([['a'], ['']]))).toEqual([['a'], ['']]);
    expect(toTsv([['']])).toBe('');
  });
});

describe('parseTsv', () => {
  it('reads LF rows (Google Sheets, LibreOffice) and CRLF rows (Excel) alike', () => {
    const cells = [
      ['a', 'b'],
      ['c', 'd'],
    ];
    expect(parseTsv('a\tb\nc\td')).toEqual(cells);
    expect(parseTsv('a\tb\r\nc\td')).toEqual(cells);
  });

  it('ignores the line break after the last row, CRLF or LF', () => {
    expect(parseTsv('a\tb\r\nc\td\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseTsv('a\n')).toEqual([['a']]);
  });

  it('keeps a blank row in the middle and an empty cell at the end of a row', () => {
    expect(parseTsv('a\n\nb\t\n')).toEqual([['a'], [''], ['b', '']]);
  });

  it('reads a quoted multi-line cell as one cell (Excel writes LF inside the cell and CRLF between rows)', () => {
    expect(parseTsv('"line 1\nline 2"\tnext\r\nlast\t"x\r\ny"\r\n')).toEqual([
      ['line 1\nline 2', 'next'],
      ['last', 'x\r\ny'],
    ]);
  });

  it('reads doubled quotes inside a quoted cell as one quote, and a quoted tab as text', () => {
    expect(parseTsv('"say ""hi"""\t"a\tb"\t""')).toEqual([['say "hi"', 'a\tb', '']]);
  });

  it('keeps quotes that do not wrap a whole cell as plain text (text copied from outside a spreadsheet)', () => {
    expect(parseTsv('"Hi" she said\ta"b\t"')).toEqual([['"Hi" she said', 'a"b', '"']]);
    expect(parseTsv('"never closed\nnext')).toEqual([['"never closed'], ['next']]);
  });

  it('reads empty text as one empty cell (what Excel copies from an empty cell is "\\r\\n")', () => {
    expect(parseTsv('')).toEqual([['']]);
    expect(parseTsv('\r\n')).toEqual([['']]);
  });

  it('reads a lone CR as a row break (old Mac text)', () => {
    expect(parseTsv('a\rb')).toEqual([['a'], ['b']]);
  });

  it('reads back whatever toTsv wrote', () => {
    const cells = [
      ['plain', '', 'tab\there', 'multi\nline\r\ntext'],
      ['"quoted"', 'trailing "', '\n', '""'],
      ['', '', '', ''],
      [''],
    ];
    expect(parseTsv(toTsv(cells))).toEqual(cells);
  });
});
