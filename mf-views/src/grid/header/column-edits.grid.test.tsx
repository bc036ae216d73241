import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { fail, fakeApi, ok, rendererFor } from '@basalt/ui/testing';
import { ShellProvider } from '../../shell-context';
import { ViewPage } from '../../ViewPage';
import { META, gridAnswers } from '../testing/grid-fixture';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });

async function openGrid(options?: Parameters<typeof gridAnswers>[1]) {
  const server = fakeApi(gridAnswers(5, options));
  const rendered = await renderInShell(<ViewPage />, { server, at: '/nc/p_1/table/Tasks' });
  const grid = await screen.findByRole('grid', { name: 'Records of Tasks' });
  await within(grid).findByRole('gridcell', { name: 'Task 1' }, { timeout: 5000 });
  return { ...rendered, grid };
}

const headers = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('columnheader')
    .map((h) => h.getAttribute('title'));
const widthOf = (grid: HTMLElement, title: string) =>
  (within(grid).getByRole('columnheader', { name: new RegExp(title) }) as HTMLElement).style.width;

/** A pointer drag on a resize handle (jsdom has no PointerEvent: a MouseEvent carries clientX the same way). */
function drag(handle: Element, fromX: number, toX: number) {
  fireEvent(handle, new MouseEvent('pointerdown', { bubbles: true, clientX: fromX }));
  fireEvent(handle, new MouseEvent('pointermove', { bubbles: true, clientX: (fromX + toX) / 2 }));
  fireEvent(handle, new MouseEvent('pointerup', { bubbles: true, clientX: toX }));
}

describe('resizing and moving columns', () => {
  it('resizes a column by its edge and keeps the width in the view', async () => {
    const { grid, server } = await openGrid();
    server.answer({ [`PATCH ${META}/views/vw_1/columns/nv_2`]: ok({}) });
    expect(widthOf(grid, 'Count')).toBe('200px');
    drag(screen.getByRole('separator', { name: 'Width of Count' }), 400, 340);
    await waitFor(() => expect(widthOf(grid, 'Count')).toBe('140px'));
    expect(server.writes()).toEqual([
      { method: 'PATCH', path: `${META}/views/vw_1/columns/nv_2`, query: {}, json: { width: '140px' } },
    ]);
  });

  it('puts the width back and says why when the view refuses it', async () => {
    const { grid, server, shell } = await openGrid();
    server.answer({ [`PATCH ${META}/views/vw_1/columns/nv_2`]: fail(403, 'This view is locked') });
    drag(screen.getByRole('separator', { name: 'Width of Count' }), 400, 500);
    await waitFor(() => expect(shell.toast.error).toHaveBeenCalledWith('This view is locked'));
    expect(widthOf(grid, 'Count')).toBe('200px');
  });

  it('moves a column by dragging its header onto another, saving the new order', async () => {
    const { grid, server } = await openGrid();
    server.answer({
      [`PATCH ${META}/views/vw_1/columns/nv_3`]: ok({}),
      [`PATCH ${META}/views/vw_1/columns/nv_2`]: ok({}),
    });
    expect(headers(grid)).toEqual(['Title', 'Count', 'Done']);
    const data = { effectAllowed: '', setData: () => undefined };
    const done = within(grid).getByRole('columnheader', { name: /Done/ });
    const count = within(grid).getByRole('columnheader', { name: /Count/ });
    fireEvent.dragStart(done, { dataTransfer: data });
    fireEvent.dragOver(count, { dataTransfer: data });
    fireEvent.drop(count, { dataTransfer: data });
    await waitFor(() => expect(headers(grid)).toEqual(['Title', 'Done', 'Count']));
    await waitFor(() =>
      expect(server.writes().map((w) => [w.path, w.json])).toEqual([
        [`${META}/views/vw_1/columns/nv_3`, { order: 2 }],
        [`${META}/views/vw_1/columns/nv_2`, { order: 3 }],
      ]),
    );
  });

  it('offers a viewer neither resizing nor moving', async () => {
    const { grid } = await openGrid({ roles: { viewer: true } });
    expect(screen.queryByRole('separator')).toBeNull();
    expect(within(grid).getByRole('columnheader', { name: /Count/ }).getAttribute('draggable')).toBe('false');
  });
});
