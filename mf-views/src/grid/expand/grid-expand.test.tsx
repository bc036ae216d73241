import { screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { fakeApi, ok, rendererFor } from '@basalt/ui/testing';
import { ShellProvider } from '../../shell-context';
import { ViewPage } from '../../ViewPage';
import { DATA, gridAnswers } from '../testing/grid-fixture';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });

async function openGrid(options?: Parameters<typeof gridAnswers>[1]) {
  const server = fakeApi(gridAnswers(5, options));
  const rendered = await renderInShell(<ViewPage />, { server, at: '/nc/p_1/table/Tasks' });
  const grid = await screen.findByRole('grid', { name: 'Records of Tasks' });
  await within(grid).findByRole('gridcell', { name: 'Task 1' }, { timeout: 5000 });
  return { ...rendered, grid };
}

const cell = (grid: HTMLElement, row: number, col: number) =>
  grid.querySelector<HTMLElement>(`[data-row="${row}"][data-col="${col}"]`)!;

describe('expanded record', () => {
  it('opens the active record with Shift+Space as a form of its fields, and saves a field edited there', async () => {
    const { grid, user, server } = await openGrid();
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
    const { grid, user } = await openGrid({ roles: { viewer: true } });
    await user.click(cell(grid, 0, 0));
    await user.click(screen.getByRole('button', { name: 'Expand record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Task 1' }, { timeout: 5000 });
    expect((within(dialog).getByRole('button', { name: 'Count: 0' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
