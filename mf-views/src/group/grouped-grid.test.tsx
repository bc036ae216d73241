import { screen, waitFor, within } from '@testing-library/react';
import type { ColumnMeta } from '@basalt/core';
import { I18nextProvider } from 'react-i18next';
import { fakeApi, ok, rendererFor, type ApiCall } from '@basalt/ui/testing';
import { ShellProvider } from '../shell-context';
import { ViewPage } from '../ViewPage';
import { DATA, META, TASK_COLUMNS, gridAnswers, taskRow, tasksMeta } from '../grid/testing/grid-fixture';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });

const STATUS: ColumnMeta = {
  id: 'c_status',
  title: 'Status',
  column_name: 'status',
  uidt: 'SingleSelect',
  colOptions: { options: [{ title: 'Todo', color: '#cfe2ff' }, { title: 'Doing' }, { title: 'Done' }] },
} as ColumnMeta;
const COLUMNS = [...TASK_COLUMNS, STATUS];

/** The view's column settings: every field shown, grouped by Status, groups descending. */
const SETTINGS = COLUMNS.map((c, i) => ({
  id: `gc_${i}`,
  fk_column_id: c.id,
  show: true,
  order: i + 1,
  width: '200px',
  group_by: c.id === 'c_status',
  group_by_order: c.id === 'c_status' ? 1 : null,
  group_by_sort: c.id === 'c_status' ? 'desc' : null,
}));

/** The groups of Status, in the order the server gives them (the view's order: descending). */
const GROUPS = [
  { status: 'Todo', count: 3 },
  { status: 'Doing', count: 2 },
  { status: null, count: 1 },
];

/** Rows of one group: the where the page sent picks which (the fake server reads it as the real one would). */
function rowsByWhere(call: ApiCall) {
  const where = call.query.where ?? '';
  const count = where.includes('blank') ? 1 : where.includes('Doing') ? 2 : 3;
  const name = where.includes('blank') ? 'Loose' : where.includes('Doing') ? 'Doing' : 'Todo';
  const list = Array.from({ length: count }, (_, i) => ({ ...taskRow(i), Title: `${name} ${i + 1}` }));
  return ok({ list, pageInfo: { totalRows: count } });
}

interface Options {
  roles?: Record<string, boolean>;
  total?: number;
}

async function openGrouped({ roles = { owner: true }, total = GROUPS.length }: Options = {}) {
  const server = fakeApi({
    ...gridAnswers(3, { roles }),
    [`GET ${META}/tables/md_1`]: ok({ ...tasksMeta(), columns: COLUMNS }),
    [`GET ${META}/grids/vw_1/grid-columns`]: ok(SETTINGS),
    [`GET ${META}/views/vw_1/columns`]: ok({ list: SETTINGS, pageInfo: { totalRows: SETTINGS.length } }),
    [`GET ${DATA}/views/vw_1/groupby`]: (call: ApiCall) => {
      const offset = Number(call.query.offset ?? 0);
      const list = offset ? [{ status: 'Done', count: 4 }] : GROUPS;
      return ok({ list, pageInfo: { totalRows: total } });
    },
    [`GET ${DATA}/views/vw_1`]: rowsByWhere,
  });
  const rendered = await renderInShell(<ViewPage />, { server, at: '/nc/p_1/table/Tasks' });
  await screen.findAllByRole('button', { expanded: true }, { timeout: 5000 });
  return rendered;
}

const groupHeaders = () => document.querySelectorAll<HTMLButtonElement>('.group-header');
const rowReads = (calls: ApiCall[]) => calls.filter((c) => c.path === `${DATA}/views/vw_1`);

