import type { ColumnMeta } from '@basalt/core';
import { cellOf } from '@basalt/ui';
import { cellsInEnglish } from '@basalt/ui/testing';
import type { GridColumn } from '../data/grid-columns';
import { TASK_GRID_COLUMNS, TASK_PKS, taskRows } from './clipboard-fixture';
import { pasteTarget, planClear, planPaste, type PasteInput } from './paste-plan';

beforeAll(cellsInEnglish);

// Title (0), Count (1, Number), Done (2, Checkbox), CreatedAt (3, read-only); rows are { Id: i + 1, Title: 'Task i+1', Count: i * 10, Done: even i }
function plan(input: Partial<PasteInput> & Pick<PasteInput, 'anchor'>, rows = 3, unloaded: number[] = []) {
  const { rowAt } = taskRows(rows, unloaded);
  return planPaste({ columns: TASK_GRID_COLUMNS, rowCount: rows, rowAt, pks: TASK_PKS, ...input });
}

describe('planPaste', () => {
  it('fills a block right and down from the anchor, through each cell’s reading of text', () => {
    const result = plan({ anchor: { row: 1, col: 0 }, text: 'Alpha\t1,5\r\nBeta\t6\r\n' });
    expect(result.updates).toEqual([
      {
        rowIndex: 1,
        rowId: '2',
        key: { Id: 2 },
        before: { Title: 'Task 2', Count: 10 },
        after: { Title: 'Alpha', Count: 15 },
      },
      {
        rowIndex: 2,
        rowId: '3',
        key: { Id: 3 },
        before: { Title: 'Task 3', Count: 20 },
        after: { Title: 'Beta', Count: 6 },
      },
    ]);
    expect(result).toMatchObject({ inserts: [], errors: [], skipped: 0, unloaded: 0 });
    expect(result.target).toEqual({ top: 1, bottom: 2, left: 0, right: 1 });
  });

  it('takes cells already parsed, and reads a quoted multi-line cell from text as one value', () => {
    expect(plan({ anchor: { row: 0, col: 0 }, grid: [['From grid']] }).updates[0]!.after).toEqual({
      Title: 'From grid',
    });
    expect(plan({ anchor: { row: 0, col: 0 }, text: '"two\nlines"\t5' }).updates[0]!.after).toEqual({
      Title: 'two\nlines',
      Count: 5,
    });
  });

  it('leaves out values that do not change, and rows with nothing to change', () => {
    const result = plan({ anchor: { row: 0, col: 0 }, text: 'Task 1\t0\nTask 2\t99' });
    expect(result.updates).toEqual([
      { rowIndex: 1, rowId: '2', key: { Id: 2 }, before: { Count: 10 }, after: { Count: 99 } },
    ]);
  });

  it('drops the columns past the last one and counts them as skipped', () => {
    const result = plan({ anchor: { row: 1, col: 2 }, text: 'Checked\tignored\tx\ty' });
    // Done changes; CreatedAt is read-only and two more are past the last column
    expect(result.updates).toEqual([
      { rowIndex: 1, rowId: '2', key: { Id: 2 }, before: { Done: false }, after: { Done: true } },
    ]);
    expect(result.skipped).toBe(3);
  });

  it('keeps read-only columns as they are', () => {
    const result = plan({ anchor: { row: 0, col: 3 }, text: '2030-01-01' });
    expect(result.updates).toEqual([]);
    expect(result.skipped).toBe(1);
  });

  it('adds the rows pasted past the last row, leaving their empty cells to the field defaults', () => {
    const result = plan({ anchor: { row: 1, col: 0 }, text: 'Alpha\t1\nBeta\t\nGamma\t3\tChecked\tnot written' }, 2);
    expect(result.updates).toHaveLength(1);
    expect(result.inserts).toEqual([{ Title: 'Beta' }, { Title: 'Gamma', Count: 3, Done: true }]);
    expect(result.skipped).toBe(1); // CreatedAt of the last line
    expect(result.target).toEqual({ top: 1, bottom: 3, left: 0, right: 3 });
  });

  it('counts the rows past the end as skipped when inserts are not allowed', () => {
    const result = plan({ anchor: { row: 2, col: 0 }, text: 'A\t1\nB\t2\nC\t3', allowInserts: false });
    expect(result.updates).toHaveLength(1);
    expect(result.inserts).toEqual([]);
    expect(result.skipped).toBe(4);
  });

  it('fills every cell of a selected range with one copied value', () => {
    const result = plan({ anchor: { row: 0, col: 1 }, range: { top: 0, bottom: 2, left: 1, right: 1 }, text: '7' });
    expect(result.updates.map((u) => [u.rowIndex, u.after])).toEqual([
      [0, { Count: 7 }],
      [1, { Count: 7 }],
      [2, { Count: 7 }],
    ]);
  });

  it('repeats a block over a range it fits a whole number of times, and pastes it once from the range’s corner otherwise', () => {
    const fits = plan({ anchor: { row: 3, col: 0 }, range: { top: 0, bottom: 3, left: 0, right: 0 }, text: 'a\nb' }, 4);
    expect(fits.updates.map((u) => u.after.Title)).toEqual(['a', 'b', 'a', 'b']);
    const misfit = plan(
      { anchor: { row: 2, col: 0 }, range: { top: 0, bottom: 2, left: 0, right: 0 }, text: 'a\nb' },
      4,
    );
    expect(misfit.updates.map((u) => [u.rowIndex, u.after.Title])).toEqual([
      [0, 'a'],
      [1, 'b'],
    ]);
  });

  it('reports a value the field refuses and leaves that cell unchanged, while the rest of the row still changes', () => {
    const result = plan({ anchor: { row: 0, col: 0 }, text: 'Renamed\tabc\tmaybe' });
    expect(result.updates).toEqual([
      { rowIndex: 0, rowId: '1', key: { Id: 1 }, before: { Title: 'Task 1' }, after: { Title: 'Renamed' } },
    ]);
    expect(result.errors).toEqual([
      { row: 0, col: 1, message: '"abc" is not a whole number' },
      { row: 0, col: 2, message: '"maybe" is neither checked nor unchecked' },
    ]);
  });

  it('reports a refused value in a new row at the position the row would take', () => {
    const result = plan({ anchor: { row: 0, col: 1 }, text: '0\nabc' }, 1);
    expect(result.inserts).toEqual([{}]);
    expect(result.errors).toEqual([{ row: 1, col: 1, message: '"abc" is not a whole number' }]);
  });

  it("clears a cell for empty text, to the field's empty value", () => {
    const result = plan({ anchor: { row: 0, col: 0 }, text: '\t\t' });
    expect(result.updates).toEqual([
      {
        rowIndex: 0,
        rowId: '1',
        key: { Id: 1 },
        before: { Title: 'Task 1', Count: 0, Done: true },
        after: { Title: null, Count: null, Done: false },
      },
    ]);
  });

  it('pastes only the cells a short line has (ragged text)', () => {
    const result = plan({ anchor: { row: 0, col: 0 }, text: 'A\t1\nB' });
    expect(result.updates.map((u) => u.after)).toEqual([{ Title: 'A', Count: 1 }, { Title: 'B' }]);
  });

  it('counts the rows not loaded yet and plans nothing for them', () => {
    const result = plan({ anchor: { row: 0, col: 0 }, text: 'A\nB\nC' }, 3, [1]);
    expect(result.updates.map((u) => u.rowIndex)).toEqual([0, 2]);
    expect(result.unloaded).toBe(1);
  });

  it('never changes a key column of an existing row (the bulk update finds rows by key), but fills it in a new row', () => {
    const code: ColumnMeta = { id: 'c_code', title: 'Code', column_name: 'code', uidt: 'SingleLineText', pk: true };
    const name: ColumnMeta = { id: 'c_name', title: 'Name', column_name: 'name', uidt: 'SingleLineText' };
    const columns: GridColumn[] = [code, name].map((column) => ({ column, cell: cellOf(column.uidt), width: 200 }));
    const result = planPaste({
      anchor: { row: 0, col: 0 },
      text: 'B-2\tBolt\nC-3\tClamp',
      columns,
      rowCount: 1,
      rowAt: () => ({ Code: 'A-1', Name: 'Anvil' }),
      pks: [code],
    });
    expect(result.updates).toEqual([
      { rowIndex: 0, rowId: 'A-1', key: { Code: 'A-1' }, before: { Name: 'Anvil' }, after: { Name: 'Bolt' } },
    ]);
    expect(result.inserts).toEqual([{ Code: 'C-3', Name: 'Clamp' }]);
    expect(result.skipped).toBe(1);
  });

  it('plans 10,000 rows × 5 columns: 5,000 changed rows and 5,000 new ones', () => {
    const uidts = ['SingleLineText', 'Number', 'Checkbox', 'LongText', 'Email'];
    const columns: GridColumn[] = uidts.map((uidt, i) => ({
      column: { id: `c_${i}`, title: `F${i}`, column_name: `f${i}`, uidt },
      cell: cellOf(uidt),
      width: 200,
    }));
    const pk: ColumnMeta = { id: 'c_id', title: 'Id', column_name: 'id', uidt: 'AutoNumber', pk: true, ai: true };
    const lines = Array.from(
      { length: 10_000 },
      (_, i) => `Name ${i}\t${i}\t${i % 2 ? 'Checked' : 'Unchecked'}\tnote\nmore\tu${i}@example.com`,
    );
    // the long text holds a line break, so it is quoted as a spreadsheet would
    const text = lines.map((line) => line.replace('note\nmore', '"note\nmore"')).join('\r\n');
    const result = planPaste({
      anchor: { row: 0, col: 0 },
      text,
      columns,
      rowCount: 5_000,
      rowAt: (i) => ({ Id: i + 1, F0: 'old', F1: -1, F2: true, F3: null, F4: null }),
      pks: [pk],
    });
    expect(result.updates).toHaveLength(5_000);
    expect(result.inserts).toHaveLength(5_000);
    expect(result.errors).toEqual([]);
    expect(result.skipped).toBe(0);
    expect(result.updates[1]!.after).toEqual({ F0: 'Name 1', F1: 1, F3: 'note\nmore', F4: 'u1@example.com' });
    expect(result.inserts[0]).toEqual({
      F0: 'Name 5000',
      F1: 5000,
      F2: false,
      F3: 'note\nmore',
      F4: 'u5000@example.com',
    });
  });
});

