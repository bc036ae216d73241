import { formatCell } from './format-cell';

describe('cell text', () => {
  it.each([
    [null, 'SingleLineText', ''],
    [true, 'Checkbox', '✓'],
    [false, 'Checkbox', ''],
    [['a', 'b'], 'MultiSelect', 'a, b'],
    [[{ title: 'x.png' }], 'Attachment', 'x.png'],
    [{ a: 1 }, 'JSON', '{"a":1}'],
    [42, 'Number', '42'],
  ])('%j as %s -> %j', (value, uidt, text) => {
    expect(formatCell(value, uidt)).toBe(text);
  });
});
