import { fireEvent, waitFor } from '@testing-library/react';
import { ok } from '@basalt/ui/testing';
import { cellAt, openGrid } from '../testing/open-grid';

const BULK = '/api/v1/db/data/bulk/noco/p_1/md_1';

const cell = cellAt;

/** What the browser hands a clipboard event: a DataTransfer holding text. */
function clipboard(text = '') {
  const data = new Map<string, string>([['text/plain', text]]);
  return {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    text: () => data.get('text/plain'),
  };
}

describe('grid clipboard', () => {
  it('copies the selected range as tab-separated text, each cell as it is shown', async () => {
    const { grid, user } = await openGrid(10);
    await user.click(cell(grid, 0, 0));
    await user.keyboard('{Shift>}{ArrowDown}{ArrowRight}{/Shift}');
    const data = clipboard();
    fireEvent.copy(document.activeElement!, { clipboardData: data });
    expect(data.text()).toBe('Task 1\t0\r\nTask 2\t10');
  });

  it('pastes a block from a spreadsheet over existing rows in one bulk update, converted by each field', async () => {
    const { grid, user, server } = await openGrid(10);
    server.answer({ [`PATCH ${BULK}`]: ok([{ Id: 2 }, { Id: 3 }]) });
    await user.click(cell(grid, 1, 0));
    fireEvent.paste(document.activeElement!, { clipboardData: clipboard('Alpha\t7\r\nBeta\t8\r\n') });
    await waitFor(() =>
      expect(server.writes()).toEqual([
        {
          method: 'PATCH',
          path: BULK,
          query: {},
          json: [
            { Id: 2, Title: 'Alpha', Count: 7 },
            { Id: 3, Title: 'Beta', Count: 8 },
          ],
        },
      ]),
    );
    expect(cell(grid, 1, 0).getAttribute('aria-label')).toBe('Alpha');
    expect(cell(grid, 2, 1).getAttribute('aria-label')).toBe('8');
  });

  it('adds the rows a paste runs past the end with, and says which values a field refused', async () => {
    const { grid, user, server, shell } = await openGrid(2);
    server.answer({ [`PATCH ${BULK}`]: ok([{ Id: 2 }]), [`POST ${BULK}`]: ok([{ Id: 3 }, { Id: 4 }]) });
    await user.click(cell(grid, 1, 0));
    fireEvent.paste(document.activeElement!, { clipboardData: clipboard('B\t1\nC\tmany\nD\t3') });
    await waitFor(() => expect(server.writes().map((w) => w.method)).toEqual(['PATCH', 'POST']));
    expect(server.writes()[1]!.json).toEqual([{ Title: 'C' }, { Title: 'D', Count: 3 }]);
    expect(shell.toast.error).toHaveBeenCalledWith(expect.stringMatching(/^Values left unchanged \(1\): /));
  });

  it('cuts: copies, then empties the cells in one bulk update', async () => {
    const { grid, user, server } = await openGrid(10);
    server.answer({ [`PATCH ${BULK}`]: ok([{ Id: 1 }]) });
    await user.click(cell(grid, 0, 1));
    const data = clipboard();
    fireEvent.cut(document.activeElement!, { clipboardData: data });
    expect(data.text()).toBe('0');
    await waitFor(() =>
      expect(server.writes()).toEqual([{ method: 'PATCH', path: BULK, query: {}, json: [{ Id: 1, Count: null }] }]),
    );
  });

  it('lets a viewer copy but never paste', async () => {
    const { grid, user, server } = await openGrid(10, { roles: { viewer: true } });
    await user.click(cell(grid, 0, 0));
    const data = clipboard();
    fireEvent.copy(document.activeElement!, { clipboardData: data });
    expect(data.text()).toBe('Task 1');
    fireEvent.paste(document.activeElement!, { clipboardData: clipboard('Nope') });
    fireEvent.cut(document.activeElement!, { clipboardData: clipboard() });
    await new Promise((r) => setTimeout(r, 50));
    expect(server.writes()).toEqual([]);
  });
});
