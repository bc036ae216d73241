import { cellsInEnglish, columnOf, displayText } from '../../testing';
import { CELLS } from '../registry';

beforeAll(cellsInEnglish);

describe('read-only cells', () => {
  it('show keys and counts as numbers at the end', () => {
    expect(displayText(CELLS.ID, 42, columnOf('ID'))).toBe('42');
    expect(CELLS.AutoNumber.align).toBe('end');
  });

  it('show creation and change times in local time, not raw ISO', () => {
    const shown = displayText(CELLS.CreateTime, '2024-03-02T11:30:00.000Z', columnOf('CreateTime'));
    expect(shown).toMatch(/^2024-03-0[23] \d\d:\d\d$/);
    expect(CELLS.LastModifiedTime.toText('2024-03-02T11:30:00.000Z', columnOf('LastModifiedTime'))).toBe(shown);
  });

  it('show linked records by their names', () => {
    const links = [
      { id: 1, title: 'Ada' },
      { id: 2, name: 'Grace' },
    ];
    expect(CELLS.LinkToAnotherRecord.toText(links, columnOf('LinkToAnotherRecord'))).toBe('Ada, Grace');
    expect(CELLS.Formula.toText('x', columnOf('Formula'))).toBe('x');
  });
});
