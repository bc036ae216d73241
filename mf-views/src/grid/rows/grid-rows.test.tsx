import { screen, waitFor, within } from '@testing-library/react';
import { deferredReply, fail, ok } from '@basalt/ui/testing';
import { cellAt, openGrid } from '../testing/open-grid';
import { DATA, taskRow } from '../testing/grid-fixture';

const BULK = '/api/v1/db/data/bulk/noco/p_1/md_1';

const cell = cellAt;

describe('grid rows', () => {
  it('adds a record from the footer: counted, drawn at the end, and the active cell on it', async () => {
    const { grid, user, server } = await openGrid(3);
    server.answer({ [`POST ${DATA}`]: ok({ ...taskRow(3), Title: null }) });
    await user.click(screen.getByRole('button', { name: 'New record' }));
    expect(server.writes()).toEqual([{ method: 'POST', path: DATA, query: {}, json: {} }]);
    await waitFor(() => expect(grid.getAttribute('aria-rowcount')).toBe('5'));
    expect(screen.getByText('4 records')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(cell(grid, 3, 0)));
  });

  it('draws the new record at once, before the server answers, and saves what is typed meanwhile once it is inserted', async () => {
    const { grid, user, server } = await openGrid(3);
    const insert = deferredReply();
    server.answer({ [`POST ${DATA}`]: insert.answer, [`PATCH ${DATA}/4`]: ok({ ...taskRow(3), Title: 'Globex' }) });
    await user.click(screen.getByRole('button', { name: 'New record' }));
    // the insert is still on its way: the row is there, active, and takes the keys typed straight after the click
    expect(grid.getAttribute('aria-rowcount')).toBe('5');
    await waitFor(() => expect(document.activeElement).toBe(cell(grid, 3, 0)));
    await user.keyboard('Globex{Enter}');
    expect(cell(grid, 3, 0).getAttribute('aria-label')).toBe('Globex');
    expect(server.writes()).toEqual([{ method: 'POST', path: DATA, query: {}, json: {} }]);

    insert.resolve(ok({ ...taskRow(3), Title: null }));
    await waitFor(() => expect(server.writes()).toHaveLength(2));
    expect(server.writes()[1]).toMatchObject({ method: 'PATCH', path: `${DATA}/4`, json: { Title: 'Globex' } });
    await waitFor(() =>
      expect(cell(grid, 3, 0).closest('[role="row"]')!.classList.contains('grid-row-new')).toBe(false),
    );
    expect(cell(grid, 3, 0).getAttribute('aria-label')).toBe('Globex');
  });

  it("says why an empty record is refused (a required field's message) and keeps the row, flagged new, until it is filled in", async () => {
    const { grid, user, server, shell } = await openGrid(3);
    server.answer({ [`POST ${DATA}`]: fail(400, 'Missing required columns: Title') });
    await user.click(screen.getByRole('button', { name: 'New record' }));
    await waitFor(() => expect(shell.toast.error).toHaveBeenCalledWith('Missing required columns: Title'));
    await waitFor(() => expect(grid.getAttribute('aria-rowcount')).toBe('5'));
    const newRow = () => cell(grid, 3, 0).closest('[role="row"]')!;
    expect(newRow().classList.contains('grid-row-new')).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(cell(grid, 3, 0)));

    // a value the server still refuses stays in the row; one it takes saves the row
    await user.keyboard('{ArrowRight}7{Enter}');
    await waitFor(() => expect(server.writes()).toHaveLength(2));
    expect(server.writes()[1]).toMatchObject({ method: 'POST', path: DATA, json: { Count: 7 } });
    expect(newRow().classList.contains('grid-row-new')).toBe(true);
    expect(cell(grid, 3, 1).getAttribute('aria-label')).toBe('7');

    server.answer({ [`POST ${DATA}`]: ok({ ...taskRow(3), Title: 'Named', Count: 7 }) });
    await user.click(cell(grid, 3, 0));
    await user.keyboard('Named{Enter}');
    await waitFor(() => expect(server.writes()).toHaveLength(3));
    expect(server.writes()[2]).toMatchObject({ method: 'POST', path: DATA, json: { Count: 7, Title: 'Named' } });
    await waitFor(() => expect(newRow().classList.contains('grid-row-new')).toBe(false));
    expect(cell(grid, 3, 0).getAttribute('aria-label')).toBe('Named');
  });

  it('deletes the selected records after confirming, in one bulk request by their keys', async () => {
    const { grid, user, server } = await openGrid(10);
    server.answer({
      [`GET ${DATA}`]: ok({ list: [taskRow(1), taskRow(2)], pageInfo: { totalRows: 2 } }),
      [`DELETE ${BULK}`]: ok([{ Id: 2 }, { Id: 3 }]),
    });
    await user.click(cell(grid, 1, 0));
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await user.click(screen.getByRole('button', { name: 'Delete selected records (2)' }));
    const dialog = await screen.findByRole('dialog', { name: /Delete the selected records \(2\)\?/ });
    expect(server.writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(server.writes()).toEqual([{ method: 'DELETE', path: BULK, query: {}, json: [{ Id: 2 }, { Id: 3 }] }]),
    );
  });

  it('sends nothing when the delete is cancelled, and offers no row actions to a viewer', async () => {
    const first = await openGrid(10);
    await first.user.click(cell(first.grid, 0, 0));
    await first.user.click(screen.getByRole('button', { name: 'Delete record' }));
    const dialog = await screen.findByRole('dialog', { name: /Delete this record\?/ });
    await first.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(first.server.writes()).toEqual([]);
    first.unmount();

    await openGrid(10, { roles: { viewer: true } });
    expect(screen.queryByRole('button', { name: 'New record' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('counts in words that agree with the number: 1 record, 2 records', async () => {
    const { server, user } = await openGrid(1);
    expect(screen.getByText('1 record')).toBeTruthy();
    expect(screen.getByText('3 fields')).toBeTruthy();
    server.answer({ [`POST ${DATA}`]: ok(taskRow(1)) });
    await user.click(screen.getByRole('button', { name: 'New record' }));
    expect(await screen.findByText('2 records')).toBeTruthy();
  });
});
