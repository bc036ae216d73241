import { guessDelimiter } from './delimiter.js';

describe('guessDelimiter', () => {
  it.each([
    ['a,b,c\n1,2,3\n', ','],
    ['a\tb\tc\n1\t2\t3\n', '\t'],
    ['a|b|c\n1|2|3', '|'],
    ['a;b;c\r\n1;2;3\r\n', ';'],
    ['a\x1eb\x1ec\n1\x1e2\x1e3\n', '\x1e'],
    ['a\x1fb\n1\x1f2\n', '\x1f'],
  ])('reads %j as delimited by %j', (sample, delimiter) => {
    expect(guessDelimiter(sample)).toBe(delimiter);
  });

  it('falls back to comma when nothing splits the records', () => {
    expect(guessDelimiter('just one column\nanother line\n')).toBe(',');
    expect(guessDelimiter('')).toBe(',');
  });

  it('ignores delimiters inside quotes, also across line breaks', () => {
    expect(guessDelimiter('name;note\n"Smith, John";"a, b, c"\n"Doe, Jane";"x,\ny"\n')).toBe(';');
    expect(guessDelimiter('"a ""quoted"", text";b\n"c";d\n')).toBe(';');
  });

  it('prefers the delimiter whose field count is consistent across records', () => {
    // Commas appear in the text of some rows only; semicolons split every row into three.
    expect(guessDelimiter('a;b;c\n1,5;2;3\nx;y, z, w;3\n')).toBe(';');
  });

  it('ignores a last record cut short by the sample end', () => {
    expect(guessDelimiter('a\tb\tc\n1\t2\t3\n4\t5')).toBe('\t');
  });

  it('prefers comma when two delimiters read equally well', () => {
    expect(guessDelimiter('a,b;c\n1,2;3\n')).toBe(',');
  });
});