describe('grouped grid', () => {
  it("shows one header per group in the server's order, with its value, count and the first group open", async () => {
    const { server } = await openGrouped();
    const shown = [...groupHeaders()].map((h) => [
      h.querySelector('.group-value')!.textContent,
      h.querySelector('.group-count')!.textContent,
      h.getAttribute('aria-expanded'),
    ]);
    expect(shown).toEqual([
      ['Todo', '3 records', 'true'],
      ['Doing', '2 records', 'false'],
      ['(empty)', '1 record', 'false'],
    ]);
    const asked = server.calls.find((c) => c.path === `${DATA}/views/vw_1/groupby`)!;
    expect(asked.query).toMatchObject({ column_name: 'status', sort: '-status', limit: '50', offset: '0' });
    const grid = await screen.findByRole('grid', { name: 'Records of Tasks' });
    expect(await within(grid).findByRole('gridcell', { name: 'Todo 1' })).toBeTruthy();
    // besides the first page read ahead while the view's settings loaded (before the grouping is known), only the
    // open group's rows are read
    const reads = rowReads(server.calls);
    expect(reads.filter((c) => !c.query.where).map((c) => c.query)).toEqual([{ limit: '100', offset: '0' }]);
    expect(new Set(reads.filter((c) => c.query.where).map((c) => c.query.where))).toEqual(
      new Set(['(status,eq,Todo)']),
    );
    expect(screen.getByRole('button', { name: /Todo.*3 records/, expanded: true })).toBe(groupHeaders()[0]);
    expect(screen.getByRole('button', { name: /empty.*1 record/, expanded: false })).toBe(groupHeaders()[2]);
  });

  it('opens and closes a group with Enter and Space; each open group reads its rows with its own where', async () => {
    const { user, server } = await openGrouped();
    const [todo, doing, empty] = [...groupHeaders()];
    doing!.focus();
    await user.keyboard('{Enter}');
    expect(doing!.getAttribute('aria-expanded')).toBe('true');
    const region = document.getElementById(doing!.getAttribute('aria-controls')!)!;
    expect(await within(region).findByRole('gridcell', { name: 'Doing 2' })).toBeTruthy();
    empty!.focus();
    await user.keyboard(' ');
    expect(empty!.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() =>
      expect(rowReads(server.calls).map((c) => c.query.where)).toEqual(
        expect.arrayContaining(['(status,eq,Todo)', '(status,eq,Doing)', '(status,blank)']),
      ),
    );
    todo!.focus();
    await user.keyboard('{Enter}');
    expect(todo!.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(todo!.getAttribute('aria-controls')!)!.hidden).toBe(true);
    expect(screen.getAllByRole('grid', { name: 'Records of Tasks' })).toHaveLength(2);
  });

  it('asks the groups again with the quick search, and reads more groups when asked', async () => {
    const { user, server } = await openGrouped({ total: 4 });
    await user.click(screen.getByRole('button', { name: 'Show more groups (3 of 4)' }));
    await waitFor(() => expect(groupHeaders()).toHaveLength(4));
    expect(groupHeaders()[3]!.textContent).toContain('Done');
    await user.type(screen.getByRole('searchbox', { name: 'Search records' }), 'Do');
    await waitFor(
      () => expect(server.calls.some((c) => c.path.endsWith('/groupby') && c.query.search === 'Do')).toBe(true),
      { timeout: 3000 },
    );
  });

  it('the toolbar names the grouping before its menus load; a viewer sees it but cannot change it', async () => {
    const { user } = await openGrouped({ roles: { viewer: true } });
    await user.click(screen.getByRole('button', { name: 'Grouped by Status' }));
    expect(await screen.findByText('Status · Descending', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Group by field' })).toBeNull();
  });

  it("gives a record added in a group the group's value, then counts the groups again", async () => {
    const { server, user } = await openGrouped();
    server.answer({ [`POST ${DATA}`]: ok({ ...taskRow(9), Status: 'Todo' }) });
    const groupReads = () => server.calls.filter((c) => c.path === `${DATA}/views/vw_1/groupby`).length;
    const before = groupReads();
    await user.click(screen.getAllByRole('button', { name: 'New record' })[0]!);
    await waitFor(() =>
      expect(server.writes()).toEqual([{ method: 'POST', path: DATA, query: {}, json: { Status: 'Todo' } }]),
    );
    await waitFor(() => expect(groupReads()).toBeGreaterThan(before));
  });
});
