import { screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { cellsInEnglish, rendererFor } from '@basalt/ui/testing';
import type { PublicViewApi, SharedViewMeta } from '../public-api';
import { sharedGridMeta } from './grid-fixture';
import { SharedGrid } from './SharedGrid';

const renderInShell = rendererFor({ I18nextProvider });

/** A view whose public meta carries the key and the created time, as the server always sends the key. */
const META = sharedGridMeta([
  { id: 'c0', title: 'Id', column_name: 'id', uidt: 'ID', pk: true, ai: true },
  { id: 'c1', title: 'Title', column_name: 'title', uidt: 'SingleLineText', pv: true },
  { id: 'c2', title: 'Created', column_name: 'created_at', uidt: 'CreateTime', system: true },
  { id: 'c3', title: 'Done', column_name: 'done', uidt: 'Checkbox' },
]);

const api = {
  rows: async () => ({ list: [{ Id: 7, Title: 'Ship it', Done: true }], pageInfo: { totalRows: 1 } }),
  csv: async () => new Blob([]),
} as unknown as PublicViewApi;

const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

describe('SharedGrid', () => {
  beforeAll(cellsInEnglish);

  it('leaves the system fields (the key, created time) out, as the app grid does', async () => {
    await renderInShell(<SharedGrid meta={META} api={api} />);
    const grid = await screen.findByRole('grid', { name: 'Open tasks' });
    await within(grid).findByRole('gridcell', { name: 'Title: Ship it' });
    expect(headers()).toEqual(['Title', 'Done']);
    expect(within(grid).queryByRole('gridcell', { name: /^Id:/ })).toBeNull();
  });

  it('shows them when the view shows system fields', async () => {
    await renderInShell(<SharedGrid meta={{ ...META, show_system_fields: true } as SharedViewMeta} api={api} />);
    await screen.findByRole('gridcell', { name: 'Id: 7' });
    expect(headers()).toEqual(['Id', 'Title', 'Created', 'Done']);
  });
});
