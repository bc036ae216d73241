import { screen } from '@testing-library/react';
import { OPTION_COLORS } from '@basalt/core';
import { cellsInEnglish, columnOf, openEditor, renderDisplay } from '../../testing';
import { singleSelectCell } from './single-select-cell';

beforeAll(cellsInEnglish);

const column = columnOf('SingleSelect', {
  title: 'Status',
  options: [{ title: 'todo', color: '#ffdde3' }, { title: 'doing' }, { title: 'done' }],
});

describe('SingleSelect cell', () => {
  it("draws the value as a chip in its option's colour, else the palette's by position", () => {
    const { container, unmount } = renderDisplay(singleSelectCell, 'todo', column);
    const chip = container.querySelector<HTMLElement>('.basalt-chip')!;
    expect(chip.textContent).toBe('todo');
    expect(chip.style.background).toBe('rgb(255, 221, 227)');
    unmount();
    const second = renderDisplay(singleSelectCell, 'doing', column);
    const hex = OPTION_COLORS[1].slice(1);
    const rgb = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ');
    expect(second.container.querySelector<HTMLElement>('.basalt-chip')!.style.background).toBe(`rgb(${rgb})`);
  });

  it('reads an option title and refuses others', () => {
    expect(singleSelectCell.toText('done', column)).toBe('done');
    expect(singleSelectCell.fromText(' done ', column)).toEqual({ ok: true, value: 'done' });
    expect(singleSelectCell.fromText('later', column)).toEqual({
      ok: false,
      error: '"later" is not one of the options',
    });
  });

  it('searches the options and commits the one picked with Enter', async () => {
    const { user, onCommit } = await openEditor(singleSelectCell, 'todo', column);
    const search = screen.getByRole('combobox', { name: 'Status' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['todo', 'doing', 'done']);
    await user.type(search, 'do');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['todo', 'doing', 'done']);
    await user.type(search, 'n');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['done']);
    await user.keyboard('{Enter}');
    expect(onCommit).toHaveBeenCalledWith('done');
  });

  it('a click picks; Esc cancels', async () => {
    const { user, onCommit, onCancel } = await openEditor(singleSelectCell, null, column);
    await user.click(screen.getByRole('option', { name: 'doing' }));
    expect(onCommit).toHaveBeenCalledWith('doing');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });

  it('creates an option that does not exist yet, when the host can', async () => {
    const createOption = jest.fn().mockResolvedValue(undefined);
    const { user, onCommit } = await openEditor(singleSelectCell, null, column, {
      initialText: 'blocked',
      services: { createOption },
    });
    expect(screen.getByRole('option', { name: 'Create "blocked"' })).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(createOption).toHaveBeenCalledWith('blocked');
    expect(onCommit).toHaveBeenCalledWith('blocked');
  });

  it('says so when the option cannot be created, and saves nothing', async () => {
    const createOption = jest.fn().mockRejectedValue(new Error('403'));
    const { user, onCommit } = await openEditor(singleSelectCell, 'todo', column, {
      initialText: 'x',
      services: { createOption },
    });
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('The option "x" could not be created');
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('without the host creating options, an unknown title is refused', async () => {
    const { user, onCommit } = await openEditor(singleSelectCell, 'todo', column, { initialText: 'zzz' });
    expect(screen.queryByRole('option', { name: /Create/ })).toBeNull();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('"zzz" is not one of the options');
    expect(onCommit).not.toHaveBeenCalled();
  });
});

describe('SingleSelect editor keys', () => {
  it('arrows move through the options and Tab picks the highlighted one', async () => {
    const { user, onCommit } = await openEditor(singleSelectCell, null, column);
    const search = screen.getByRole('combobox', { name: 'Status' });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    const active = search.getAttribute('aria-activedescendant');
    expect(document.getElementById(active!)?.textContent).toBe('doing');
    await user.keyboard('{Tab}');
    expect(onCommit).toHaveBeenCalledWith('doing');
  });

  it('an Enter that ends an input-method composition picks nothing', async () => {
    const { onCommit } = await openEditor(singleSelectCell, null, column, { initialText: 'to' });
    const search = screen.getByRole('combobox', { name: 'Status' });
    search.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, isComposing: true }));
    expect(onCommit).not.toHaveBeenCalled();
  });
});
