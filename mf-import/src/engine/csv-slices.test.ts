/** @jest-environment node */
import { sliceCsv } from './csv-slices';
import { memoryByteReader } from './test-byte-reader';

async function sliced(text: string, options: { chunkBytes?: number; sliceChars?: number; delimiter?: string } = {}) {
  const slicing = await sliceCsv(memoryByteReader(text), {
    chunkBytes: options.chunkBytes ?? 16,
    sliceChars: options.sliceChars ?? 8,
    delimiter: options.delimiter,
    guessDelimiter: (sample) => (sample.includes(';') ? ';' : undefined),
  });
  const slices = [];
  for await (const slice of slicing.slices) slices.push(slice);
  return { ...slicing, slices };
}

describe('sliceCsv', () => {
  it('cuts the file into whole records, never inside quotes, and loses no character but the BOM', async () => {
    const text = '\uFEFFa;b;c\n1;"x\ny;z";3\n4;5;6\r\n7;"8;\n\n8";9\n10;11;12';
    const { slices, delimiter, width, errors } = await sliced(text);
    expect(delimiter).toBe(';');
    expect(width).toBe(3);
    expect(errors).toEqual([]);
    expect(slices.map((s) => s.text).join('')).toBe(text.slice(1));
    expect(slices.length).toBeGreaterThanOrEqual(2);
    // every slice but the last ends a record: after a line break, with its quotes closed
    for (const { text: part } of slices.slice(0, -1)) {
      expect(part).toMatch(/\n$/);
      expect((part.match(/"/g) ?? []).length % 2).toBe(0);
    }
    const bytes = slices.map((s) => s.bytesRead);
    expect(bytes).toEqual([...bytes].sort((x, y) => x - y));
    expect(bytes[bytes.length - 1]).toBe(slices[0]!.totalBytes);
  });

  it('uses the given delimiter, else says it fell back to a comma', async () => {
    expect((await sliced('a|b\n1|2\n', { delimiter: '|' })).width).toBe(2);
    const guessed = await sliced('a\n1\n');
    expect(guessed.delimiter).toBe(',');
    expect(guessed.errors.map((e) => e.kind)).toEqual(['UndetectableDelimiter']);
  });

  it('gives nothing to send for an empty file', async () => {
    expect((await sliced('')).slices).toEqual([]);
  });
});
