import type { EditMode } from '@basalt/ui';
import { initialKeyState, reduceKey, type GridKeyState, type GridShape, type KeyPress } from './grid-keys';
import { dragToCell, pressCell } from './pointer';
import { inRange, rangeOf, selectionAt } from './selection';

// 100 rows × 5 columns; column 1 is a checkbox, column 4 read-only
const modes: EditMode[] = ['inline', 'toggle', 'inline', 'inline', 'readonly'];
const shape: GridShape = { rowCount: 100, colCount: 5, pageRows: 10, editModeOf: (col) => modes[col]! };

const at = (row: number, col: number): GridKeyState => initialKeyState({ row, col });
const press = (state: GridKeyState, key: string, extra: Omit<KeyPress, 'key'> = {}) =>
  reduceKey(state, { key, ...extra }, shape);
const activeAfter = (state: GridKeyState, key: string, extra?: Omit<KeyPress, 'key'>) =>
  press(state, key, extra).state.selection.active;

describe('grid keyboard model', () => {
  it('moves one cell with the arrows and stops at the edges', () => {
    expect(activeAfter(at(5, 2), 'ArrowDown')).toEqual({ row: 6, col: 2 });
    expect(activeAfter(at(5, 2), 'ArrowUp')).toEqual({ row: 4, col: 2 });
    expect(activeAfter(at(5, 2), 'ArrowLeft')).toEqual({ row: 5, col: 1 });
    expect(activeAfter(at(5, 2), 'ArrowRight')).toEqual({ row: 5, col: 3 });
    expect(activeAfter(at(0, 0), 'ArrowUp')).toEqual({ row: 0, col: 0 });
    expect(activeAfter(at(99, 4), 'ArrowRight')).toEqual({ row: 99, col: 4 });
    expect(activeAfter(at(99, 4), 'ArrowDown')).toEqual({ row: 99, col: 4 });
  });

  it('jumps to the edge with Ctrl/Cmd+arrows', () => {
    expect(activeAfter(at(5, 2), 'ArrowDown', { mod: true })).toEqual({ row: 99, col: 2 });
    expect(activeAfter(at(5, 2), 'ArrowLeft', { mod: true })).toEqual({ row: 5, col: 0 });
  });

  it('goes along the row with Tab and Shift+Tab, wrapping rows, and lets Tab leave the grid at either end', () => {
    expect(activeAfter(at(5, 2), 'Tab')).toEqual({ row: 5, col: 3 });
    expect(activeAfter(at(5, 4), 'Tab')).toEqual({ row: 6, col: 0 });
    expect(activeAfter(at(5, 0), 'Tab', { shift: true })).toEqual({ row: 4, col: 4 });
    expect(press(at(99, 4), 'Tab').handled).toBe(false);
    expect(press(at(0, 0), 'Tab', { shift: true }).handled).toBe(false);
  });

  it('goes to the row ends with Home/End and to the grid corners with Ctrl/Cmd+Home/End', () => {
    expect(activeAfter(at(5, 2), 'Home')).toEqual({ row: 5, col: 0 });
    expect(activeAfter(at(5, 2), 'End')).toEqual({ row: 5, col: 4 });
    expect(activeAfter(at(5, 2), 'Home', { mod: true })).toEqual({ row: 0, col: 0 });
    expect(activeAfter(at(5, 2), 'End', { mod: true })).toEqual({ row: 99, col: 4 });
  });

  it('pages by the rows on screen with PageUp/PageDown', () => {
    expect(activeAfter(at(5, 2), 'PageDown')).toEqual({ row: 15, col: 2 });
    expect(activeAfter(at(95, 2), 'PageDown')).toEqual({ row: 99, col: 2 });
    expect(activeAfter(at(5, 2), 'PageUp')).toEqual({ row: 0, col: 2 });
  });

  it('stretches a range with Shift+arrows, keeping the anchor; a plain arrow or Escape collapses it', () => {
    let state = press(at(5, 2), 'ArrowDown', { shift: true }).state;
    state = press(state, 'ArrowRight', { shift: true }).state;
    expect(state.selection).toEqual({ anchor: { row: 5, col: 2 }, active: { row: 6, col: 3 } });
    expect(rangeOf(state.selection)).toEqual({ top: 5, bottom: 6, left: 2, right: 3 });
    expect(press(state, 'ArrowUp').state.selection).toEqual(selectionAt({ row: 5, col: 3 }));
    expect(press(state, 'Escape').state.selection).toEqual(selectionAt({ row: 6, col: 3 }));
  });

  it('opens the editor with Enter or F2, and by typing, which carries the typed character', () => {
    expect(press(at(1, 0), 'Enter').state.editing).toEqual({});
    expect(press(at(1, 0), 'F2').state.editing).toEqual({});
    expect(press(at(1, 2), 'x').state.editing).toEqual({ initialText: 'x' });
    expect(press(at(1, 2), 'c', { mod: true }).state.editing).toBeNull();
  });

  it('never opens a read-only cell, and toggles a toggle cell with Enter or Space instead of editing', () => {
    expect(press(at(1, 4), 'Enter').state.editing).toBeNull();
    expect(press(at(1, 4), 'x').state.editing).toBeNull();
    expect(press(at(1, 1), 'Enter').effect).toEqual({ type: 'toggle' });
    expect(press(at(1, 1), ' ').effect).toEqual({ type: 'toggle' });
    expect(press(at(1, 1), ' ').state.editing).toBeNull();
  });

  it('clears the selection with Delete or Backspace', () => {
    expect(press(at(1, 0), 'Delete').effect).toEqual({ type: 'clear' });
    expect(press(at(1, 0), 'Backspace').effect).toEqual({ type: 'clear' });
  });

  it('while editing leaves keys to the editor but cancels on Escape', () => {
    const editing = press(at(1, 0), 'Enter').state;
    expect(press(editing, 'ArrowDown')).toEqual({ state: editing, handled: false });
    expect(press(editing, 'Escape').state.editing).toBeNull();
  });

  it('does nothing in an empty view', () => {
    expect(reduceKey(at(0, 0), { key: 'ArrowDown' }, { ...shape, rowCount: 0 }).handled).toBe(false);
  });
});

describe('grid pointer model', () => {
  it('makes a pressed cell active, stretches with Shift, and drags out a range', () => {
    let state = pressCell(at(0, 0), { row: 3, col: 1 }, false);
    expect(state.selection).toEqual(selectionAt({ row: 3, col: 1 }));
    state = dragToCell(state, { row: 6, col: 3 });
    expect(rangeOf(state.selection)).toEqual({ top: 3, bottom: 6, left: 1, right: 3 });
    expect(inRange(rangeOf(state.selection), 4, 2)).toBe(true);
    expect(inRange(rangeOf(state.selection), 7, 2)).toBe(false);
    state = pressCell(state, { row: 1, col: 0 }, true);
    expect(state.selection).toEqual({ anchor: { row: 3, col: 1 }, active: { row: 1, col: 0 } });
  });
});
