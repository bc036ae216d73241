import type { ColumnMeta } from '@basalt/core';
import { cellOf } from '@basalt/ui';
import { gridColumnsOf, rowIdOf } from './grid-columns';
import { readOnlyReason } from './permissions';

const col = (id: string, extra: Partial<ColumnMeta> = {}): ColumnMeta => ({
  id,
  title: id.toUpperCase(),
  column_name: id,
  uidt: 'SingleLineText',
  ...extra,
});

const columns = [
  col('id', { uidt: 'AutoNumber', pk: true, ai: true }),
  col('name', { pv: true }),
  col('age', { uidt: 'Number' }),
  col('notes', { uidt: 'LongText' }),
  col('created', { uidt: 'CreateTime' }),
];

describe('gridColumnsOf', () => {
  it("follows the view's order, hides hidden and system fields, and puts the display column first", () => {
    const settings = [
      { id: 'nv_1', fk_column_id: 'notes', show: true, order: 1, width: '320px' },
      { id: 'nv_2', fk_column_id: 'age', show: false, order: 2, width: '200px' },
      { id: 'nv_3', fk_column_id: 'name', show: true, order: 3, width: '150px' },
      { id: 'nv_4', fk_column_id: 'id', show: true, order: 4, width: '200px' },
      { id: 'nv_5', fk_column_id: 'created', show: true, order: 5, width: '200px' },
    ];
    const grid = gridColumnsOf({ columns }, settings);
    expect(grid.map((g) => [g.column.id, g.width, g.viewColumnId])).toEqual([
      ['name', 150, 'nv_3'],
      ['notes', 320, 'nv_1'],
    ]);
  });

  it('shows system fields when the view asks, and takes the width of the cell when the view has none', () => {
    const grid = gridColumnsOf({ columns }, [], true);
    expect(grid.map((g) => g.column.id)).toEqual(['name', 'id', 'age', 'notes', 'created']);
    expect(grid[2]!.width).toBe(cellOf('Number').width);
    expect(grid[2]!.cell).toBe(cellOf('Number'));
  });
});

describe('rowIdOf', () => {
  it('joins the primary-key values and gives nothing for a row without its key', () => {
    expect(rowIdOf({ ID: 7 }, [columns[0]!])).toBe('7');
    expect(rowIdOf({ A: 'x', B: 2 }, [col('a'), col('b')])).toBe('x___2');
    expect(rowIdOf({}, [columns[0]!])).toBeUndefined();
  });
});

describe('readOnlyReason', () => {
  it('lets owners, creators, editors and super edit an unlocked view, and says why others cannot', () => {
    for (const role of ['owner', 'creator', 'editor', 'super'])
      expect(readOnlyReason([role], 'collaborative')).toBeNull();
    expect(readOnlyReason(['viewer'], 'collaborative')).toBe('role');
    expect(readOnlyReason(['commenter', 'user'], undefined)).toBe('role');
    expect(readOnlyReason(['owner'], 'locked')).toBe('locked');
  });
});
