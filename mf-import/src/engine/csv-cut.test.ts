/** @jest-environment node */
import { bomLength, joined, lastLineBreak, piecesOf, safeByteCut } from './csv-cut';

const bytesOf = (text: string) => new TextEncoder().encode(text);
const textOf = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('safeByteCut', () => {
  it('cuts after the last line break outside quotes', () => {
    const cut = (text: string) => safeByteCut(bytesOf(text), 0, bytesOf(text).length);
    expect(cut('a\nb\nc')).toBe(4);
    expect(cut('a\n"b\nc')).toBe(2);
    expect(cut('"a\nb')).toBe(-1);
    expect(cut('a\r')).toBe(-1);
    expect(cut('a\rb')).toBe(2);
  });

  it('looks only at bytes [from, to) and answers relative to from', () => {
    const bytes = bytesOf('x"\na\nb\n"c\nd');
    // the quote before `from` does not count; the one after `to` neither
    expect(safeByteCut(bytes, 2, 7)).toBe(5);
    expect(safeByteCut(bytes, 2, 10)).toBe(5);
  });
});

describe('piecesOf', () => {
  it('cuts into whole records of about the size asked, never inside quotes nor inside a character', () => {
    const body = bytesOf('a,b\n1,"x\ny"\n2,zé\n3,"long\n\nquoted ✓"\n4,w😀\n');
    const pieces = piecesOf(body, body.length, 8).map(([start, end]) => body.subarray(start, end));
    expect(pieces.length).toBeGreaterThan(2);
    expect(textOf(pieces.reduce<Uint8Array>((a, b) => joined(a, b), new Uint8Array(0)))).toBe(textOf(body));
    for (const piece of pieces) {
      // decoded on its own, a piece loses no character: no replacement character appears
      expect(textOf(piece)).not.toContain('\uFFFD');
      expect(textOf(piece).endsWith('\n')).toBe(true);
      expect((textOf(piece).match(/"/g) ?? []).length % 2).toBe(0);
    }
    expect(piecesOf(body, body.length, 1024)).toEqual([[0, body.length]]);
  });

  it('keeps a record longer than a piece whole, and only bytes up to the length given', () => {
    const long = bytesOf('"one field\nthat is longer than a piece"\n');
    expect(piecesOf(long, long.length, 4)).toEqual([[0, long.length]]);
    expect(piecesOf(bytesOf('a\nb\nc\n'), 4, 2)).toEqual([
      [0, 2],
      [2, 4],
    ]);
  });
});

describe('lastLineBreak, bomLength, joined', () => {
  it('finds the last line break in quotes or not, the BOM, and joins runs of bytes', () => {
    expect(lastLineBreak(bytesOf('"a\nb'))).toBe(3);
    expect(lastLineBreak(bytesOf('a\rb'))).toBe(2);
    expect(lastLineBreak(bytesOf('ab'))).toBe(-1);
    expect(bomLength(bytesOf('\uFEFFa'))).toBe(3);
    expect(bomLength(bytesOf('a'))).toBe(0);
    expect(textOf(joined(bytesOf('ab'), bytesOf('c')))).toBe('abc');
    expect(textOf(joined(new Uint8Array(0), bytesOf('c')))).toBe('c');
  });
});
