import { cellsInEnglish, columnOf, displayText, renderDisplay } from '../../testing';
import { CELLS } from '../registry';

beforeAll(cellsInEnglish);

describe('rollup and count cells', () => {
  it('show sums, averages and counts as numbers at the end', () => {
    const rollup = { ...columnOf('Rollup'), colOptions: { rollup_function: 'avg' } };
    expect(displayText(CELLS.Rollup, 6.25, rollup)).toBe('6.25');
    expect(displayText(CELLS.Rollup, 1234.5, rollup)).toBe('1,234.5');
    expect(renderDisplay(CELLS.Rollup, 3, rollup).container.querySelector('.basalt-cell-number')).not.toBeNull();
    expect(CELLS.Rollup.align).toBe('end');
    expect(CELLS.Rollup.toText(null, rollup)).toBe('');
  });

  it('show the min or max of dates as the date', () => {
    const rollup = { ...columnOf('Rollup'), colOptions: { rollup_function: 'max' } };
    expect(CELLS.Rollup.toText('2024-03-01', rollup)).toBe('2024-03-01');
  });

  it('count none as 0', () => {
    expect(displayText(CELLS.Count, 3, columnOf('Count'))).toBe('3');
    expect(CELLS.Count.toText(null, columnOf('Count'))).toBe('0');
    expect(CELLS.Count.align).toBe('end');
    expect(CELLS.Count.fromText('4', columnOf('Count')).ok).toBe(false);
  });
});
