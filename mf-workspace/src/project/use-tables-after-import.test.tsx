import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { announceMetaChange } from '@basalt/core';
import { createStore, Provider, useAtomValue } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { fakeApi, ok, rendererFor } from '@basalt/ui/testing';
import { ShellProvider } from '../shell-context';
import { tablesAtom } from '../state/atoms';
import { parseProjectRoute } from './project-route';
import { useTablesAfterImport } from './use-tables-after-import';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });

function Probe() {
  const [path, setPath] = useState('/nc/p_1/import/csv');
  useTablesAfterImport(parseProjectRoute(path));
  const tables = useAtomValue(tablesAtom);
  return (
    <>
      <button onClick={() => setPath('/nc/p_1/table/people')}>open</button>
      <p data-testid="tables">{tables.map((t) => t.title).join(',')}</p>
    </>
  );
}

describe('useTablesAfterImport', () => {
  it('reads the tables again when the import page is left, and not before', async () => {
    const server = fakeApi({
      'GET /api/v1/db/meta/projects/p_1/tables': ok({
        list: [
          { id: 't_2', title: 'people', table_name: 'people', order: 2 },
          { id: 't_1', title: 'orders', table_name: 'orders', order: 1 },
        ],
      }),
    });
    const store = createStore();
    const { user } = await renderInShell(
      <Provider store={store}>
        <Probe />
      </Provider>,
      { server },
    );
    expect(server.calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'open' }));
    await waitFor(() => expect(screen.getByTestId('tables').textContent).toBe('orders,people'));
    expect(server.calls.map((c) => c.path)).toEqual(['/api/v1/db/meta/projects/p_1/tables']);
  });

  it('reads the tables again when the wizard announces an import of this project ended, still on its page', async () => {
    const server = fakeApi({
      'GET /api/v1/db/meta/projects/p_1/tables': ok({ list: [{ id: 't_1', title: 'imported', table_name: 'i' }] }),
    });
    await renderInShell(
      <Provider store={createStore()}>
        <Probe />
      </Provider>,
      { server },
    );
    act(() => announceMetaChange({ what: 'tables', projectId: 'p_2' }));
    expect(server.calls).toEqual([]);
    act(() => announceMetaChange({ what: 'tables', projectId: 'p_1' }));
    await waitFor(() => expect(screen.getByTestId('tables').textContent).toBe('imported'));
  });
});
