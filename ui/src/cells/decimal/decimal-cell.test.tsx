import { screen } from '@testing-library/react';
import { cellsInEnglish, columnOf, displayText, englishI18n, openEditor } from '../../testing';
import { setCellsI18n } from '../shared/i18n';
import { decimalCell } from './decimal-cell';

beforeAll(cellsInEnglish);

describe('Decimal cell', () => {
  it('shows every value with the same decimals, the column precision or 2', () => {
    const two = columnOf('Decimal');
    expect([1.5, 10, 1234.567].map((v) => displayText(decimalCell, v, two))).toEqual(['1.50', '10.00', '1,234.57']);
    const three = columnOf('Decimal', { meta: { precision: 3 } });
    expect(displayText(decimalCell, 2, three)).toBe('2.000');
    expect(displayText(decimalCell, 2, columnOf('Decimal', { meta: JSON.stringify({ precision: 0 }) as never }))).toBe(
      '2',
    );
  });

  it('reads pasted text back and refuses what is not a number', () => {
    const column = columnOf('Decimal');
    expect(decimalCell.fromText('1,234.50', column)).toEqual({ ok: true, value: 1234.5 });
    expect(decimalCell.fromText('−3.25', column)).toEqual({ ok: true, value: -3.25 });
    expect(decimalCell.fromText('1.2.3', column)).toEqual({ ok: false, error: '"1.2.3" is not a number' });
  });

  it('edits the plain number and commits it; refused text keeps the old value', async () => {
    const column = columnOf('Decimal');
    const { user, onCommit } = await openEditor(decimalCell, 1234.5, column);
    const box = screen.getByRole('textbox', { name: 'Decimal' });
    expect(box).toHaveProperty('value', '1234.5');
    await user.clear(box);
    await user.type(box, 'ten{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('"ten" is not a number');
    expect(onCommit).not.toHaveBeenCalled();
    await user.clear(box);
    await user.type(box, '10.25{Enter}');
    expect(onCommit).toHaveBeenCalledWith(10.25);
  });
});

describe('Decimal cell in German', () => {
  beforeAll(async () => {
    const english = await englishI18n();
    setCellsI18n({ t: english.t.bind(english), language: 'de' } as never);
  });
  afterAll(cellsInEnglish);

  it("shows and reads numbers with the interface language's separators", () => {
    const column = columnOf('Decimal');
    expect(displayText(decimalCell, 1234.5, column)).toBe('1.234,50');
    expect(decimalCell.fromText('1.234,5', column)).toEqual({ ok: true, value: 1234.5 });
    expect(decimalCell.fromText(decimalCell.toText(-0.25, column), column)).toEqual({ ok: true, value: -0.25 });
  });
});
