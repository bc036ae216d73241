import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { fail, fakeApi, ok, rendererFor } from '@basalt/ui/testing';
import { ShellProvider } from '../../shell-context';
import { ViewPage } from '../../ViewPage';
import { DATA, gridAnswers } from '../testing/grid-fixture';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });
const BULK = '/api/v1/db/data/bulk/noco/p_1/md_1';

async function openGrid() {
  const server = fakeApi(gridAnswers(10));
  const rendered = await renderInShell(<ViewPage />, { server, at: '/nc/p_1/table/Tasks' });
  const grid = await screen.findByRole('grid', { name: 'Records of Tasks' });
  await within(grid).findByRole('gridcell', { name: 'Task 1' }, { timeout: 5000 });
  return { ...rendered, grid };
}

const cell = (grid: HTMLElement, row: number, col: number) =>
  grid.querySelector<HTMLElement>(`[data-row="${row}"][data-col="${col}"]`)!;
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

  it('takes a whole paste back as one step', async () => {
    const { grid, user, server } = await openGrid();
    server.answer({ [`PATCH ${BULK}`]: ok([]) });
    await user.click(cell(grid, 0, 1));
    fireEvent.paste(document.activeElement!, {
      clipboardData: { getData: () => '5\n6', setData: () => undefined },
    });
    await waitFor(() => expect(cell(grid, 1, 1).getAttribute('aria-label')).toBe('6'));
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(cell(grid, 1, 1).getAttribute('aria-label')).toBe('10'));
    expect(bulkBodies(server.writes())).toEqual([
      [
        { Id: 1, Count: 5 },
        { Id: 2, Count: 6 },
      ],
      [
        { Id: 1, Count: 0 },
        { Id: 2, Count: 10 },
      ],
    ]);
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
});
