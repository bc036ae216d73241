import { screen } from '@testing-library/react';
import { cellsInEnglish, columnOf, displayText, openEditor } from '../../testing';
import { currencyCell } from './currency-cell';

beforeAll(cellsInEnglish);

const dollars = columnOf('Currency');
const euros = columnOf('Currency', { meta: { currency_code: 'EUR', currency_locale: 'de-DE' } });

describe('Currency cell', () => {
  it('shows the amount with its symbol and the currency decimals (USD by default)', () => {
    expect(displayText(currencyCell, 1234.5, dollars)).toBe('$1,234.50');
    expect(displayText(currencyCell, -3, dollars)).toBe('-$3.00');
    expect(displayText(currencyCell, 1234.5, euros).replace(/\s/g, ' ')).toBe('1.234,50 €');
    expect(displayText(currencyCell, 7, columnOf('Currency', { meta: { currency_code: 'JPY' } }))).toBe('¥7');
    expect(currencyCell.align).toBe('end');
  });

  it('falls back to plain formatting for an unknown currency code', () => {
    expect(displayText(currencyCell, 5, columnOf('Currency', { meta: { currency_code: 'NOPE1' } }))).toBe('5');
  });

  it('reads copied amounts back in the column locale, and refuses words', () => {
    expect(currencyCell.fromText('$1,234.50', dollars)).toEqual({ ok: true, value: 1234.5 });
    expect(currencyCell.fromText(currencyCell.toText(1234.5, euros), euros)).toEqual({ ok: true, value: 1234.5 });
    expect(currencyCell.fromText('12', euros)).toEqual({ ok: true, value: 12 });
    expect(currencyCell.fromText('lots', dollars)).toEqual({ ok: false, error: '"lots" is not a number' });
  });

  it('commits a typed amount with its symbol', async () => {
    const { user, onCommit } = await openEditor(currencyCell, null, dollars, { initialText: '$' });
    await user.type(screen.getByRole('textbox', { name: 'Currency' }), '19.99{Enter}');
    expect(onCommit).toHaveBeenCalledWith(19.99);
  });
});
