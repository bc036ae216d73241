import { render, screen } from '@testing-library/react';
import { testUser } from './user';
import type { ColumnMeta } from '@basalt/core';
import type { CellDefinition, CellServices } from '../cells';
import { setCellsI18n } from '../cells';
import { englishI18n } from './fake-shell';
import { TestStyles } from './test-styles';

/** Cells speak English in tests, as a host that handed in its i18next would make them. */
export async function cellsInEnglish(): Promise<void> {
  setCellsI18n(await englishI18n());
}

/** A column of `uidt` with the given meta and select options. */
export function columnOf(
  uidt: string,
  extra: { meta?: Record<string, unknown>; options?: Array<{ title: string; color?: string }>; title?: string } = {},
): ColumnMeta {
  return {
    id: `c_${uidt}`,
    title: extra.title ?? uidt,
    column_name: uidt.toLowerCase(),
    uidt,
    meta: extra.meta ?? null,
    colOptions: extra.options ? { options: extra.options } : undefined,
  };
}

/** The text a cell's Display draws (its DOM text). */
export function displayText(cell: CellDefinition, value: unknown, column: ColumnMeta): string {
  const { container, unmount } = render(<cell.Display value={value} column={column} />, { wrapper: TestStyles });
  const text = container.textContent ?? '';
  unmount();
  return text;
}

/** A cell's Display, for assertions on its elements. */
export function renderDisplay(cell: CellDefinition, value: unknown, column: ColumnMeta) {
  return render(<cell.Display value={value} column={column} />, { wrapper: TestStyles });
}

/**
 * A cell's editor opened on `value`, with spies for commit and cancel; `findEditor` waits for a lazy editor's
 * code. Returns a user-event session to type with.
 */
export async function openEditor(
  cell: CellDefinition,
  value: unknown,
  column: ColumnMeta,
  options: { initialText?: string; services?: CellServices } = {},
) {
  const Editor = cell.Editor;
  if (!Editor) throw new Error(`${column.uidt} has no editor`);
  const onCommit = jest.fn();
  const onCancel = jest.fn();
  const user = testUser();
  const result = render(
    <Editor
      value={value}
      column={column}
      initialText={options.initialText}
      onCommit={onCommit}
      onCancel={onCancel}
      services={options.services ?? {}}
    />,
    { wrapper: TestStyles },
  );
  // Lazy editors render a placeholder first: wait until something focusable took the focus.
  await screen.findByLabelText(column.title, {}, { timeout: 5000 }).catch(() => undefined);
  return { ...result, onCommit, onCancel, user };
}
