import {
  MAX_SCROLL_PX,
  contentTopAt,
  rowWindow,
  rowsPerPage,
  scrollHeightOf,
  scrollTopFor,
  scrollTopToShow,
} from './rows';

const small = { rowCount: 1000, rowHeight: 32, viewportHeight: 320 };
const million = { rowCount: 1_000_000, rowHeight: 32, viewportHeight: 640 };
const huge = { rowCount: 5_000_000, rowHeight: 32, viewportHeight: 640 };

describe('row virtualization', () => {
  it('sizes the spacer to all rows, capped below what browsers can scroll', () => {
    expect(scrollHeightOf(small)).toBe(32_000);
    expect(scrollHeightOf(huge)).toBe(MAX_SCROLL_PX);
  });

  it('draws the visible rows plus overscan, positioned at row × height when unscaled', () => {
    const w = rowWindow(3200, small, 4);
    expect(w).toEqual({ first: 96, last: 113, firstVisible: 100, lastVisible: 109, shift: 0 });
  });

  it('clamps at the top and at the bottom', () => {
    expect(rowWindow(-50, small, 2)).toMatchObject({ first: 0, firstVisible: 0, lastVisible: 9, last: 11 });
    const bottom = rowWindow(32_000 - 320, small, 2);
    expect(bottom).toMatchObject({ firstVisible: 990, lastVisible: 999, last: 999 });
  });

  it('draws nothing for an empty view', () => {
    expect(rowWindow(0, { ...small, rowCount: 0 })).toMatchObject({ first: 0, last: -1 });
  });

  it('keeps 400,000 rows of 32 px unscaled, and scales a million (32 M px passes the cap) to show the last row', () => {
    const fourHundredK = { ...million, rowCount: 400_000 };
    expect(rowWindow(scrollHeightOf(fourHundredK) - 640, fourHundredK, 0)).toMatchObject({
      lastVisible: 399_999,
      shift: 0,
    });
    const end = scrollHeightOf(million) - million.viewportHeight;
    expect(scrollHeightOf(million)).toBe(MAX_SCROLL_PX);
    expect(rowWindow(end, million, 0)).toMatchObject({ lastVisible: 999_999 });
  });

  it('scales the scroll space past the cap, so the bottom shows the last rows and positions stay on screen', () => {
    const end = MAX_SCROLL_PX - huge.viewportHeight;
    const w = rowWindow(end, huge, 0);
    expect(w.lastVisible).toBe(4_999_999);
    // the last row's drawn top sits inside the spacer, at the bottom of the viewport
    const top = w.lastVisible * huge.rowHeight + w.shift;
    expect(top).toBeCloseTo(end + huge.viewportHeight - huge.rowHeight, 3);
    const middle = rowWindow((MAX_SCROLL_PX - huge.viewportHeight) / 2, huge, 0);
    expect(middle.firstVisible).toBeGreaterThan(2_499_000);
    expect(middle.firstVisible).toBeLessThan(2_501_000);
  });

  it('maps content and scroll positions both ways', () => {
    for (const g of [small, huge]) {
      const scroll = scrollTopFor(12_345, g);
      expect(contentTopAt(scroll, g)).toBeCloseTo(12_345, 6);
    }
  });

  it('scrolls the least needed to show a row, and not at all when it is shown', () => {
    expect(scrollTopToShow(5, 0, small)).toBe(0);
    expect(scrollTopToShow(20, 0, small)).toBe(21 * 32 - 320);
    expect(scrollTopToShow(3, 320, small)).toBe(96);
    expect(scrollTopToShow(999, 0, small)).toBe(32_000 - 320);
    const shown = scrollTopToShow(4_999_999, 0, huge);
    expect(rowWindow(shown, huge, 0).lastVisible).toBe(4_999_999);
  });

  it('pages by the rows that fit', () => {
    expect(rowsPerPage(small)).toBe(10);
    expect(rowsPerPage({ rowHeight: 32, viewportHeight: 10 })).toBe(1);
  });
});
