import { screen } from '@testing-library/react';
import { cellsInEnglish, columnOf, displayText, openEditor } from '../../testing';
import { percentCell } from './percent-cell';

beforeAll(cellsInEnglish);

const column = columnOf('Percent');

describe('Percent cell', () => {
  it('shows the stored number with a percent sign', () => {
    expect(displayText(percentCell, 12.5, column)).toBe('12.5%');
    expect(displayText(percentCell, 100, column)).toBe('100%');
    expect(displayText(percentCell, 12.5, columnOf('Percent', { meta: { precision: 2 } }))).toBe('12.50%');
  });

  it('reads "12 %", "12%" and "12" as 12, and refuses words', () => {
    expect(percentCell.fromText('12 %', column)).toEqual({ ok: true, value: 12 });
    expect(percentCell.fromText('12.5%', column)).toEqual({ ok: true, value: 12.5 });
    expect(percentCell.fromText('12', column)).toEqual({ ok: true, value: 12 });
    expect(percentCell.fromText(percentCell.toText(33.3, column), column)).toEqual({ ok: true, value: 33.3 });
    expect(percentCell.fromText('half', column)).toEqual({ ok: false, error: '"half" is not a number' });
  });

  it('commits typed text with a percent sign; Esc cancels', async () => {
    const { user, onCommit, onCancel } = await openEditor(percentCell, 5, column);
    const box = screen.getByRole('textbox', { name: 'Percent' });
    await user.clear(box);
    await user.type(box, '40 %{Enter}');
    expect(onCommit).toHaveBeenCalledWith(40);
    await user.type(box, '{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });
});
