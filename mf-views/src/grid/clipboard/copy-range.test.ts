import { cellsInEnglish } from '@basalt/ui/testing';
import { TASK_GRID_COLUMNS, taskRows } from './clipboard-fixture';
import { copyRange } from './copy-range';
import { parseTsv } from './tsv';

beforeAll(cellsInEnglish);

describe('copyRange', () => {
  it('writes the selected cells as TSV, each as its cell shows it', () => {
    const { rowAt } = taskRows(3);
    // rows 0–1, columns Title, Count, Done
    const text = copyRange({ top: 0, bottom: 1, left: 0, right: 2 }, TASK_GRID_COLUMNS, rowAt);
    expect(text).toBe('Task 1\t0\tChecked\r\nTask 2\t10\tUnchecked');
  });

  it('copies one cell as its bare text', () => {
    const { rowAt } = taskRows(3);
    expect(copyRange({ top: 2, bottom: 2, left: 1, right: 1 }, TASK_GRID_COLUMNS, rowAt)).toBe('20');
  });

  it('quotes a value with a line break or a tab, so it pastes back as one cell', () => {
    const rowAt = () => ({ Id: 1, Title: 'two\nlines', Count: null, Done: false });
    const text = copyRange({ top: 0, bottom: 0, left: 0, right: 1 }, TASK_GRID_COLUMNS, rowAt);
    expect(text).toBe('"two\nlines"\t');
    expect(parseTsv(text!)).toEqual([['two\nlines', '']]);
  });

  it('answers undefined when a row of the range is not loaded yet', () => {
    const { rowAt } = taskRows(5, [3]);
    expect(copyRange({ top: 1, bottom: 4, left: 0, right: 0 }, TASK_GRID_COLUMNS, rowAt)).toBeUndefined();
    expect(copyRange({ top: 0, bottom: 2, left: 0, right: 0 }, TASK_GRID_COLUMNS, rowAt)).toBe(
      'Task 1\r\nTask 2\r\nTask 3',
    );
  });

  it('leaves out columns past the last one', () => {
    const { rowAt } = taskRows(1);
    const titleCountDone = TASK_GRID_COLUMNS.slice(0, 3);
    expect(copyRange({ top: 0, bottom: 0, left: 1, right: 9 }, titleCountDone, rowAt)).toBe('0\tChecked');
  });
});
