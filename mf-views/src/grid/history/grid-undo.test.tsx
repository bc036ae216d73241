import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deferredReply, fail, ok, type Reply } from '@basalt/ui/testing';
import { DATA, taskRow } from '../testing/grid-fixture';
import { cellAt as cell, openGrid as openTasks } from '../testing/open-grid';

const BULK = '/api/v1/db/data/bulk/noco/p_1/md_1';
const openGrid = () => openTasks(10);
/** Ctrl+V of `text` on the focused cell, as the browser hands it to the page. */
const pasteText = (text: string) =>
  fireEvent.paste(document.activeElement!, { clipboardData: { getData: () => text, setData: () => undefined } });
const bulkBodies = (writes: { method: string; path: string; json?: unknown }[]) =>
  writes.filter((w) => w.path === BULK).map((w) => w.json);

describe('grid undo and redo', () => {
  it('takes a cell edit back with Ctrl+Z and again with Ctrl+Shift+Z', async () => {
    const { grid, user, server } = await openGrid();
    server.answer({ [`PATCH ${DATA}/1`]: ok({ Id: 1, Title: 'Renamed' }), [`PATCH ${BULK}`]: ok([{ Id: 1 }]) });
    await user.click(cell(grid, 0, 0));
    await user.keyboard('Renamed{Enter}');
    await waitFor(() => expect(cell(grid, 0, 0).getAttribute('aria-label')).toBe('Renamed'));
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(cell(grid, 0, 0).getAttribute('aria-label')).toBe('Task 1'));
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(() => expect(cell(grid, 0, 0).getAttribute('aria-label')).toBe('Renamed'));
    expect(bulkBodies(server.writes())).toEqual([[{ Id: 1, Title: 'Task 1' }], [{ Id: 1, Title: 'Renamed' }]]);
  });

  /** The bulk updates of pasting 5 and 6 into Count's first two rows, then of taking that paste back. */
  const PASTE_THEN_UNDO = [
    [
      { Id: 1, Count: 5 },
      { Id: 2, Count: 6 },
    ],
    [
      { Id: 1, Count: 0 },
      { Id: 2, Count: 10 },
    ],
  ];

  it('takes a whole paste back as one step', async () => {
    const { grid, user, server } = await openGrid();
    server.answer({ [`PATCH ${BULK}`]: ok([]) });
    await user.click(cell(grid, 0, 1));
    pasteText('5\n6');
    await waitFor(() => expect(cell(grid, 1, 1).getAttribute('aria-label')).toBe('6'));
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(cell(grid, 1, 1).getAttribute('aria-label')).toBe('10'));
    expect(bulkBodies(server.writes())).toEqual(PASTE_THEN_UNDO);
  });

  /** Answers the first bulk update with `first` (the test resolves it), the later ones at once. */
  const firstBulkWaits = (first: () => Promise<Reply>) => {
    let calls = 0;
    return () => (calls++ === 0 ? first() : ok([]));
  };

  it('takes back a paste still being saved when Ctrl+Z comes before the server has answered it', async () => {
    const { grid, user, server } = await openGrid();
    const paste = deferredReply();
    server.answer({ [`PATCH ${BULK}`]: firstBulkWaits(paste.answer) });
    await user.click(cell(grid, 0, 1));
    pasteText('5\n6');
    await waitFor(() => expect(cell(grid, 1, 1).getAttribute('aria-label')).toBe('6'));
    await user.keyboard('{Control>}z{/Control}');
    // the undo waits for the paste's answer rather than take back whatever came before it (nothing, here)
    expect(bulkBodies(server.writes())).toHaveLength(1);
    paste.resolve(ok([]));
    await waitFor(() => expect(cell(grid, 1, 1).getAttribute('aria-label')).toBe('10'));
    expect(bulkBodies(server.writes())).toEqual(PASTE_THEN_UNDO);
  });

  it('sends a redo pressed while the undo is on its way only once the undo is answered', async () => {
    const { grid, user, server } = await openGrid();
    const undone = deferredReply();
    server.answer({
      [`PATCH ${DATA}/1`]: ok({ Id: 1, Title: 'Renamed' }),
      [`PATCH ${BULK}`]: firstBulkWaits(undone.answer),
    });
    await user.click(cell(grid, 0, 0));
    await user.keyboard('Renamed{Enter}');
    await waitFor(() => expect(cell(grid, 0, 0).getAttribute('aria-label')).toBe('Renamed'));
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(bulkBodies(server.writes())).toHaveLength(1));
    await user.keyboard('{Control>}y{/Control}');
    expect(bulkBodies(server.writes())).toHaveLength(1);
    undone.resolve(ok([{ Id: 1 }]));
    await waitFor(() => expect(bulkBodies(server.writes())).toHaveLength(2));
    expect(bulkBodies(server.writes())).toEqual([[{ Id: 1, Title: 'Task 1' }], [{ Id: 1, Title: 'Renamed' }]]);
    await waitFor(() => expect(cell(grid, 0, 0).getAttribute('aria-label')).toBe('Renamed'));
  });

  it('keeps the change, says why, and can undo again later when the server refuses the undo', async () => {
    const { grid, user, server, shell } = await openGrid();
    server.answer({ [`PATCH ${DATA}/1`]: ok({ Id: 1, Title: 'Renamed' }), [`PATCH ${BULK}`]: fail(500, 'Try later') });
    await user.click(cell(grid, 0, 0));
    await user.keyboard('Renamed{Enter}');
    await waitFor(() => expect(cell(grid, 0, 0).getAttribute('aria-label')).toBe('Renamed'));
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(shell.toast.error).toHaveBeenCalledWith('Try later'));
    expect(cell(grid, 0, 0).getAttribute('aria-label')).toBe('Renamed');
    server.answer({ [`PATCH ${BULK}`]: ok([{ Id: 1 }]) });
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(cell(grid, 0, 0).getAttribute('aria-label')).toBe('Task 1'));
  });

  it('takes an added record back by deleting it, and adds it again under its own key on redo', async () => {
    const { user, server } = await openGrid();
    const added = { ...taskRow(10), Title: null, Count: null };
    server.answer({
      [`POST ${DATA}`]: ok(added),
      [`GET ${DATA}`]: ok({ list: [added], pageInfo: { totalRows: 1 } }),
      [`DELETE ${BULK}`]: ok([{ Id: 11 }]),
      [`POST ${BULK}`]: ok([{ Id: 11 }]),
    });
    await user.click(screen.getByRole('button', { name: 'New record' }));
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(server.writes()).toHaveLength(2));
    const read = server.calls.find((c) => c.method === 'GET' && c.path === DATA);
    expect(read?.query.where).toBe('(Id,in,11)');
    expect(server.writes()[1]).toMatchObject({ method: 'DELETE', path: BULK, json: [{ Id: 11 }] });
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(() => expect(server.writes()).toHaveLength(3));
    // the key and the stored fields go back; the server-kept creation time does not
    expect(server.writes()[2]).toEqual({
      method: 'POST',
      path: BULK,
      query: {},
      json: [{ Id: 11, Title: null, Count: null, Done: true }],
    });
  });

  it('brings deleted records back with every stored field when the delete is undone', async () => {
    const { grid, user, server } = await openGrid();
    server.answer({
      [`GET ${DATA}`]: ok({ list: [taskRow(1), taskRow(2)], pageInfo: { totalRows: 2 } }),
      [`DELETE ${BULK}`]: ok([{ Id: 2 }, { Id: 3 }]),
      [`POST ${BULK}`]: ok([{ Id: 2 }, { Id: 3 }]),
    });
    await user.click(cell(grid, 1, 0));
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await user.click(screen.getByRole('button', { name: 'Delete selected records (2)' }));
    const dialog = await screen.findByRole('dialog', { name: /Delete the selected records/ });
    expect(within(dialog).getByText(/Ctrl\+Z/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    await waitFor(() => expect(document.activeElement?.closest('[role="grid"]')).toBe(grid));
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(server.writes()).toHaveLength(2));
    expect(server.writes()[1]).toEqual({
      method: 'POST',
      path: BULK,
      query: {},
      json: [
        { Id: 2, Title: 'Task 2', Count: 10, Done: false },
        { Id: 3, Title: 'Task 3', Count: 20, Done: true },
      ],
    });
  });

  it('keeps a paste that added rows as one step: undo deletes the new rows and restores the old values', async () => {
    const { grid, user, server } = await openGrid();
    server.answer({
      [`PATCH ${BULK}`]: ok([]),
      [`POST ${BULK}`]: ok([{ Id: 11 }]),
      [`GET ${DATA}`]: ok({ list: [{ ...taskRow(10), Count: 7 }], pageInfo: { totalRows: 1 } }),
      [`DELETE ${BULK}`]: ok([{ Id: 11 }]),
    });
    await user.click(cell(grid, 9, 1));
    pasteText('6\n7');
    await waitFor(() => expect(server.writes()).toHaveLength(2));
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(server.writes()).toHaveLength(4));
    expect(
      server
        .writes()
        .slice(2)
        .map((w) => [w.method, w.json]),
    ).toEqual([
      ['DELETE', [{ Id: 11 }]],
      ['PATCH', [{ Id: 10, Count: 90 }]],
    ]);
  });
});
