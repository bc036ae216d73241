import { screen } from '@testing-library/react';
import { cellsInEnglish, columnOf, displayText, openEditor } from '../../testing';
import { yearCell } from './year-cell';

beforeAll(cellsInEnglish);

const column = columnOf('Year');

describe('Year cell', () => {
  it('shows a year without grouping', () => {
    expect(displayText(yearCell, 2024, column)).toBe('2024');
  });

  it('reads years in range and refuses others with the range', () => {
    expect(yearCell.fromText('1999', column)).toEqual({ ok: true, value: 1999 });
    expect(yearCell.fromText('1800', column)).toEqual({
      ok: false,
      error: '"1800" is not a year from 1901 to 2155',
    });
  });

  it('keeps the old value when the year is out of range', async () => {
    const { user, onCommit } = await openEditor(yearCell, 2020, column, { initialText: '3000' });
    await user.type(screen.getByRole('textbox', { name: 'Year' }), '{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('"3000" is not a year from 1901 to 2155');
    expect(onCommit).not.toHaveBeenCalled();
  });
});
