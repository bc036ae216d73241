/**
 * Vertical virtualization math: which rows to draw for a scroll position, and where. Pure, so it is unit-tested
 * and costs nothing per frame beyond a few divisions.
 *
 * Browsers cap an element's height (Chromium ~33.5 M px, Firefox ~17.9 M px). Past `MAX_SCROLL_PX` the scroll
 * space is scaled: the spacer stays at the cap and a scroll position maps linearly onto the content, so the top
 * and the bottom of a table of any size are reachable and rows still move pixel by pixel between jumps.
 */
export const MAX_SCROLL_PX = 15_000_000;

/** Rows drawn beyond each edge of the screen, so a small scroll shows rows already drawn. */
export const OVERSCAN = 4;

export interface RowGeometry {
  rowCount: number;
  rowHeight: number;
  /** The height rows are drawn in (the scroller's height minus the sticky header). */
  viewportHeight: number;
}

/** The height of the spacer that gives the scroller its scroll range. */
export function scrollHeightOf({ rowCount, rowHeight }: Pick<RowGeometry, 'rowCount' | 'rowHeight'>): number {
  return Math.min(rowCount * rowHeight, MAX_SCROLL_PX);
}

/** How far the content scrolls and how far the scroller does: equal unless the content passes the cap. */
function ranges(g: RowGeometry) {
  const contentRange = Math.max(0, g.rowCount * g.rowHeight - g.viewportHeight);
  const scrollRange = Math.max(0, scrollHeightOf(g) - g.viewportHeight);
  return { contentRange, scrollRange };
}

/** The content offset (px from the first row's top) shown at a scroller position. */
export function contentTopAt(scrollTop: number, g: RowGeometry): number {
  const { contentRange, scrollRange } = ranges(g);
  if (scrollRange === 0) return 0;
  const top = Math.min(Math.max(scrollTop, 0), scrollRange);
  return contentRange === scrollRange ? top : (top * contentRange) / scrollRange;
}

/** The scroller position that shows the content offset `contentTop` at the top. */
export function scrollTopFor(contentTop: number, g: RowGeometry): number {
  const { contentRange, scrollRange } = ranges(g);
  if (contentRange === 0) return 0;
  const top = Math.min(Math.max(contentTop, 0), contentRange);
  return contentRange === scrollRange ? top : (top * scrollRange) / contentRange;
}

export interface RowWindow {
  /** First and last row to draw (inclusive; `last < first` when there are none). */
  first: number;
  last: number;
  /** First and last row actually on screen, without overscan: what PageUp/PageDown and prefetching use. */
  firstVisible: number;
  lastVisible: number;
  /** Add to `row * rowHeight` to get the row's top inside the spacer (non-zero only when scaled). */
  shift: number;
}

/** The rows to draw at `scrollTop`, with `overscan` extra rows on each side. */
export function rowWindow(scrollTop: number, g: RowGeometry, overscan = OVERSCAN): RowWindow {
  if (g.rowCount <= 0 || g.rowHeight <= 0) return { first: 0, last: -1, firstVisible: 0, lastVisible: -1, shift: 0 };
  const contentTop = contentTopAt(scrollTop, g);
  const firstVisible = Math.min(g.rowCount - 1, Math.floor(contentTop / g.rowHeight));
  const lastVisible = Math.min(
    g.rowCount - 1,
    Math.max(firstVisible, Math.ceil((contentTop + g.viewportHeight) / g.rowHeight) - 1),
  );
  return {
    first: Math.max(0, firstVisible - overscan),
    last: Math.min(g.rowCount - 1, lastVisible + overscan),
    firstVisible,
    lastVisible,
    shift: Math.min(Math.max(scrollTop, 0), ranges(g).scrollRange) - contentTop,
  };
}

/** The scroller position after bringing `row` fully into view with the least movement (unchanged if it is). */
export function scrollTopToShow(row: number, scrollTop: number, g: RowGeometry): number {
  const contentTop = contentTopAt(scrollTop, g);
  const rowTop = row * g.rowHeight;
  const rowBottom = rowTop + g.rowHeight;
  if (rowTop < contentTop) return scrollTopFor(rowTop, g);
  if (rowBottom > contentTop + g.viewportHeight) return scrollTopFor(rowBottom - g.viewportHeight, g);
  return scrollTop;
}

/** Rows that fit in the viewport: the step of PageUp/PageDown. */
export function rowsPerPage(g: Pick<RowGeometry, 'rowHeight' | 'viewportHeight'>): number {
  return Math.max(1, Math.floor(g.viewportHeight / g.rowHeight));
}

/**
 * How many row slots the window can need: every row a scroll position draws, overscan included, has a slot of
 * its own (`index % slots`), so a row keyed by its slot keeps its DOM while the rows scroll through it.
 */
export function slotCountOf(g: Pick<RowGeometry, 'rowHeight' | 'viewportHeight'>, overscan = OVERSCAN): number {
  // lastVisible - firstVisible + 1 is at most ceil(viewport / row height) + 1 (a row cut at each edge)
  return Math.ceil(g.viewportHeight / g.rowHeight) + 1 + 2 * overscan;
}

export interface DrawnRow {
  index: number;
  /** React's key: the row's slot on screen, or `spare` for a row whose slot the active row keeps. */
  key: number | 'spare';
}

/**
 * The rows to draw, keyed by slot and listed in slot order: scrolling reuses every row's DOM, changing only its
 * content, and never moves a row node (a moved node would lose focus and be laid out anew). The DOM order is
 * therefore not the rows' order once scrolled; `aria-rowindex` gives each row's place, as the ARIA grid allows.
 *
 * The active row is drawn even when scrolled away (focus never lands on a cell that is not drawn) and always keeps
 * its own slot, so its DOM, its focus and an open editor stay while the rows around it change; a row of the window
 * that falls in that slot meanwhile is drawn in a spare one.
 */
export function drawnRowsOf(win: RowWindow, slots: number, activeRow: number, rowCount: number): DrawnRow[] {
  // a window wider than the slots (never, by slotCountOf's bound) must not give two rows one key
  const n = Math.max(slots, win.last - win.first + 1);
  const bySlot: (number | undefined)[] = new Array(n);
  let spare: number | undefined;
  const activeDrawn = rowCount > 0 && activeRow >= 0;
  if (activeDrawn) bySlot[activeRow % n] = activeRow;
  for (let index = win.first; index <= win.last; index++) {
    const slot = index % n;
    if (bySlot[slot] === undefined) bySlot[slot] = index;
    else if (index !== activeRow) spare = index;
  }
  const rows: DrawnRow[] = [];
  bySlot.forEach((index, slot) => index !== undefined && rows.push({ index, key: slot }));
  if (spare !== undefined) rows.push({ index: spare, key: 'spare' });
  return rows;
}
