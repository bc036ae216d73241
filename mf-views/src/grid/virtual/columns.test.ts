import { columnLayout, columnWindow, scrollLeftToShow } from './columns';

// five columns: two frozen (100 + 150), then 200, 200, 200
const layout = columnLayout([100, 150, 200, 200, 200], 2);

describe('column virtualization', () => {
  it('lays columns out from their widths', () => {
    expect(layout).toMatchObject({ offsets: [0, 100, 250, 450, 650], totalWidth: 850, frozenWidth: 250 });
  });

  it('draws only the scrolling columns that cross the space the frozen ones leave', () => {
    // 500 px visible: 250 frozen + 250 of scrolling columns (col 2 wholly, col 3 partly)
    expect(columnWindow(layout, 0, 500, 0)).toEqual({ first: 2, last: 3 });
    // scrolled by 200: visible content x from 450 to 700 -> cols 3 and 4
    expect(columnWindow(layout, 200, 500, 0)).toEqual({ first: 3, last: 4 });
    expect(columnWindow(layout, 200, 500, 1)).toEqual({ first: 2, last: 4 });
  });

  it('reads right-to-left scroll positions by their magnitude', () => {
    expect(columnWindow(layout, -200, 500, 0)).toEqual(columnWindow(layout, 200, 500, 0));
  });

  it('has no scrolling columns when all are frozen', () => {
    const all = columnLayout([100, 100], 5);
    expect(all.frozenCount).toBe(2);
    expect(columnWindow(all, 0, 300)).toEqual({ first: 2, last: 1 });
  });

  it('scrolls just enough to show a column beside the frozen ones', () => {
    expect(scrollLeftToShow(layout, 2, 0, 500)).toBe(0);
    expect(scrollLeftToShow(layout, 4, 0, 500)).toBe(850 - 500);
    expect(scrollLeftToShow(layout, 2, 300, 500)).toBe(0);
    expect(scrollLeftToShow(layout, 0, 300, 500)).toBe(300);
  });
});
