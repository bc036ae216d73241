import type { EditMode } from '@basalt/ui';
import { selectionAt, type CellPos, type Selection } from './selection';

/** What the grid's keyboard model needs to know of a key press (from a KeyboardEvent). */
export interface KeyPress {
  key: string;
  shift?: boolean;
  /** Ctrl, or Cmd on macOS. */
  mod?: boolean;
  alt?: boolean;
}

export interface GridShape {
  rowCount: number;
  colCount: number;
  /** Rows that fit on screen: the PageUp/PageDown step. */
  pageRows: number;
  /** How the cell in column `col` is edited ('readonly' for every column of a read-only grid). */
  editModeOf: (col: number) => EditMode;
}

export interface GridKeyState {
  selection: Selection;
  /** The active cell's editor is open; `initialText` is the key that opened it by typing. */
  editing: { initialText?: string } | null;
}

/** What the grid must do beyond moving the selection. */
export type KeyEffect = { type: 'toggle' } | { type: 'clear' };

export interface KeyOutcome {
  state: GridKeyState;
  effect?: KeyEffect;
  /** False when the key is not the grid's (the browser keeps its default, e.g. Tab leaving the last cell). */
  handled: boolean;
}

export const initialKeyState = (pos: CellPos = { row: 0, col: 0 }): GridKeyState => ({
  selection: selectionAt(pos),
  editing: null,
});

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(max, 0));

/** The cell a navigation key moves to from `from`, or undefined when the key does not navigate. */
function target(from: CellPos, press: KeyPress, shape: GridShape): CellPos | undefined {
  const lastRow = shape.rowCount - 1;
  const lastCol = shape.colCount - 1;
  const { row, col } = from;
  switch (press.key) {
    case 'ArrowUp':
      return { row: press.mod ? 0 : clamp(row - 1, lastRow), col };
    case 'ArrowDown':
      return { row: press.mod ? lastRow : clamp(row + 1, lastRow), col };
    case 'ArrowLeft':
      return { row, col: press.mod ? 0 : clamp(col - 1, lastCol) };
    case 'ArrowRight':
      return { row, col: press.mod ? lastCol : clamp(col + 1, lastCol) };
    case 'Home':
      return press.mod ? { row: 0, col: 0 } : { row, col: 0 };
    case 'End':
      return press.mod ? { row: lastRow, col: lastCol } : { row, col: lastCol };
    case 'PageUp':
      return { row: clamp(row - shape.pageRows, lastRow), col };
    case 'PageDown':
      return { row: clamp(row + shape.pageRows, lastRow), col };
    default:
      return undefined;
  }
}

/** Tab moves along the row and wraps to the next (Shift+Tab: previous) row; past either end it leaves the grid. */
function tabTarget(from: CellPos, back: boolean, shape: GridShape): CellPos | undefined {
  const index = from.row * shape.colCount + from.col + (back ? -1 : 1);
  if (index < 0 || index >= shape.rowCount * shape.colCount) return undefined;
  return { row: Math.floor(index / shape.colCount), col: index % shape.colCount };
}

/** A key that types a character (not a shortcut): it starts editing with that character. */
const isTyping = (press: KeyPress) => press.key.length === 1 && !press.mod && !press.alt;

/**
 * The grid's keyboard model (WAI-ARIA grid pattern plus spreadsheet keys), as a pure function: the same key in
 * the same state always gives the same outcome, so every key is unit-tested without a browser.
 * While an editor is open, keys belong to the editor: only Escape (cancel) is the grid's.
 */
export function reduceKey(state: GridKeyState, press: KeyPress, shape: GridShape): KeyOutcome {
  const unhandled = { state, handled: false };
  if (state.editing) {
    return press.key === 'Escape' ? { state: { ...state, editing: null }, handled: true } : unhandled;
  }
  if (shape.rowCount === 0 || shape.colCount === 0) return unhandled;
  const { active, anchor } = state.selection;

  if (press.key === 'Tab') {
    const next = tabTarget(active, !!press.shift, shape);
    return next ? { state: { ...state, selection: selectionAt(next) }, handled: true } : unhandled;
  }
  const moved = target(active, press, shape);
  if (moved) {
    const selection = press.shift ? { active: moved, anchor } : selectionAt(moved);
    return { state: { ...state, selection }, handled: true };
  }

  const mode = shape.editModeOf(active.col);
  switch (press.key) {
    case 'Escape':
      return { state: { ...state, selection: selectionAt(active) }, handled: true };
    case 'Enter':
    case 'F2':
      if (mode === 'toggle') return { state, effect: { type: 'toggle' }, handled: true };
      if (mode === 'inline') return { state: { ...state, editing: {} }, handled: true };
      return { state, handled: true };
    case 'Delete':
    case 'Backspace':
      return { state, effect: { type: 'clear' }, handled: true };
    case ' ':
      if (mode === 'toggle') return { state, effect: { type: 'toggle' }, handled: true };
      break;
    default:
      break;
  }
  if (isTyping(press) && mode === 'inline') {
    return { state: { ...state, editing: { initialText: press.key } }, handled: true };
  }
  return unhandled;
}
