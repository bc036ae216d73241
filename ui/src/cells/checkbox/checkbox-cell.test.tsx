import { screen } from '@testing-library/react';
import { cellsInEnglish, columnOf, openEditor, renderDisplay } from '../../testing';
import { checkboxCell } from './checkbox-cell';

beforeAll(cellsInEnglish);

const column = columnOf('Checkbox', { title: 'Done' });

describe('Checkbox cell', () => {
  it('draws a ticked box when checked and an empty box (not a blank) when not', () => {
    const checked = renderDisplay(checkboxCell, true, column);
    expect(checked.container.querySelector('.basalt-checkbox-on')?.textContent).toBe('✓');
    checked.unmount();
    for (const value of [false, null, 0]) {
      const { container, unmount } = renderDisplay(checkboxCell, value, column);
      expect(container.querySelector('.basalt-checkbox')).not.toBeNull();
      expect(container.querySelector('.basalt-checkbox-on')).toBeNull();
      unmount();
    }
  });

  it('is toggled with one click and named Checked or Unchecked', () => {
    expect(checkboxCell.editMode).toBe('toggle');
    expect(checkboxCell.toText(true, column)).toBe('Checked');
    expect(checkboxCell.toText(1, column)).toBe('Checked');
    expect(checkboxCell.toText(false, column)).toBe('Unchecked');
    expect(checkboxCell.toText(null, column)).toBe('Unchecked');
  });

  it('reads yes/no words, ticks and its own text back', () => {
    for (const word of ['yes', '✓', 'x', 'TRUE', '1', 'Checked']) {
      expect(checkboxCell.fromText(word, column)).toEqual({ ok: true, value: true });
    }
    for (const word of ['no', 'false', '0', 'unchecked', '']) {
      expect(checkboxCell.fromText(word, column)).toEqual({ ok: true, value: false });
    }
    expect(checkboxCell.fromText('maybe', column)).toEqual({
      ok: false,
      error: '"maybe" is neither checked nor unchecked',
    });
  });

  it('editor: Space flips the box, Enter keeps it, Esc cancels', async () => {
    const { user, onCommit, onCancel } = await openEditor(checkboxCell, false, column);
    const box = screen.getByRole('checkbox', { name: 'Done' });
    expect(box).toHaveProperty('checked', false);
    await user.keyboard(' ');
    expect(box).toHaveProperty('checked', true);
    await user.keyboard('{Enter}');
    expect(onCommit).toHaveBeenCalledWith(true);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });
});
