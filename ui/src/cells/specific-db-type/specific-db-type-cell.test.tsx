import { screen } from '@testing-library/react';
import { cellsInEnglish, columnOf, displayText, openEditor } from '../../testing';
import { specificDbTypeCell } from './specific-db-type-cell';

beforeAll(cellsInEnglish);

const column = columnOf('SpecificDBType', { title: 'Raw' });

describe('SpecificDBType cell', () => {
  it('shows and reads the value as text', () => {
    expect(displayText(specificDbTypeCell, '192.168.0.1', column)).toBe('192.168.0.1');
    expect(displayText(specificDbTypeCell, 42, column)).toBe('42');
    expect(specificDbTypeCell.fromText('{1,2}', column)).toEqual({ ok: true, value: '{1,2}' });
    expect(specificDbTypeCell.fromText(' ', column)).toEqual({ ok: true, value: null });
  });

  it('commits the typed text; Esc cancels', async () => {
    const { user, onCommit, onCancel } = await openEditor(specificDbTypeCell, 'a', column);
    const box = screen.getByRole('textbox', { name: 'Raw' });
    await user.type(box, 'b{Enter}');
    expect(onCommit).toHaveBeenCalledWith('ab');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });
});
