import { useEffect, useLayoutEffect, useReducer, useRef, type RefObject } from 'react';
import type { CellPos } from './selection';
import { scrollLeftToShow, type ColumnLayout } from '../virtual/columns';
import { scrollTopToShow, type RowGeometry } from '../virtual/rows';

export interface ActiveCellFocusOptions {
  scroller: RefObject<HTMLDivElement | null>;
  active: CellPos;
  /** An editor is open: it keeps focus. */
  editing: boolean;
  rowCount: number;
  /** The view's row count is known (false while it is read again). */
  known: boolean;
  geometry: RowGeometry;
  /** The sticky header's height, over the rows. */
  headerHeight: number;
  layout: ColumnLayout;
  rowNumberWidth: number;
  /** Reads the scroll position again after scrolling it here. */
  measure: () => void;
}

/**
 * The roving focus of the WAI-ARIA grid: the active cell is scrolled into view whenever it moves, and gets focus
 * when the user moved it (`focusPending`, set by the keyboard and pointer handlers), never on load. `refocus` asks
 * for focus on it even when it did not move (a record added where it was, a dialog closed).
 */
export function useActiveCellFocus(options: ActiveCellFocusOptions) {
  const { scroller, active, editing, rowCount, known, geometry, headerHeight, layout, rowNumberWidth, measure } =
    options;
  const focusPending = useRef(false);
  const [focusTick, refocus] = useReducer((n: number) => n + 1, 0);

  // While the view is read again (rows added or removed) no cell is drawn, so focus falls out of the grid; this
  // render still sees the old cells: remember whether one had focus, and give it back once rows are drawn again.
  const focusAfterReload = useRef(false);
  if (!known && scroller.current?.contains(document.activeElement)) focusAfterReload.current = true;
  useEffect(() => {
    if (!known || !focusAfterReload.current) return;
    focusAfterReload.current = false;
    focusPending.current = true;
    refocus();
  }, [known]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || !rowCount) return;
    // the height measured now: the one in state can be a frame old (just after the rows loaded), which left the
    // last row below the fold after Ctrl+End
    const viewportHeight = Math.max(geometry.rowHeight, (el.clientHeight || geometry.viewportHeight) - headerHeight);
    const top = scrollTopToShow(active.row, el.scrollTop, { ...geometry, viewportHeight });
    const rtl = getComputedStyle(el).direction === 'rtl';
    const left = scrollLeftToShow(layout, active.col, el.scrollLeft, (el.clientWidth || 1024) - rowNumberWidth);
    if (Math.abs(top - el.scrollTop) >= 1) el.scrollTop = top;
    if (Math.abs(left - Math.abs(el.scrollLeft)) >= 1) el.scrollLeft = rtl ? -left : left;
    measure();
    if (focusPending.current && !editing) {
      focusPending.current = false;
      el.querySelector<HTMLElement>(`[data-row="${active.row}"][data-col="${active.col}"]`)?.focus({
        preventScroll: true,
      });
    }
    // geometry and layout are read fresh; re-running on every scroll would fight the user's scrolling
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active.row, active.col, editing, rowCount, focusTick]);

  // Rows are keyed by their slot on screen (body/RowLayer.tsx), and the number of slots follows the viewport's
  // height: when it changes (the height measured just after Ctrl+End, say), the element that has focus can come to
  // show another row while the active cell moves to a new element. Focus follows the active cell there.
  useLayoutEffect(() => {
    const el = scroller.current;
    const focused = document.activeElement;
    if (!el || editing || !(focused instanceof HTMLElement) || !el.contains(focused)) return;
    const { row, col } = focused.dataset;
    if (row === undefined || col === undefined) return;
    if (Number(row) === active.row && Number(col) === active.col) return;
    el.querySelector<HTMLElement>(`[data-row="${active.row}"][data-col="${active.col}"]`)?.focus({
      preventScroll: true,
    });
  });

  return { focusPending, refocus };
}
