import { isHeaderRow } from './header.js';

describe('header row detection', () => {
  it('is a header row when every cell is text or empty', () => {
    expect(isHeaderRow(['Name', 'Age', '', null])).toBe(true);
    expect(isHeaderRow(['1', '2'])).toBe(true); // CSV hands everything over as text
    expect(isHeaderRow([])).toBe(true);
  });
  it('is data when a cell is a number or a boolean', () => {
    expect(isHeaderRow(['Name', 42])).toBe(false);
    expect(isHeaderRow([true, 'x'])).toBe(false);
    expect(isHeaderRow([0])).toBe(false);
  });
});
