import { screen } from '@testing-library/react';
import { cellsInEnglish, columnOf, displayText, openEditor } from '../../testing';
import { timeCell } from './time-cell';

beforeAll(cellsInEnglish);

const column = columnOf('Time', { title: 'Opens' });
const twelve = columnOf('Time', { title: 'Opens', meta: { time_format: 'h:mm A' } });

describe('Time cell', () => {
  it("shows the time of day in the column's format", () => {
    expect(displayText(timeCell, '14:05:00', column)).toBe('14:05');
    expect(displayText(timeCell, '14:05:00', twelve)).toBe('2:05 PM');
    expect(displayText(timeCell, '00:30:00', twelve)).toBe('12:30 AM');
    expect(displayText(timeCell, '09:00:10', columnOf('Time', { meta: { time_format: 'HH:mm:ss' } }))).toBe('09:00:10');
  });

  it('reads 24-hour and am/pm text as HH:mm:ss, and refuses other text', () => {
    expect(timeCell.fromText('2:05 PM', twelve)).toEqual({ ok: true, value: '14:05:00' });
    expect(timeCell.fromText('14:05', twelve)).toEqual({ ok: true, value: '14:05:00' });
    expect(timeCell.fromText('9:30', column)).toEqual({ ok: true, value: '09:30:00' });
    expect(timeCell.fromText('12 am', column)).toEqual({ ok: true, value: '00:00:00' });
    expect(timeCell.fromText('25:00', column)).toEqual({ ok: false, error: '"25:00" is not a time in the form HH:mm' });
  });

  it('commits a typed time and keeps the old one on refused text', async () => {
    const { user, onCommit } = await openEditor(timeCell, '08:00:00', column);
    const box = await screen.findByRole('textbox', { name: 'Opens' });
    expect(box).toHaveProperty('value', '08:00');
    await user.clear(box);
    await user.type(box, 'noon{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('"noon" is not a time in the form HH:mm');
    expect(onCommit).not.toHaveBeenCalled();
    await user.clear(box);
    await user.type(box, '7:45 pm{Enter}');
    expect(onCommit).toHaveBeenCalledWith('19:45:00');
  });
});
