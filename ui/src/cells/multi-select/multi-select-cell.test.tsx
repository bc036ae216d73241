import { screen } from '@testing-library/react';
import { cellsInEnglish, columnOf, openEditor, renderDisplay } from '../../testing';
import { multiSelectCell } from './multi-select-cell';

beforeAll(cellsInEnglish);

const column = columnOf('MultiSelect', {
  title: 'Tags',
  options: [
    { title: 'red', color: '#ffdde3' },
    { title: 'green', color: '#dcf5cf' },
    { title: 'blue', color: '#cfe2ff' },
  ],
});

describe('MultiSelect cell', () => {
  it('draws one coloured chip per option, never "red,green"', () => {
    const { container } = renderDisplay(multiSelectCell, 'red,green', column);
    const chips = [...container.querySelectorAll<HTMLElement>('.basalt-chip')];
    expect(chips.map((c) => c.textContent)).toEqual(['red', 'green']);
    expect(chips[1]!.style.background).toBe('rgb(220, 245, 207)');
  });

  it('copies as comma-separated titles and reads them back; unknown options are refused', () => {
    expect(multiSelectCell.toText('red,green', column)).toBe('red, green');
    expect(multiSelectCell.toText(['blue'], column)).toBe('blue');
    expect(multiSelectCell.toText('red, red,,green', column)).toBe('red, green');
    expect(multiSelectCell.fromText('red, green', column)).toEqual({ ok: true, value: 'red,green' });
    expect(multiSelectCell.fromText('red, pink', column)).toEqual({
      ok: false,
      error: '"pink" is not one of the options',
    });
  });

  it('toggles options with Enter and commits them all with Tab', async () => {
    const { user, onCommit } = await openEditor(multiSelectCell, 'red', column);
    const search = screen.getByRole('combobox', { name: 'Tags' });
    await user.type(search, 'blu{Enter}');
    expect(screen.getByRole('option', { name: 'blue' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Remove red' }));
    await user.keyboard('{Tab}');
    expect(onCommit).toHaveBeenCalledWith('blue');
  });

  it('Backspace on an empty search drops the last option; Enter on it commits; Esc cancels', async () => {
    const { user, onCommit, onCancel } = await openEditor(multiSelectCell, 'red,green', column);
    await user.keyboard('{Backspace}{Enter}');
    expect(onCommit).toHaveBeenCalledWith('red');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });

  it('creates a new option and adds it', async () => {
    const createOption = jest.fn().mockResolvedValue(undefined);
    const { user, onCommit } = await openEditor(multiSelectCell, null, column, {
      initialText: 'pink',
      services: { createOption },
    });
    await user.keyboard('{Enter}');
    expect(createOption).toHaveBeenCalledWith('pink');
    await user.keyboard('{Tab}');
    expect(onCommit).toHaveBeenCalledWith('pink');
  });
});
