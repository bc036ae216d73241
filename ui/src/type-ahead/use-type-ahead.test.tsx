import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTypeAhead } from './use-type-ahead';

/** A page whose dialog appears once `arrive` is called, as a dialog fetched on first use does. */
function PageWithLateDialog({
  onArrival,
  closeFirst,
}: {
  onArrival: (arrive: () => void) => void;
  /** The dialog focuses its close button first, as antd's Modal does when shown without animation. */
  closeFirst?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [arrived, setArrived] = useState(false);
  const [name, setName] = useState('');
  useTypeAhead(open);
  return (
    <>
      <input aria-label="Elsewhere" />
      <button
        onClick={() => {
          setOpen(true);
          onArrival(() => setArrived(true));
        }}
      >
        New project
      </button>
      {open && arrived && (
        <div role="dialog">
          {closeFirst && <button autoFocus>Close</button>}
          <input aria-label="Name" autoFocus={!closeFirst} value={name} onChange={(e) => setName(e.target.value)} />
        </div>
      )}
      <output>{name}</output>
    </>
  );
}

describe('useTypeAhead', () => {
  it('writes what was typed while the dialog loaded into its field, then lets typing go on there', async () => {
    const user = userEvent.setup();
    let arrive = () => undefined as void;
    render(<PageWithLateDialog onArrival={(a) => (arrive = a)} />);
    await user.click(screen.getByRole('button', { name: 'New project' }));
    await user.keyboard('Mark{Backspace}k');
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
    arrive();
    const field = await screen.findByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(field).toHaveProperty('value', 'Mark'));
    // the component's own state heard it, as if typed
    expect(screen.getByRole('status').textContent).toBe('Mark');
    await user.keyboard('eting');
    expect(field).toHaveProperty('value', 'Marketing');
  });

  it('keeps the text, and the keys typed meanwhile, for a field focused just after the close button', async () => {
    const user = userEvent.setup();
    let arrive = () => undefined as void;
    render(<PageWithLateDialog closeFirst onArrival={(a) => (arrive = a)} />);
    await user.click(screen.getByRole('button', { name: 'New project' }));
    await user.keyboard('Mark');
    arrive();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' })));
    await user.keyboard('et');
    const field = screen.getByRole('textbox', { name: 'Name' });
    field.focus();
    await waitFor(() => expect(field).toHaveProperty('value', 'Market'));
  });

  it('leaves alone what is typed into another field meanwhile', async () => {
    const user = userEvent.setup();
    let arrive = () => undefined as void;
    render(<PageWithLateDialog onArrival={(a) => (arrive = a)} />);
    await user.click(screen.getByRole('button', { name: 'New project' }));
    await user.click(screen.getByRole('textbox', { name: 'Elsewhere' }));
    await user.keyboard('abc');
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveProperty('value', 'abc');
    arrive();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveProperty('value', '');
  });
});
