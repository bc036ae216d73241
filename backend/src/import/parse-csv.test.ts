import { Readable } from 'node:stream';
import { MAX_RECORD_CHARS, checkedDelimiter, csvRecords } from './parse-csv';

async function all(chunks: string[], delimiter?: string) {
  const out = [];
  for await (const r of csvRecords(Readable.from(chunks), delimiter, () => ',')) out.push(r);
  return out;
}

describe('csvRecords', () => {
  it('parses across chunk boundaries, quoted line breaks and CRLF, without a trailing empty record', async () => {
    const rows = await all(['\uFEFFa,b,c\r\n1,"x\r\ny",3\r\n4,5', ',6\r\n7,8,9\r\n']);
    expect(rows.map((r) => r.cells)).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x\r\ny', '3'],
      ['4', '5', '6'],
      ['7', '8', '9'],
    ]);
    expect(rows.map((r) => r.record)).toEqual([0, 1, 2, 3]);
    expect(rows.flatMap((r) => r.problems)).toEqual([]);
  });

  it('reports quote problems on the record they are in', async () => {
    const open = await all(['a,b\n1,2\n9,10\n11,"open\n']);
    expect(open.flatMap((r) => r.problems).map((p) => [p.kind, p.record])).toEqual([['MissingQuotes', 3]]);
    expect(open.map((r) => r.cells[0])).toEqual(['a', '1', '9', '11']);
    // papaparse reads on after a stray quote, looking for the closing one: both kinds, on that record.
    const stray = await all(['a,b\n1,2\n"bad"q,7\n9,10\n']);
    expect(stray.flatMap((r) => r.problems).map((p) => [p.kind, p.record])).toEqual([
      ['InvalidQuotes', 2],
      ['MissingQuotes', 2],
    ]);
  });

  it('gives up a record held open by a stray quote past MAX_RECORD_CHARS and reads on', async () => {
    const filler = Array.from({ length: 9 }, () => 'x'.repeat(1024 * 1024));
    const rows = await all(['a,b\n1,"open', ...filler, '\n2,3\n']);
    expect(rows[1]!.problems.map((p) => p.kind)).toContain('MissingQuotes');
    expect(rows[rows.length - 1]!.cells).toEqual(['2', '3']);
    expect(MAX_RECORD_CHARS).toBeLessThan(9 * 1024 * 1024);
  });

  it('uses the given delimiter, else the picked one', async () => {
    expect((await all(['a;b\n1;2'], ';')).map((r) => r.cells)).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(checkedDelimiter('\\t')).toBe('\t');
    expect(checkedDelimiter(undefined)).toBeUndefined();
    expect(() => checkedDelimiter('"')).toThrow('delimiter');
    expect(() => checkedDelimiter('ab')).toThrow('delimiter');
  });
});
