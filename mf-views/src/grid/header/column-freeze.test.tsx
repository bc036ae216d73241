import { screen, waitFor } from '@testing-library/react';
import { fail, ok } from '@basalt/ui/testing';
import { META } from '../testing/grid-fixture';
import { openGrid } from '../testing/open-grid';

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
const frozen = (name: string) => header(name).classList.contains('grid-frozen');
const GRID_SETTINGS = `${META}/grids/vw_1`;

describe('frozen columns from the header menu', () => {
  it('freezes the columns up to the chosen one, saves the count with the view, and unfreezes from a column on', async () => {
    const { user, server } = await openGrid(5);
    server.answer({ [`PATCH ${GRID_SETTINGS}`]: ok({}) });
    expect([frozen('Title'), frozen('Count'), frozen('Done')]).toEqual([true, false, false]);

    await user.click(screen.getByRole('button', { name: 'Field menu: Done' }));
    await user.click(screen.getByRole('menuitem', { name: 'Freeze up to this field' }));
    await waitFor(() => expect([frozen('Count'), frozen('Done')]).toEqual([true, true]));
    expect(server.writes()).toEqual([{ method: 'PATCH', path: GRID_SETTINGS, query: {}, json: { frozen_columns: 2 } }]);

    await user.click(screen.getByRole('button', { name: 'Field menu: Count' }));
    await user.click(screen.getByRole('menuitem', { name: 'Unfreeze this field' }));
    await waitFor(() => expect([frozen('Count'), frozen('Done')]).toEqual([false, false]));
    expect(server.writes()[1]!.json).toEqual({ frozen_columns: 0 });
  });

  it('puts the columns back and says why when the server refuses', async () => {
    const { user, server, shell } = await openGrid(5);
    server.answer({ [`PATCH ${GRID_SETTINGS}`]: fail(400, 'frozen_columns must be between 0 and 3') });
    await user.click(screen.getByRole('button', { name: 'Field menu: Count' }));
    await user.click(screen.getByRole('menuitem', { name: 'Freeze up to this field' }));
    await waitFor(() => expect(shell.toast.error).toHaveBeenCalledWith('frozen_columns must be between 0 and 3'));
    expect(frozen('Count')).toBe(false);
  });

  it('offers no freezing (nor adding a field) on a locked view, nor freezing the display field (always frozen)', async () => {
    const locked = await openGrid(5, { lockType: 'locked' });
    expect(screen.queryByRole('button', { name: 'Add a field' })).toBeNull();
    await locked.user.click(screen.getByRole('button', { name: 'Field menu: Count' }));
    expect(screen.getAllByRole('menuitem').length).toBeGreaterThan(0);
    expect(screen.queryByRole('menuitem', { name: /freeze/i })).toBeNull();
    locked.unmount();

    const { user } = await openGrid(5);
    await user.click(screen.getByRole('button', { name: 'Field menu: Title' }));
    expect(screen.queryByRole('menuitem', { name: /freeze/i })).toBeNull();
  });
});
