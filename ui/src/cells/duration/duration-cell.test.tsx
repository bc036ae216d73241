import { screen } from '@testing-library/react';
import { cellsInEnglish, columnOf, displayText, openEditor } from '../../testing';
import { durationCell } from './duration-cell';
import { formatDuration } from './duration-format';

beforeAll(cellsInEnglish);

const hm = columnOf('Duration', { meta: { duration: 'h:mm' } });
const hms = columnOf('Duration', { meta: { duration: 1 } });

describe('Duration cell', () => {
  it('shows seconds in the column format (h:mm by default)', () => {
    expect(displayText(durationCell, 5400, hm)).toBe('1:30');
    expect(displayText(durationCell, 5400, columnOf('Duration'))).toBe('1:30');
    expect(displayText(durationCell, 3725, hms)).toBe('1:02:05');
    expect(displayText(durationCell, 90000, hm)).toBe('25:00');
    expect(formatDuration(59.99, 'h:mm:ss')).toBe('0:01:00');
    expect(formatDuration(1.25, 'h:mm:ss.ss')).toBe('0:00:01.25');
    expect(formatDuration(-60, 'h:mm')).toBe('-0:01');
  });

  it('reads clock text and units as seconds, and refuses other text', () => {
    expect(durationCell.fromText('1:30', hm)).toEqual({ ok: true, value: 5400 });
    expect(durationCell.fromText('1:02:05', hms)).toEqual({ ok: true, value: 3725 });
    expect(durationCell.fromText('1h 30m', hm)).toEqual({ ok: true, value: 5400 });
    expect(durationCell.fromText('45m', hm)).toEqual({ ok: true, value: 2700 });
    expect(durationCell.fromText(durationCell.toText(3725, hms), hms)).toEqual({ ok: true, value: 3725 });
    expect(durationCell.fromText('soon', hm)).toEqual({
      ok: false,
      error: '"soon" is not a duration (for example 1:30 or 1h 30m)',
    });
  });

  it('edits in the column format and commits seconds', async () => {
    const { user, onCommit } = await openEditor(durationCell, 5400, hm);
    const box = screen.getByRole('textbox', { name: 'Duration' });
    expect(box).toHaveProperty('value', '1:30');
    await user.clear(box);
    await user.type(box, '2:15{Enter}');
    expect(onCommit).toHaveBeenCalledWith(8100);
  });
});