describe('pasteTarget', () => {
  it('places a block at the anchor when nothing larger than one cell is selected', () => {
    expect(pasteTarget({ row: 4, col: 1 }, undefined, 2, 3)).toEqual({ top: 4, bottom: 5, left: 1, right: 3 });
    expect(pasteTarget({ row: 4, col: 1 }, { top: 4, bottom: 4, left: 1, right: 1 }, 2, 3)).toEqual({
      top: 4,
      bottom: 5,
      left: 1,
      right: 3,
    });
  });

  it('covers the whole range when the block fits it a whole number of times', () => {
    const range = { top: 0, bottom: 3, left: 0, right: 5 };
    expect(pasteTarget({ row: 3, col: 5 }, range, 2, 3)).toEqual(range);
    expect(pasteTarget({ row: 3, col: 5 }, range, 3, 3)).toEqual({ top: 0, bottom: 2, left: 0, right: 2 });
  });
});

describe('planClear', () => {
  it('empties every writable cell of the range (the second half of cut)', () => {
    const { rowAt } = taskRows(3);
    const result = planClear({
      range: { top: 0, bottom: 1, left: 0, right: 3 },
      columns: TASK_GRID_COLUMNS,
      rowCount: 3,
      rowAt,
      pks: TASK_PKS,
    });
    expect(result.updates.map((u) => [u.rowIndex, u.after])).toEqual([
      [0, { Title: null, Count: null, Done: false }],
      [1, { Title: null, Count: null }],
    ]);
    expect(result.skipped).toBe(2); // CreatedAt, read-only, in both rows
    expect(result.inserts).toEqual([]);
  });
});
