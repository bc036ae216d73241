import type { GridKeyState } from './grid-keys';
import { selectionAt, type CellPos } from './selection';

/** A press on a cell: it becomes active; with Shift the range stretches from the anchor to it. Closes an editor. */
export function pressCell(state: GridKeyState, pos: CellPos, shift: boolean): GridKeyState {
  return { editing: null, selection: shift ? { anchor: state.selection.anchor, active: pos } : selectionAt(pos) };
}

/** Dragging over a cell with the button held stretches the range from where the press began. */
export function dragToCell(state: GridKeyState, pos: CellPos): GridKeyState {
  const { active } = state.selection;
  if (active.row === pos.row && active.col === pos.col) return state;
  return { ...state, selection: { anchor: state.selection.anchor, active: pos } };
}
