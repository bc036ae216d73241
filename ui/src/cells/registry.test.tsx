import { UI_TYPE_NAMES, fieldOf } from '@basalt/core';
import { cellsInEnglish, columnOf } from '../testing';
import { CELLS, cellOf } from './registry';

beforeAll(cellsInEnglish);

/** Types the engine keeps or computes (docs/PRODUCT.md §3): never edited in a cell. */
const READ_ONLY = [
  'ID',
  'AutoNumber',
  'CreateTime',
  'LastModifiedTime',
  'ForeignKey',
  'Lookup',
  'Rollup',
  'Count',
  'Formula',
];

describe('cell registry', () => {
  it('has a cell for every field type', () => {
    expect(Object.keys(CELLS).sort()).toEqual([...UI_TYPE_NAMES].sort());
  });

  it.each(UI_TYPE_NAMES.filter((t) => !READ_ONLY.includes(t)))('%s is edited in place', (uidt) => {
    const cell = CELLS[uidt];
    expect(cell.Editor).toBeDefined();
    expect(cell.editMode).toBe(uidt === 'Checkbox' ? 'toggle' : 'inline');
    // a link is virtual (no column of its own) but is edited in place, through its picker
    expect(fieldOf(uidt)?.virtual).toBe(uidt === 'LinkToAnotherRecord');
  });

  it.each(READ_ONLY)('%s is read-only: no editor, and pasted text is refused', (uidt) => {
    const cell = cellOf(uidt);
    expect(cell.Editor).toBeUndefined();
    expect(cell.editMode).toBe('readonly');
    expect(cell.fromText('1', columnOf(uidt))).toEqual({
      ok: false,
      error: 'This field is computed and cannot be edited',
    });
  });

  it('shows a type this build does not know as read-only text', () => {
    const cell = cellOf('Barcode');
    expect(cell.editMode).toBe('readonly');
    expect(cell.toText(['a', 'b'], columnOf('Barcode'))).toBe('a, b');
  });

  it('aligns numbers at the end and text at the start', () => {
    for (const uidt of ['Number', 'Decimal', 'Currency', 'Percent', 'Year', 'Duration', 'ID', 'AutoNumber'] as const) {
      expect(CELLS[uidt].align).toBe('end');
    }
    for (const uidt of ['SingleLineText', 'Email', 'SingleSelect', 'Date'] as const) {
      expect(CELLS[uidt].align).toBe('start');
    }
  });
});
