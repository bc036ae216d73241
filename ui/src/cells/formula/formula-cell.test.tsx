import { act, screen } from '@testing-library/react';
import { cellsInEnglish, columnOf, displayText, renderDisplay } from '../../testing';
import { registerTableMeta } from '../lookup/known-tables';
import { CELLS } from '../registry';

beforeAll(cellsInEnglish);

const formula = (text: string, error: string | null = null) => ({
  ...columnOf('Formula', { title: 'F' }),
  id: `f_${text}`,
  colOptions: { formula: text, formula_raw: text, error },
});

describe('formula cell', () => {
  it('shows a number at the end, a boolean as a check, text as text', () => {
    expect(
      renderDisplay(CELLS.Formula, 1234.5, formula('1')).container.querySelector('.basalt-cell-number')?.textContent,
    ).toBe('1,234.5');
    expect(
      renderDisplay(CELLS.Formula, true, formula('2')).container.querySelector('.basalt-checkbox-on'),
    ).not.toBeNull();
    expect(displayText(CELLS.Formula, 'abc', formula('3'))).toBe('abc');
  });

  it("uses the checker's result type when the table is known (a numeric string is a number)", () => {
    const column = formula('{{n}} * 2');
    act(() => registerTableMeta({ id: 't', columns: [{ ...columnOf('Number'), id: 'n' }, column] }));
    expect(renderDisplay(CELLS.Formula, '42', column).container.querySelector('.basalt-cell-number')).not.toBeNull();
  });

  it('shows a date as dates are shown', () => {
    expect(CELLS.Formula.toText('2024-03-02', formula('4'))).toBe(CELLS.Date.toText('2024-03-02', columnOf('Date')));
  });

  it('marks a formula the server flagged, with the reason as its name', () => {
    renderDisplay(CELLS.Formula, null, formula('5', 'Field deleted'));
    expect(screen.getByRole('img', { name: 'Formula error: Field deleted' }).getAttribute('title')).toBe(
      'Formula error: Field deleted',
    );
  });
});
