import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import type { EditorProps } from '../contract';
import { lazyEditor } from './lazy-editor';

/** An editor that shows the text it opened with. */
const Shown: ComponentType<EditorProps> = ({ initialText }) => (
  <output>{`opened with ${initialText ?? '(value)'}`}</output>
);

function deferredEditor() {
  let resolve!: (editor: ComponentType<EditorProps>) => void;
  const loading = new Promise<ComponentType<EditorProps>>((r) => (resolve = r));
  return { Editor: lazyEditor(() => loading), resolve };
}

const props = (extra: Partial<EditorProps> = {}): EditorProps => ({
  value: null,
  column: { id: 'c_due', title: 'Due', column_name: 'due', uidt: 'Date' },
  onCommit: jest.fn(),
  onCancel: jest.fn(),
  services: {} as EditorProps['services'],
  ...extra,
});

describe('lazyEditor', () => {
  it('keeps what is typed while its code loads and opens the editor with all of it', async () => {
    const { Editor, resolve } = deferredEditor();
    render(<Editor {...props({ initialText: '2' })} />);
    const waiting = screen.getByRole('textbox', { name: 'Due' });
    expect(document.activeElement).toBe(waiting);
    await userEvent.type(waiting, '026-03-15');
    await act(async () => resolve(Shown));
    expect(await screen.findByText('opened with 2026-03-15')).toBeTruthy();
  });

  it('Escape while loading cancels what was typed', async () => {
    const { Editor } = deferredEditor();
    const onCancel = jest.fn();
    render(<Editor {...props({ onCancel, initialText: '7' })} />);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });

  it('opened without typing, shows that it loads (no input to type into) and then opens on the value', async () => {
    const { Editor, resolve } = deferredEditor();
    render(<Editor {...props()} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    await act(async () => resolve(Shown));
    expect(await screen.findByText('opened with (value)')).toBeTruthy();
  });
});
