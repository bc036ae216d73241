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
    history.record({ updates: [change(1, 'a', 'b')] });
    history.record({ updates: [change(2, 'x', 'y'), change(3, 'p', 'q')] });
    expect(history.undo()).toEqual({ updates: [change(2, 'y', 'x'), change(3, 'q', 'p')] });
    expect(history.undo()).toEqual({ updates: [change(1, 'b', 'a')] });
    expect(history.undo()).toBeUndefined();
    expect(history.redo()).toEqual({ updates: [change(1, 'a', 'b')] });
    expect(history.redo()).toEqual({ updates: [change(2, 'x', 'y'), change(3, 'p', 'q')] });
    expect(history.redo()).toBeUndefined();
  });

  it('forgets what was undone once something new is done', () => {
    const history = new EditHistory();
    history.record({ updates: [change(1, 'a', 'b')] });
    history.undo();
    history.record({ updates: [change(1, 'a', 'c')] });
    expect(history.redo()).toBeUndefined();
    expect(history.undo()).toEqual({ updates: [change(1, 'c', 'a')] });
  });

  it('puts a step back on its stack when sending it failed', () => {
    const history = new EditHistory();
    history.record({ updates: [change(1, 'a', 'b')] });
    history.undo();
    history.restoreUndo();
    expect(history.undo()).toEqual({ updates: [change(1, 'b', 'a')] });
    history.redo();
    history.restoreRedo();
    expect(history.redo()).toEqual({ updates: [change(1, 'a', 'b')] });
  });

  it('keeps the last 100 steps and ignores empty ones', () => {
    const history = new EditHistory();
    history.record({ updates: [] });
    for (let i = 1; i <= 105; i++) history.record({ updates: [change(i, 'a', 'b')] });
    let steps = 0;
    while (history.undo()) steps++;
    expect(steps).toBe(100);
  });

  it('undoes added records by removing them and removed ones by adding them back, sharing what was read', () => {
    const history = new EditHistory();
    const added = { rows: [{ Id: 7 }] };
    history.record({ updates: [], added });
    const undo = history.undo()!;
    expect(undo).toEqual({ updates: [], removed: { rows: [{ Id: 7 }] } });
    // what the removal read is what the redo inserts again
    undo.removed!.rows = [{ Id: 7, Title: 'Seven' }];
    expect(history.redo()).toEqual({ updates: [], added: { rows: [{ Id: 7, Title: 'Seven' }] } });

    const removed = { rows: [{ Id: 3, Title: 'Three' }] };
    history.record({ updates: [change(1, 'a', 'b')], removed });
    expect(history.undo()).toEqual({ updates: [change(1, 'b', 'a')], added: removed });
  });

  it('ignores a step that adds and removes nothing', () => {
    const history = new EditHistory();
    history.record({ updates: [], added: { rows: [] }, removed: { rows: [] } });
    expect(history.undo()).toBeUndefined();
  });
});
