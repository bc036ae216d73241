/** @jest-environment node */
import { readCsvRecords, type CsvBatch } from './csv-records';
import { memoryByteReader } from './test-byte-reader';

const commaOrSemicolon = (sample: string) => (sample.includes(';') ? ';' : sample.includes(',') ? ',' : undefined);

async function readAllBatches(text: string, chunkBytes: number, delimiter?: string) {
  const batches: CsvBatch[] = [];
  const reader = memoryByteReader(text);
  for await (const b of readCsvRecords(reader, { chunkBytes, delimiter, guessDelimiter: commaOrSemicolon }))
    batches.push(b);
  return { batches, rows: batches.flatMap((b) => b.rows), errors: batches.flatMap((b) => b.errors), reader };
}

describe('readCsvRecords', () => {
  it('reads records across chunk boundaries, quoted line breaks and multi-byte characters included', async () => {
    const text = 'name,note\r\n"Ann","line one\r\nline two"\r\nBjörk,"say ""hi"""\r\nZoë,plain 😀\r\n';
    for (const chunk of [1, 2, 3, 5, 7, 64]) {
      const { rows, errors } = await readAllBatches(text, chunk);
      expect(errors).toEqual([]);
      expect(rows).toEqual([
        ['name', 'note'],
        ['Ann', 'line one\r\nline two'],
        ['Björk', 'say "hi"'],
        ['Zoë', 'plain 😀'],
      ]);
    }
  });

  it('keeps multi-byte characters and quoted line breaks whole where chunks end inside them (past the guess)', async () => {
    const lines = ['id,note'];
    for (let i = 1; i <= 8000; i++) lines.push(i % 7 ? `${i},"é😀\nZoë ""${i}"""` : `${i},ü✓`);
    const expected = lines.slice(1).map((_, k) => {
      const i = k + 1;
      return [String(i), i % 7 ? `é😀\nZoë "${i}"` : 'ü✓'];
    });
    // odd chunk sizes end inside characters and quoted fields; the file is past the 64 KB gathered for the guess
    expect(new TextEncoder().encode(lines.join('\n')).length).toBeGreaterThan(2 * 64 * 1024);
    for (const chunk of [4093, 65_537]) {
      const { rows, errors, batches } = await readAllBatches(lines.join('\n'), chunk);
      expect(errors).toEqual([]);
      expect(batches.length).toBeGreaterThan(1);
      expect(rows.slice(1)).toEqual(expected);
    }
  });

  it('reads a large file a chunk at a time, never the whole file at once', async () => {
    const lines = ['a,b'];
    for (let i = 0; i < 20_000; i++) lines.push(`${i},v${i}`);
    const { rows, batches, reader } = await readAllBatches(lines.join('\n'), 16 * 1024);
    expect(rows).toHaveLength(20_001);
    expect(rows[20_000]).toEqual(['19999', 'v19999']);
    expect(batches.length).toBeGreaterThan(5);
    expect(reader.reads).toBeGreaterThan(5);
    expect(batches[1]!.firstRecord).toBe(batches[0]!.rows.length + 1);
    expect(batches.at(-1)!.bytesRead).toBe(batches.at(-1)!.totalBytes);
  });

  it('guesses the delimiter, and says so when it cannot (comma then)', async () => {
    expect((await readAllBatches('a;b\n1;2\n', 1024)).rows).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    const single = await readAllBatches('a\nb\n', 1024);
    expect(single.batches[0]!.delimiter).toBe(',');
    expect(single.errors).toEqual([expect.objectContaining({ kind: 'UndetectableDelimiter' })]);
    expect((await readAllBatches('a|b\n1|2\n', 1024, '|')).rows[1]).toEqual(['1', '2']);
  });

  it('reports field-count errors with their record numbers, pads short records, and goes on', async () => {
    const { rows, errors } = await readAllBatches('a,b,c\n1,2\n4,5,6,7\n8,9,10\n', 6);
    expect(rows).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', ''],
      ['4', '5', '6', '7'],
      ['8', '9', '10'],
    ]);
    expect(errors.map((e) => [e.kind, e.row])).toEqual([
      ['TooFewFields', 2],
      ['TooManyFields', 3],
    ]);
  });

  it('reports quote errors with their record numbers without stopping', async () => {
    const invalid = await readAllBatches('a,b\n1,"x"y\n2,z\n', 1024);
    expect(invalid.errors).toContainEqual(expect.objectContaining({ kind: 'InvalidQuotes', row: 2 }));
    expect(invalid.rows[0]).toEqual(['a', 'b']);
    const missing = await readAllBatches('a,b\n1,2\n3,"open\n', 4);
    expect(missing.errors.map((e) => [e.kind, e.row])).toEqual([['MissingQuotes', 3]]);
    expect(missing.rows[1]).toEqual(['1', '2']);
  });

  it('parses a 10 MB chunk in pieces: several batches per chunk, record numbers and errors unchanged', async () => {
    const lines = ['id,note'];
    for (let i = 1; i <= 60_000; i++) lines.push(i % 1000 === 0 ? `${i},"two\nlines, quoted"` : `${i},plain note ${i}`);
    lines[45_001] = '45001';
    const { rows, batches, errors } = await readAllBatches(lines.join('\n'), 10 * 1024 * 1024);
    expect(batches.length).toBeGreaterThan(1);
    expect(rows).toHaveLength(60_001);
    expect(rows[1000]).toEqual(['1000', 'two\nlines, quoted']);
    expect(rows[60_000]![0]).toBe('60000');
    expect(errors).toEqual([expect.objectContaining({ kind: 'TooFewFields', row: 45_002 })]);
    batches.slice(1).forEach((b, i) => expect(b.firstRecord).toBe(batches[i]!.firstRecord + batches[i]!.rows.length));
    expect(batches.at(-1)!.bytesRead).toBe(batches.at(-1)!.totalBytes);
  });

  it('skips blank lines and a leading byte-order mark', async () => {
    expect((await readAllBatches('\uFEFFa,b\n\n1,2\n\n', 1024)).rows).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});
