import { screen } from '@testing-library/react';
import { cellsInEnglish, columnOf, displayText, openEditor } from '../../testing';
import { numberCell } from './number-cell';

const column = columnOf('Number');

beforeAll(cellsInEnglish);

describe('Number cell', () => {
  it('shows whole numbers grouped by thousands, aligned at the end', () => {
    expect(displayText(numberCell, 1234567, column)).toBe('1,234,567');
    expect(displayText(numberCell, '-42', column)).toBe('-42');
    expect(displayText(numberCell, null, column)).toBe('');
    expect(numberCell.align).toBe('end');
  });

  it('reads typed and pasted text back, grouping included', () => {
    expect(numberCell.fromText('1,234', column)).toEqual({ ok: true, value: 1234 });
    expect(numberCell.fromText(' 7 ', column)).toEqual({ ok: true, value: 7 });
    expect(numberCell.fromText('', column)).toEqual({ ok: true, value: null });
    expect(numberCell.fromText(numberCell.toText(98765, column), column)).toEqual({ ok: true, value: 98765 });
  });

  it('refuses text that is not a whole number, saying why', () => {
    expect(numberCell.fromText('abc', column)).toEqual({ ok: false, error: '"abc" is not a whole number' });
    expect(numberCell.fromText('1.5', column)).toEqual({ ok: false, error: '"1.5" is not a whole number' });
  });

  it('commits the typed number on Enter', async () => {
    const { user, onCommit } = await openEditor(numberCell, 5, column);
    const box = screen.getByRole('textbox', { name: 'Number' });
    expect(box).toHaveProperty('value', '5');
    await user.clear(box);
    await user.type(box, '1,200{Enter}');
    expect(onCommit).toHaveBeenCalledWith(1200);
  });

  it('keeps the old value and says why when the text is not a number', async () => {
    const { user, onCommit, onCancel } = await openEditor(numberCell, 5, column, { initialText: 'x' });
    const box = screen.getByRole('textbox', { name: 'Number' });
    expect(box).toHaveProperty('value', 'x');
    await user.type(box, '{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('"x" is not a whole number');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(onCommit).not.toHaveBeenCalled();
    await user.type(box, '{Escape}');
    expect(onCancel).toHaveBeenCalled();
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('commits with Tab too', async () => {
    const { user, onCommit } = await openEditor(numberCell, null, column, { initialText: '3' });
    await user.keyboard('{Tab}');
    expect(onCommit).toHaveBeenCalledWith(3);
  });
});
