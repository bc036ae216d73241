/** @jest-environment node */
import { sliceCsv } from './csv-slices';
import { memoryByteReader } from './test-byte-reader';

const decode = (body: Blob | Uint8Array) => new TextDecoder().decode(body as Uint8Array);

async function sliced(text: string, options: { chunkBytes?: number; delimiter?: string; file?: boolean } = {}) {
  const bytes = new TextEncoder().encode(text);
  const slicing = await sliceCsv(memoryByteReader(bytes), {
    chunkBytes: options.chunkBytes ?? 16,
    sliceBytes: 8,
    ...(options.file ? { blobOf: (start: number, end: number) => bytes.slice(start, end) as unknown as Blob } : {}),
    delimiter: options.delimiter,
    guessDelimiter: (sample) => (sample.includes(';') ? ';' : undefined),
  });
  const slices = [];
  for await (const slice of slicing.slices) slices.push({ ...slice, text: decode(slice.body) });
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

  it('cuts a local file by its own offsets, a remote one by copies of the bytes read', async () => {
    const text = '\uFEFFa,b\n"x\n\u00e9";1\n2,3\n4,5\n6,7';
    for (const chunkBytes of [4, 7, 300_000]) {
      const local = await sliced(text, { chunkBytes, file: true });
      const remote = await sliced(text, { chunkBytes });
      expect(local.slices.map((s) => s.text).join('')).toBe(text.slice(1));
      expect(remote.slices.map((s) => s.text)).toEqual(local.slices.map((s) => s.text));
    }
  });

  it('gives nothing to send for an empty file', async () => {
    expect((await sliced('')).slices).toEqual([]);
  });
});
