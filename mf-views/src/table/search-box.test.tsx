import { screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { fakeApi, ok, rendererFor, type ApiCall } from '@basalt/ui/testing';
import { ShellProvider } from '../shell-context';
import { ViewPage } from '../ViewPage';
import { DATA, gridAnswers, taskRow } from '../grid/testing/grid-fixture';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });

/** The view's rows; a search for "7" matches Task 7 alone (the server does the matching). */
const rows = (call: ApiCall) => {
  const list = call.query.search ? [taskRow(6)] : Array.from({ length: 10 }, (_, i) => taskRow(i));
  return ok({ list, pageInfo: { totalRows: list.length } });
};

describe('quick search', () => {
  it('reads the matching rows once typing pauses, counts them, and shows all again when cleared', async () => {
    const server = fakeApi({ ...gridAnswers(10), [`GET ${DATA}/views/vw_1`]: rows });
    const { user } = await renderInShell(<ViewPage />, { server, at: '/nc/p_1/table/Tasks' });
    const grid = await screen.findByRole('grid', { name: 'Records of Tasks' });
    await within(grid).findByRole('gridcell', { name: 'Task 1' }, { timeout: 5000 });
    await user.type(screen.getByRole('searchbox', { name: 'Search records' }), '7');
    expect(await screen.findByText('1 record', undefined, { timeout: 3000 })).toBeTruthy();
    await waitFor(() => expect(within(grid).queryByRole('gridcell', { name: 'Task 1' })).toBeNull());
    expect(within(grid).getByRole('gridcell', { name: 'Task 7' })).toBeTruthy();
    const searched = server.calls.filter((c) => c.path === `${DATA}/views/vw_1` && c.query.search);
    expect(searched.map((c) => c.query.search)).toEqual(['7']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByText('10 records')).toBeTruthy(), { timeout: 3000 });
  });
});
