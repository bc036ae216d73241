import { act } from '@testing-library/react';
import { cellsInEnglish, columnOf, displayText, renderDisplay } from '../../testing';
import { CELLS } from '../registry';
import { registerTableMeta } from './known-tables';

beforeAll(cellsInEnglish);

const lookup = {
  ...columnOf('Lookup', { title: 'Tags' }),
  colOptions: { fk_relation_column_id: 'rel', fk_lookup_column_id: 'lk' },
};

describe('lookup cell', () => {
  it('shows values as text until the looked-up field is known', () => {
    expect(CELLS.Lookup.toText(['red', 'blue'], { ...lookup, colOptions: { fk_lookup_column_id: 'unknown' } })).toBe(
      'red, blue',
    );
    expect(CELLS.Lookup.editMode).toBe('readonly');
  });

  it("draws the values with the looked-up field's own cell", () => {
    act(() =>
      registerTableMeta({
        id: 't_tags',
        columns: [{ ...columnOf('Checkbox', { title: 'Done' }), id: 'lk' }],
      }),
    );
    const { container } = renderDisplay(CELLS.Lookup, [true, false], lookup);
    expect(container.querySelectorAll('.basalt-checkbox')).toHaveLength(2);
    expect(container.querySelectorAll('.basalt-checkbox-on')).toHaveLength(1);
    expect(CELLS.Lookup.toText([true, false], lookup)).toBe(
      `${CELLS.Checkbox.toText(true, lookup)}, ${CELLS.Checkbox.toText(false, lookup)}`,
    );
  });

  it('through a bt link shows the one value', () => {
    act(() =>
      registerTableMeta({
        id: 't_self',
        columns: [{ ...columnOf('LinkToAnotherRecord'), id: 'rel', colOptions: { type: 'bt' } }],
      }),
    );
    expect(displayText(CELLS.Lookup, true, lookup)).toBe('✓');
  });
});
