import { screen } from '@testing-library/react';
import { cellsInEnglish, columnOf, displayText, openEditor } from '../../testing';
import { jsonCell } from './json-cell';

beforeAll(cellsInEnglish);

const column = columnOf('JSON', { title: 'Data' });

describe('JSON cell', () => {
  it('shows the value as one line of JSON', () => {
    expect(displayText(jsonCell, { a: 1, b: [true, null] }, column)).toBe('{"a":1,"b":[true,null]}');
    expect(displayText(jsonCell, '{"a":1}', column)).toBe('{"a":1}');
  });

  it('reads JSON text and says why other text is not JSON', () => {
    expect(jsonCell.fromText(jsonCell.toText({ a: [1, 2] }, column), column)).toEqual({
      ok: true,
      value: { a: [1, 2] },
    });
    expect(jsonCell.fromText('42', column)).toEqual({ ok: true, value: 42 });
    const refused = jsonCell.fromText('{a:1}', column);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error).toMatch(/^Not valid JSON: .+/);
  });

  it('edits the value laid out; invalid JSON says why and keeps the old value', async () => {
    const { user, onCommit } = await openEditor(jsonCell, { a: 1 }, column);
    const box = await screen.findByRole('textbox', { name: 'Data' });
    expect(box).toHaveProperty('value', '{\n  "a": 1\n}');
    await user.type(box, ',{Enter}');
    expect(screen.getByRole('alert').textContent).toMatch(/^Not valid JSON: /);
    expect(onCommit).not.toHaveBeenCalled();
    await user.clear(box);
    await user.type(box, '[[1, 2]{Enter}');
    expect(onCommit).toHaveBeenCalledWith([1, 2]);
  });
});
