import { useEffect, useRef, type Dispatch, type MouseEvent, type MutableRefObject, type SetStateAction } from 'react';
import { initialKeyState, type GridKeyState } from './grid-keys';
import { dragToCell, pressCell } from './pointer';
import type { CellPos } from './selection';

/** The cell position under a pointer event, if it is over a data cell. */
function cellPosOf(target: EventTarget | null): CellPos | undefined {
  const cell = (target as HTMLElement | null)?.closest?.('[data-row][data-col]') as HTMLElement | null;
  if (!cell || cell.closest('.grid-editor')) return undefined;
  return { row: Number(cell.dataset.row), col: Number(cell.dataset.col) };
}

export interface GridPointerOptions {
  setKeys: Dispatch<SetStateAction<GridKeyState>>;
  /** Set when the user moved the active cell: it then gets focus (use-active-cell-focus.ts). */
  focusPending: MutableRefObject<boolean>;
  /** How a column edits: a click toggles a 'toggle' cell, a double click opens an 'inline' one. */
  editModeOf: (col: number) => string;
  toggleCell: (row: number, col: number) => void;
  /** The fill handle, while dragged, takes the pointer's moves. */
  fillHandle: { dragging: () => boolean; dragOver: (row: number) => void };
}

/** The grid's mouse model: press to select, drag (or Shift+click) to extend, click toggles, double click edits. */
export function useGridPointer({ setKeys, focusPending, editModeOf, toggleCell, fillHandle }: GridPointerOptions) {
  const dragging = useRef(false);
  useEffect(() => {
    const stop = () => {
      dragging.current = false;
    };
    window.addEventListener('mouseup', stop);
    return () => window.removeEventListener('mouseup', stop);
  }, []);

  return {
    onMouseDown(e: MouseEvent) {
      const pos = cellPosOf(e.target);
      if (!pos || e.button !== 0) return;
      dragging.current = !e.shiftKey;
      focusPending.current = true;
      setKeys((k) => pressCell(k, pos, e.shiftKey));
    },
    onMouseOver(e: MouseEvent) {
      const over = cellPosOf(e.target);
      if (fillHandle.dragging() && over) return fillHandle.dragOver(over.row);
      const pos = dragging.current ? over : undefined;
      if (pos) setKeys((k) => dragToCell(k, pos));
    },
    onClick(e: MouseEvent) {
      const pos = cellPosOf(e.target);
      if (pos && !e.shiftKey && editModeOf(pos.col) === 'toggle') toggleCell(pos.row, pos.col);
    },
    onDoubleClick(e: MouseEvent) {
      const pos = cellPosOf(e.target);
      if (pos && editModeOf(pos.col) === 'inline') setKeys({ ...initialKeyState(pos), editing: {} });
    },
  };
}
