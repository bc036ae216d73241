import { act, waitFor } from '@testing-library/react';
import { announceMetaChange } from '@basalt/core';
import { ok } from '@basalt/ui/testing';
import { META, tasksMeta } from '../grid/testing/grid-fixture';
import { openGrid } from '../grid/testing/open-grid';

describe('changes made elsewhere', () => {
  it('a view locked from the sidebar makes the open grid read-only at once, and only its own table counts', async () => {
    const { grid, server } = await openGrid(3);
    expect(grid.getAttribute('aria-readonly')).toBeNull();
    server.answer({ [`GET ${META}/tables/md_1`]: ok(tasksMeta('locked')) });

    const reads = () => server.calls.filter((c) => c.method === 'GET' && c.path === `${META}/tables/md_1`).length;
    const before = reads();
    act(() => announceMetaChange({ tableId: 'md_other', what: 'view', viewId: 'vw_9' }));
    expect(reads()).toBe(before);

    act(() => announceMetaChange({ tableId: 'md_1', what: 'view', viewId: 'vw_1' }));
    await waitFor(() => expect(grid.getAttribute('aria-readonly')).toBe('true'));
  });
});
