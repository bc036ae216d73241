import { screen, waitFor, within } from '@testing-library/react';
import { ok } from '@basalt/ui/testing';
import { cellAt, openGrid } from '../testing/open-grid';
import { DATA } from '../testing/grid-fixture';

const cell = cellAt;

describe('expanded record', () => {
  it('opens the active record with Shift+Space as a form of its fields, and saves a field edited there', async () => {
    const { grid, user, server } = await openGrid(5);
    server.answer({ [`PATCH ${DATA}/2`]: ok({ Id: 2, Count: 42 }) });
    await user.click(cell(grid, 1, 0));
    await user.keyboard('{Shift>} {/Shift}');
    const dialog = await screen.findByRole('dialog', { name: 'Task 2' }, { timeout: 5000 });
    expect(within(dialog).getByRole('button', { name: 'Title: Task 2' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Count: 10' }));
    const input = await within(dialog).findByRole('textbox', { name: 'Count' });
    await user.clear(input);
    await user.type(input, '42{Enter}');
    await waitFor(() =>
      expect(server.writes()).toEqual([{ method: 'PATCH', path: `${DATA}/2`, query: {}, json: { Count: 42 } }]),
    );
    expect(await within(dialog).findByRole('button', { name: 'Count: 42' })).toBeTruthy();
    expect(cell(grid, 1, 1).getAttribute('aria-label')).toBe('42');
  });

  it('shows a viewer the record without edit affordances', async () => {
    const { grid, user } = await openGrid(5, { roles: { viewer: true } });
    await user.click(cell(grid, 0, 0));
    await user.click(screen.getByRole('button', { name: 'Expand record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Task 1' }, { timeout: 5000 });
    expect((within(dialog).getByRole('button', { name: 'Count: 0' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
