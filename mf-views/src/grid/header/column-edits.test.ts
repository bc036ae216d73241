import { cellOf } from '@basalt/ui';
import type { GridColumn } from '../data/grid-columns';
import { clampWidth, moveColumn } from './column-edits';

const col = (id: string, pv = false): GridColumn => ({
  column: { id, title: id, column_name: id, uidt: 'SingleLineText', pv },
  cell: cellOf('SingleLineText'),
  width: 200,
  viewColumnId: `nv_${id}`,
});
const ids = (columns: readonly GridColumn[]) => columns.map((c) => c.column.id);

describe('column edits', () => {
  const columns = [col('title', true), col('a'), col('b'), col('c')];

  it('moves a column and renumbers only the settings whose place changed', () => {
    const moved = moveColumn(columns, 3, 1);
    expect(ids(moved.columns)).toEqual(['title', 'c', 'a', 'b']);
    expect(moved.orders).toEqual([
      { viewColumnId: 'nv_c', order: 2 },
      { viewColumnId: 'nv_a', order: 3 },
      { viewColumnId: 'nv_b', order: 4 },
    ]);
  });

  it('keeps the display column first: no move into or out of its place', () => {
    expect(moveColumn(columns, 2, 0).orders).toEqual([]);
    expect(moveColumn(columns, 0, 2).orders).toEqual([]);
    expect(ids(moveColumn(columns, 0, 2).columns)).toEqual(['title', 'a', 'b', 'c']);
  });

  it('keeps widths between 60 and 1,200 px, whole pixels', () => {
    expect(clampWidth(12)).toBe(60);
    expect(clampWidth(240.6)).toBe(241);
    expect(clampWidth(5000)).toBe(1200);
  });
});
