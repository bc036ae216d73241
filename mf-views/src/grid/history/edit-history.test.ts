import type { PasteUpdate } from '../clipboard/paste-plan';
import { EditHistory } from './edit-history';

const change = (id: number, before: unknown, after: unknown): PasteUpdate => ({
  rowIndex: id - 1,
  rowId: String(id),
  key: { Id: id },
  before: { Title: before },
  after: { Title: after },
});

describe('EditHistory', () => {
  it('undoes the last step first, as the reverse change, and redoes it as it was', () => {
    const history = new EditHistory();
    history.record([change(1, 'a', 'b')]);
    history.record([change(2, 'x', 'y'), change(3, 'p', 'q')]);
    expect(history.undo()).toEqual([change(2, 'y', 'x'), change(3, 'q', 'p')]);
    expect(history.undo()).toEqual([change(1, 'b', 'a')]);
    expect(history.undo()).toBeUndefined();
    expect(history.redo()).toEqual([change(1, 'a', 'b')]);
    expect(history.redo()).toEqual([change(2, 'x', 'y'), change(3, 'p', 'q')]);
    expect(history.redo()).toBeUndefined();
  });

  it('forgets what was undone once something new is done', () => {
    const history = new EditHistory();
    history.record([change(1, 'a', 'b')]);
    history.undo();
    history.record([change(1, 'a', 'c')]);
    expect(history.redo()).toBeUndefined();
    expect(history.undo()).toEqual([change(1, 'c', 'a')]);
  });

  it('puts a step back on its stack when sending it failed', () => {
    const history = new EditHistory();
    history.record([change(1, 'a', 'b')]);
    history.undo();
    history.restoreUndo();
    expect(history.undo()).toEqual([change(1, 'b', 'a')]);
    history.redo();
    history.restoreRedo();
    expect(history.redo()).toEqual([change(1, 'a', 'b')]);
  });

  it('keeps the last 100 steps and ignores empty ones', () => {
    const history = new EditHistory();
    history.record([]);
    for (let i = 1; i <= 105; i++) history.record([change(i, 'a', 'b')]);
    let steps = 0;
    while (history.undo()) steps++;
    expect(steps).toBe(100);
  });
});
