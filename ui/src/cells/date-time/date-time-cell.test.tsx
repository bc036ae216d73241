import { screen } from '@testing-library/react';
import { cellsInEnglish, columnOf, displayText, openEditor } from '../../testing';
import { dateTimeCell } from './date-time-cell';

beforeAll(cellsInEnglish);

const pad = (n: number) => String(n).padStart(2, '0');

/** The instant as this machine's local `YYYY-MM-DD HH:mm` (the suite runs in whatever zone the machine has). */
function local(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The instant of a local wall-clock time. */
const instant = (y: number, mo: number, d: number, h = 0, mi = 0) => new Date(y, mo - 1, d, h, mi).toISOString();

const column = columnOf('DateTime', { title: 'Meeting' });
const american = columnOf('DateTime', {
  title: 'Meeting',
  meta: { date_format: 'MM/DD/YYYY', time_format: 'h:mm A' },
});

describe('DateTime cell', () => {
  it('shows the moment in local time and the column formats, never raw ISO', () => {
    const stored = '2024-03-02T11:30:00.000Z';
    const shown = displayText(dateTimeCell, stored, column);
    expect(shown).toBe(local(stored));
    expect(shown).not.toMatch(/T|Z/);
    expect(displayText(dateTimeCell, instant(2024, 3, 2, 17, 5), american)).toBe('03/02/2024 5:05 PM');
    expect(displayText(dateTimeCell, instant(2024, 3, 2, 0, 0), american)).toBe('03/02/2024 12:00 AM');
  });

  it('reads local date and time text back to the same instant', () => {
    expect(dateTimeCell.fromText('2024-03-02 17:00', column)).toEqual({ ok: true, value: instant(2024, 3, 2, 17) });
    const stored = '2024-03-02T11:30:00.000Z';
    expect(dateTimeCell.fromText(dateTimeCell.toText(stored, american), american)).toEqual({ ok: true, value: stored });
    expect(dateTimeCell.fromText('2024-03-02', column)).toEqual({ ok: true, value: instant(2024, 3, 2) });
    expect(dateTimeCell.fromText('2024-03-02T11:30:00Z', column)).toEqual({ ok: true, value: stored });
  });

  it('refuses text that is no moment', () => {
    expect(dateTimeCell.fromText('tomorrow', american)).toEqual({
      ok: false,
      error: '"tomorrow" is not a date and time in the form MM/DD/YYYY h:mm A',
    });
  });

  it('edits local text and commits the instant; refused text saves nothing', async () => {
    const stored = instant(2024, 3, 2, 17);
    const { user, onCommit } = await openEditor(dateTimeCell, stored, column);
    const box = await screen.findByRole('textbox', { name: 'Meeting' });
    expect(box).toHaveProperty('value', '2024-03-02 17:00');
    await user.clear(box);
    await user.type(box, '2024-13-02 10:00{Enter}');
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(onCommit).not.toHaveBeenCalled();
    await user.clear(box);
    await user.type(box, '2024-03-02 18:15{Enter}');
    expect(onCommit).toHaveBeenCalledWith(instant(2024, 3, 2, 18, 15));
  });
});

describe('DateTime editor', () => {
  it('gives back the stored instant when the text was not changed, seconds included', async () => {
    const stored = '2024-03-02T11:30:45.000Z';
    const { user, onCommit } = await openEditor(dateTimeCell, stored, column);
    await screen.findByRole('textbox', { name: 'Meeting' });
    await user.keyboard('{Enter}');
    expect(onCommit).toHaveBeenCalledWith(stored);
  });
});
