import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { cellOf } from '@basalt/ui';
import { fail, fakeApi, ok, rendererFor } from '@basalt/ui/testing';
import { ShellProvider } from '../shell-context';
import { ViewPage } from '../ViewPage';
import { DATA, TASK_COLUMNS, gridAnswers } from './testing/grid-fixture';
import { MAX_SCROLL_PX } from './virtual/rows';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });

async function openGrid(total: number, options?: Parameters<typeof gridAnswers>[1]) {
  const server = fakeApi(gridAnswers(total, options));
  const rendered = await renderInShell(<ViewPage />, { server, at: '/nc/p_1/table/Tasks' });
  const grid = await screen.findByRole('grid', { name: 'Records of Tasks' });
  await within(grid).findByRole('gridcell', { name: 'Task 1' }, { timeout: 5000 });
  return { ...rendered, grid };
}

const cell = (grid: HTMLElement, row: number, col: number) =>
  grid.querySelector<HTMLElement>(`[data-row="${row}"][data-col="${col}"]`)!;
const dataReads = (calls: { method: string; path: string; query: Record<string, string> }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === `${DATA}/views/vw_1`);

describe('Grid', () => {
  it("follows the WAI-ARIA grid pattern, counting the view's rows and shown fields", async () => {
    const { grid } = await openGrid(5000);
    expect(grid.getAttribute('aria-rowcount')).toBe('5001');
    expect(grid.getAttribute('aria-colcount')).toBe('3');
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((h) => [h.textContent, h.getAttribute('aria-colindex')])).toEqual([
      ['Title', '1'],
      ['Count', '2'],
      ['Done', '3'],
    ]);
    const rows = within(grid).getAllByRole('row');
    expect(rows[0]!.getAttribute('aria-rowindex')).toBe('1');
    expect(rows[1]!.getAttribute('aria-rowindex')).toBe('2');
    const first = within(rows[1]!).getAllByRole('gridcell');
    expect(first.map((c) => [c.getAttribute('aria-label'), c.getAttribute('aria-colindex')])).toEqual([
      ['Task 1', '1'],
      ['0', '2'],
      [cellOf('Checkbox').toText(true, TASK_COLUMNS[3]!), '3'],
    ]);
    expect(screen.getByText('5000 records')).toBeTruthy();
  });

  it('draws only a window of rows and fetches only the pages it shows, never the whole table', async () => {
    const { grid, server } = await openGrid(5000);
    expect(within(grid).getAllByRole('row').length).toBeLessThan(40);
    expect(dataReads(server.calls).map((c) => [c.query.offset, c.query.limit])).toEqual([
      ['0', '100'],
      ['100', '100'],
    ]);
  });

  it('keeps focus on the active cell as the arrows, Tab, End and Ctrl+End move it', async () => {
    const { grid, user, server } = await openGrid(5000);
    await user.click(cell(grid, 0, 0));
    expect(document.activeElement).toBe(cell(grid, 0, 0));
    expect(cell(grid, 0, 0).tabIndex).toBe(0);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cell(grid, 1, 0));
    expect(cell(grid, 0, 0).tabIndex).toBe(-1);
    await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(cell(grid, 1, 1));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(cell(grid, 1, 2));
    await user.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement).toBe(cell(grid, 4999, 2));
    expect(document.activeElement?.closest('[role="row"]')?.getAttribute('aria-rowindex')).toBe('5001');
    // only the last pages were fetched to show the last row
    await within(grid).findByRole('gridcell', { name: 'Task 5000' }, { timeout: 5000 });
    const offsets = dataReads(server.calls).map((c) => Number(c.query.offset));
    expect(offsets).toContain(4900);
    expect(offsets.filter((o) => o > 200 && o < 4800)).toEqual([]);
  });

  it('reaches the last of a million rows with Ctrl+End, reading only the last pages, in a capped scroll space', async () => {
    const { grid, user, server } = await openGrid(1_000_000);
    expect(grid.getAttribute('aria-rowcount')).toBe('1000001');
    const spacer = grid.querySelector<HTMLElement>('.grid-body')!;
    expect(parseFloat(spacer.style.height)).toBe(MAX_SCROLL_PX);
    await user.click(cell(grid, 0, 0));
    await user.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement).toBe(cell(grid, 999_999, 2));
    await within(grid).findByRole('gridcell', { name: 'Task 1000000' }, { timeout: 5000 });
    const offsets = dataReads(server.calls).map((c) => Number(c.query.offset));
    expect(offsets.filter((o) => o > 200 && o < 999_800)).toEqual([]);
    expect(screen.getByText('1000000 records')).toBeTruthy();
  });

  it('flips a checkbox with one click', async () => {
    const { grid, user, server } = await openGrid(50);
    server.answer({ [`PATCH ${DATA}/2`]: ok({}) });
    await user.click(cell(grid, 1, 2));
    expect(server.writes().map((w) => [w.path, w.json])).toEqual([[`${DATA}/2`, { Done: true }]]);
  });

  it('selects a range with Shift+arrows and marks it with aria-selected', async () => {
    const { grid, user } = await openGrid(50);
    await user.click(cell(grid, 0, 0));
    await user.keyboard('{Shift>}{ArrowDown}{ArrowRight}{/Shift}');
    const selected = grid.querySelectorAll('[role="gridcell"][aria-selected="true"]');
    expect(selected.length).toBe(4);
    expect(cell(grid, 2, 0).getAttribute('aria-selected')).toBe('false');
  });

  it('selects a range by dragging the mouse across cells', async () => {
    const { grid } = await openGrid(50);
    fireEvent.mouseDown(cell(grid, 1, 0), { button: 0 });
    fireEvent.mouseOver(cell(grid, 3, 1));
    fireEvent.mouseUp(window);
    expect(grid.querySelectorAll('[aria-selected="true"]').length).toBe(6);
  });

  it('edits a cell by typing and Enter: the grid shows it at once and PATCHes the row', async () => {
    const { grid, user, server } = await openGrid(50);
    server.answer({ [`PATCH ${DATA}/2`]: ok({ Id: 2, Title: 'Renamed' }) });
    await user.click(cell(grid, 1, 0));
    await user.keyboard('R');
    const input = within(grid).getByRole('textbox', { name: 'Title' });
    expect((input as HTMLInputElement).value).toBe('R');
    await user.keyboard('enamed{Enter}');
    expect(server.writes()).toEqual([{ method: 'PATCH', path: `${DATA}/2`, query: {}, json: { Title: 'Renamed' } }]);
    expect(await within(grid).findByRole('gridcell', { name: 'Renamed' })).toBeTruthy();
    expect(document.activeElement).toBe(cell(grid, 1, 0));
  });

  it("restores the old value and shows the server's message when the PATCH is refused", async () => {
    const { grid, user, server, shell } = await openGrid(50);
    server.answer({ [`PATCH ${DATA}/1`]: fail(400, 'Title is too long') });
    await user.dblClick(cell(grid, 0, 0));
    const input = within(grid).getByRole('textbox', { name: 'Title' });
    await user.clear(input);
    await user.type(input, 'Nope{Enter}');
    await waitFor(() => expect(shell.toast.error).toHaveBeenCalledWith('Title is too long'));
    expect(cell(grid, 0, 0).getAttribute('aria-label')).toBe('Task 1');
  });

  it('cancels an edit with Escape, sending nothing', async () => {
    const { grid, user, server } = await openGrid(50);
    await user.click(cell(grid, 0, 0));
    await user.keyboard('{Enter}');
    await user.keyboard('changed{Escape}');
    expect(within(grid).queryByRole('textbox')).toBeNull();
    expect(server.writes()).toEqual([]);
    expect(document.activeElement).toBe(cell(grid, 0, 0));
  });

  it('flips a checkbox cell with Space and clears a cell with Delete', async () => {
    const { grid, user, server } = await openGrid(50);
    server.answer({ [`PATCH ${DATA}/1`]: ok({}) });
    await user.click(cell(grid, 0, 1));
    await user.keyboard('{Tab} ');
    await user.keyboard('{Shift>}{Tab}{/Shift}{Delete}');
    expect(server.writes().map((w) => w.json)).toEqual([{ Done: false }, { Count: null }]);
  });

  it('says why it is read-only and never opens an editor for a viewer', async () => {
    const { grid, user, server } = await openGrid(50, { roles: { viewer: true } });
    expect(await screen.findByText('Read only: your role cannot edit records')).toBeTruthy();
    expect(grid.getAttribute('aria-readonly')).toBe('true');
    expect(cell(grid, 0, 0).getAttribute('aria-readonly')).toBe('true');
    await user.click(cell(grid, 0, 0));
    await user.keyboard('{Enter}x{Delete}');
    await user.dblClick(cell(grid, 0, 0));
    expect(within(grid).queryByRole('textbox')).toBeNull();
    expect(server.writes()).toEqual([]);
  });

  it('says a locked view is locked and keeps it read-only', async () => {
    const { grid, user, server } = await openGrid(50, { lockType: 'locked' });
    expect(await screen.findByText('This view is locked: records cannot be edited')).toBeTruthy();
    await user.click(cell(grid, 0, 2));
    expect(server.writes()).toEqual([]);
  });

  it('says the view is empty when it holds no rows', async () => {
    const server = fakeApi(gridAnswers(0));
    await renderInShell(<ViewPage />, { server, at: '/nc/p_1/table/Tasks' });
    expect(await screen.findByText('No records yet')).toBeTruthy();
    expect(screen.getByText('0 records')).toBeTruthy();
    await act(async () => {});
    expect(screen.getByRole('grid').getAttribute('aria-rowcount')).toBe('1');
  });
});
