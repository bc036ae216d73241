import { screen } from '@testing-library/react';
import { cellsInEnglish, columnOf, displayText, openEditor } from '../../testing';
import { longTextCell } from './long-text-cell';

beforeAll(cellsInEnglish);

const column = columnOf('LongText', { title: 'Notes' });

describe('LongText cell', () => {
  it('shows the text in the cell and keeps line breaks in its text', () => {
    expect(displayText(longTextCell, 'line 1\nline 2', column)).toBe('line 1\nline 2');
    expect(longTextCell.fromText('a\nb', column)).toEqual({ ok: true, value: 'a\nb' });
    expect(longTextCell.toText('a\nb', column)).toBe('a\nb');
  });

  it('opens a larger box (loaded on demand): Shift+Enter adds a line, Enter commits', async () => {
    const { user, onCommit } = await openEditor(longTextCell, 'first', column);
    const box = await screen.findByRole('textbox', { name: 'Notes' });
    expect(box.tagName).toBe('TEXTAREA');
    await user.type(box, '{Shift>}{Enter}{/Shift}second{Enter}');
    expect(onCommit).toHaveBeenCalledWith('first\nsecond');
  });

  it('Esc cancels without saving', async () => {
    const { user, onCommit, onCancel } = await openEditor(longTextCell, 'keep', column, { initialText: 'x' });
    await screen.findByRole('textbox', { name: 'Notes' });
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
    expect(onCommit).not.toHaveBeenCalled();
  });
});
