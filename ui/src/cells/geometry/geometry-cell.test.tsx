import { screen } from '@testing-library/react';
import { cellsInEnglish, columnOf, displayText, openEditor } from '../../testing';
import { geometryCell } from './geometry-cell';

beforeAll(cellsInEnglish);

const column = columnOf('Geometry');

describe('Geometry cell', () => {
  it('shows and reads Well-Known Text', () => {
    expect(displayText(geometryCell, 'POINT(1 2)', column)).toBe('POINT(1 2)');
    expect(geometryCell.fromText('POINT(1 2)', column)).toEqual({ ok: true, value: 'POINT(1 2)' });
    expect(geometryCell.fromText('here', column)).toEqual({
      ok: false,
      error: '"here" is not a geometry in Well-Known Text (for example POINT(1 2))',
    });
  });

  it('commits valid text and keeps the old value on invalid text', async () => {
    const { user, onCommit } = await openEditor(geometryCell, 'POINT(0 0)', column, { initialText: 'nowhere' });
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(onCommit).not.toHaveBeenCalled();
    const box = screen.getByRole('textbox', { name: 'Geometry' });
    await user.clear(box);
    await user.type(box, 'LINESTRING(0 0, 1 1){Enter}');
    expect(onCommit).toHaveBeenCalledWith('LINESTRING(0 0, 1 1)');
  });
});
