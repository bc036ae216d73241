import {
  MAX_SCROLL_PX,
  contentTopAt,
  drawnRowsOf,
  slotCountOf,
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

  describe('rows keyed by their slot on screen', () => {
    const keysAt = (scrollTop: number, active: number, g = million) =>
      drawnRowsOf(rowWindow(scrollTop, g), slotCountOf(g), active, g.rowCount);
    const keyOf = (rows: { index: number; key: number | string }[], index: number) =>
      rows.find((r) => r.index === index)?.key;

    it('has a slot for every row any scroll position draws, so no two rows share a key', () => {
      for (const g of [small, million, { rowCount: 1000, rowHeight: 33, viewportHeight: 317 }]) {
        for (let top = 0; top < 5000; top += 7) {
          const rows = keysAt(top, 0, g);
          expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
          const win = rowWindow(top, g);
          expect(rows.length).toBe(win.last - win.first + 1 + (win.first > 0 ? 1 : 0));
        }
      }
    });

    it('keeps a row that stays on screen in its slot, and gives a row entering the slot of one that left', () => {
      const before = keysAt(32 * 10, 0, small);
      const after = keysAt(32 * 13, 0, small);
      expect(keyOf(after, 20)).toBe(keyOf(before, 20));
      const entered = rowWindow(32 * 13, small).last;
      expect(keyOf(before, entered)).toBeUndefined();
      expect(keyOf(after, entered)).toBe(keyOf(before, entered - slotCountOf(small)));
    });

    it('lists rows by slot, so scrolling never reorders the DOM', () => {
      const keys = (top: number) => keysAt(top, 0).map((r) => r.key);
      expect(keys(32 * 100)).toEqual(keys(32 * 137));
    });

    it('keeps the active row in its own slot when scrolled away; the row of the window in that slot takes a spare', () => {
      const active = 5;
      const near = keysAt(0, active);
      const far = keysAt(32 * 500_000, active);
      expect(keyOf(far, active)).toBe(keyOf(near, active));
      const rows = far.filter((r) => r.key === keyOf(far, active) || r.key === 'spare');
      const collides = rowWindow(32 * 500_000, million);
      const n = slotCountOf(million);
      const inWindow = Array.from({ length: collides.last - collides.first + 1 }, (_, i) => collides.first + i);
      const sameSlot = inWindow.filter((i) => i % n === active % n);
      expect(rows).toEqual([{ index: active, key: active % n }, ...sameSlot.map((i) => ({ index: i, key: 'spare' }))]);
      // the last row reached by Ctrl+End is keyed as it will be once scrolled to: its DOM keeps focus
      const last = million.rowCount - 1;
      const endTop = MAX_SCROLL_PX;
      expect(keyOf(keysAt(0, last), last)).toBe(keyOf(keysAt(endTop, last), last));
    });

    it('draws nothing while the row count is unknown or zero', () => {
      expect(drawnRowsOf(rowWindow(0, { ...small, rowCount: 0 }), 20, 0, 0)).toEqual([]);
    });
  });
});
