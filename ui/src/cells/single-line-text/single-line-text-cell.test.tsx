import { screen } from '@testing-library/react';
import { cellsInEnglish, columnOf, displayText, openEditor } from '../../testing';
import { singleLineTextCell } from './single-line-text-cell';

beforeAll(cellsInEnglish);

const column = columnOf('SingleLineText', { title: 'Name' });

describe('SingleLineText cell', () => {
  it('shows the text as it is', () => {
    expect(displayText(singleLineTextCell, 'Ada Lovelace', column)).toBe('Ada Lovelace');
    expect(displayText(singleLineTextCell, null, column)).toBe('');
  });

  it('round-trips text and refuses more than 255 characters', () => {
    expect(singleLineTextCell.fromText(singleLineTextCell.toText('a, b', column), column)).toEqual({
      ok: true,
      value: 'a, b',
    });
    expect(singleLineTextCell.fromText('', column)).toEqual({ ok: true, value: null });
    expect(singleLineTextCell.fromText('x'.repeat(256), column)).toEqual({
      ok: false,
      error: 'Text is longer than 255 characters',
    });
  });

  it('a typed key replaces the value; Enter commits', async () => {
    const { user, onCommit } = await openEditor(singleLineTextCell, 'old', column, { initialText: 'n' });
    const box = screen.getByRole('textbox', { name: 'Name' });
    expect(box).toHaveProperty('value', 'n');
    expect(document.activeElement).toBe(box);
    await user.type(box, 'ew{Enter}');
    expect(onCommit).toHaveBeenCalledWith('new');
  });

  it('too long text is refused with the reason and nothing is saved; Esc cancels', async () => {
    const { user, onCommit, onCancel } = await openEditor(singleLineTextCell, 'old', column, {
      initialText: 'y'.repeat(256),
    });
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Text is longer than 255 characters');
    expect(onCommit).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });
});

describe('SingleLineText editor and input methods', () => {
  it('an Enter that ends a composition does not commit', async () => {
    const { onCommit } = await openEditor(singleLineTextCell, '', column, { initialText: 'にほん' });
    const box = screen.getByRole('textbox', { name: 'Name' });
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, isComposing: true }));
    expect(onCommit).not.toHaveBeenCalled();
  });
});
