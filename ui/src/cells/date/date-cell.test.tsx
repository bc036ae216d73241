import { screen } from '@testing-library/react';
import { cellsInEnglish, columnOf, displayText, openEditor } from '../../testing';
import { dateCell } from './date-cell';

beforeAll(cellsInEnglish);

const iso = columnOf('Date', { title: 'Due' });
const european = columnOf('Date', { title: 'Due', meta: { date_format: 'DD/MM/YYYY' } });

describe('Date cell', () => {
  it("shows the day in the column's format (YYYY-MM-DD by default)", () => {
    expect(displayText(dateCell, '2024-03-02', iso)).toBe('2024-03-02');
    expect(displayText(dateCell, '2024-03-02', european)).toBe('02/03/2024');
    expect(displayText(dateCell, '2024-03-02', columnOf('Date', { meta: { date_format: 'M/D/YY' } }))).toBe('3/2/24');
    expect(displayText(dateCell, null, iso)).toBe('');
  });

  it("reads the column's format first, then ISO and docs/PRODUCT.md §5's forms, as YYYY-MM-DD", () => {
    expect(dateCell.fromText('02/03/2024', european)).toEqual({ ok: true, value: '2024-03-02' });
    expect(dateCell.fromText('2.3.2024', european)).toEqual({ ok: true, value: '2024-03-02' });
    expect(dateCell.fromText('2024-03-02', european)).toEqual({ ok: true, value: '2024-03-02' });
    expect(dateCell.fromText('25-12-2024', iso)).toEqual({ ok: true, value: '2024-12-25' });
    expect(dateCell.fromText(dateCell.toText('2024-01-31', european), european)).toEqual({
      ok: true,
      value: '2024-01-31',
    });
  });

  it('refuses text that is no day, naming the format', () => {
    expect(dateCell.fromText('31/02/2024', european)).toEqual({
      ok: false,
      error: '"31/02/2024" is not a date in the form DD/MM/YYYY',
    });
    expect(dateCell.fromText('soon', iso)).toEqual({ ok: false, error: '"soon" is not a date in the form YYYY-MM-DD' });
  });

  it('edits the day as text in the column format (editor loaded on demand)', async () => {
    const { user, onCommit } = await openEditor(dateCell, '2024-03-02', european);
    const box = await screen.findByRole('textbox', { name: 'Due' });
    expect(box).toHaveProperty('value', '02/03/2024');
    expect(screen.getByLabelText('Pick a date')).toHaveProperty('value', '2024-03-02');
    await user.clear(box);
    await user.type(box, '15/04/2024{Enter}');
    expect(onCommit).toHaveBeenCalledWith('2024-04-15');
  });

  it('keeps the old value when the typed day is refused', async () => {
    const { user, onCommit } = await openEditor(dateCell, '2024-03-02', european, { initialText: '45/45/2024' });
    await screen.findByRole('textbox', { name: 'Due' });
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('"45/45/2024" is not a date in the form DD/MM/YYYY');
    expect(onCommit).not.toHaveBeenCalled();
  });
});
