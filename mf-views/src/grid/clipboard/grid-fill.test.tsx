import { fireEvent, waitFor } from '@testing-library/react';
import { ok } from '@basalt/ui/testing';
import { cellAt, openGrid } from '../testing/open-grid';

const BULK = '/api/v1/db/data/bulk/noco/p_1/md_1';

const cell = cellAt;

describe('fill down', () => {
  it('Ctrl+D fills the first row of the selection into the rest of it, in one bulk update', async () => {
    const { grid, user, server } = await openGrid(10);
    server.answer({ [`PATCH ${BULK}`]: ok([]) });
    await user.click(cell(grid, 0, 0));
    await user.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}{Control>}d{/Control}');
    await waitFor(() =>
      expect(server.writes()).toEqual([
        {
          method: 'PATCH',
          path: BULK,
          query: {},
          json: [
            { Id: 2, Title: 'Task 1' },
            { Id: 3, Title: 'Task 1' },
          ],
        },
      ]),
    );
    expect(cell(grid, 2, 0).getAttribute('aria-label')).toBe('Task 1');
  });

  it('dragging the fill handle copies the selection into the rows it passes, selecting them', async () => {
    const { grid, user, server } = await openGrid(10);
    server.answer({ [`PATCH ${BULK}`]: ok([]) });
    await user.click(cell(grid, 1, 1));
    const handle = grid.querySelector('.grid-fill-handle')!;
    fireEvent.mouseDown(handle);
    fireEvent.mouseOver(cell(grid, 3, 1));
    expect(cell(grid, 3, 1).getAttribute('aria-selected')).toBe('true');
    fireEvent.mouseUp(window);
    // one value is copied (a series needs two numbers: fill.test.ts)
    await waitFor(() =>
      expect(server.writes().map((w) => w.json)).toEqual([
        [
          { Id: 3, Count: 10 },
          { Id: 4, Count: 10 },
        ],
      ]),
    );
    expect(cell(grid, 3, 1).getAttribute('aria-label')).toBe('10');
  });

  it('offers no fill handle to a viewer', async () => {
    const { grid, user } = await openGrid(10, { roles: { viewer: true } });
    await user.click(cell(grid, 0, 1));
    expect(grid.querySelector('.grid-fill-handle')).toBeNull();
  });
});
