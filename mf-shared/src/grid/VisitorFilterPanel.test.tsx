import { screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { cellsInEnglish, rendererFor } from '@basalt/ui/testing';
import type { PublicViewApi, RowsQuery } from '../public-api';
import { sharedGridMeta } from './grid-fixture';
import { SharedGrid } from './SharedGrid';

const renderInShell = rendererFor({ I18nextProvider });

const META = sharedGridMeta([
  { id: 'c1', title: 'Title', column_name: 'title', uidt: 'SingleLineText', pv: true },
  { id: 'c2', title: 'Estimate', column_name: 'estimate', uidt: 'Number' },
  { id: 'c3', title: 'Done', column_name: 'done', uidt: 'Checkbox' },
  { id: 'c4', title: 'Tags', column_name: 'tags', uidt: 'LinkToAnotherRecord' },
]);

/** A public API that records each rows request and answers as many rows as the filter has conditions, plus one. */
function recordingApi() {
  const queries: RowsQuery[] = [];
  const api = {
    rows: async (query: RowsQuery) => {
      queries.push(query);
      const total = query.filterArrJson ? (JSON.parse(query.filterArrJson) as unknown[]).length : 5;
      return { list: [{ Title: 'Ship it' }], pageInfo: { totalRows: total } };
    },
    csv: async () => new Blob([]),
  } as unknown as PublicViewApi;
  const lastFilter = () => {
    const json = queries.at(-1)?.filterArrJson;
    return json ? (JSON.parse(json) as Array<Record<string, unknown>>) : undefined;
  };
  return { api, queries, lastFilter };
}

async function openPanel() {
  const { api, queries, lastFilter } = recordingApi();
  const { user } = await renderInShell(<SharedGrid meta={META} api={api} />);
  await screen.findByText('1–1 of 5');
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  const panel = screen.getByRole('region', { name: 'Filter rows' });
  return { user, panel, queries, lastFilter };
}

describe('the visitor filter of a shared grid', () => {
  beforeAll(cellsInEnglish);

  it('opens as a labelled region that says the filter is not saved, focus inside, and Escape closes it', async () => {
    const { user, panel } = await openPanel();
    expect(screen.getByRole('button', { name: 'Filter' }).getAttribute('aria-expanded')).toBe('true');
    expect(panel.textContent).toContain('It is not saved');
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Add filter' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Filter rows' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Filter' }));
  });

  it("offers only the shown fields a filter can take, and only the ops of each field's type", async () => {
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Add filter' }));
    const condition = within(panel).getByRole('group', { name: 'Condition 1' });
    const field = within(condition).getByRole('combobox', { name: 'Field' });
    expect(
      within(field)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Title', 'Estimate', 'Done']);
    await user.selectOptions(field, 'Done');
    const ops = within(condition).getByRole('combobox', { name: 'Comparison for Done' });
    const labels = within(ops)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(labels).toEqual(['is equal to', 'is not equal to', 'is checked', 'is not checked', 'is not set', 'is set']);
  });

  it('sends complete conditions as filterArrJson, joined by AND or OR, and the count follows', async () => {
    const { user, panel, lastFilter } = await openPanel();
    await user.click(within(panel).getByRole('button', { name: 'Add filter' }));
    const first = within(panel).getByRole('group', { name: 'Condition 1' });
    await user.selectOptions(within(first).getByRole('combobox', { name: 'Field' }), 'Estimate');
    await user.selectOptions(within(first).getByRole('combobox', { name: 'Comparison for Estimate' }), 'gt');
    // no value yet: nothing to send, the view's rows stay
    expect(lastFilter()).toBeUndefined();
    await user.type(within(first).getByRole('textbox', { name: 'Value for Estimate' }), '3');
    await waitFor(() =>
      expect(lastFilter()).toEqual([{ fk_column_id: 'c2', comparison_op: 'gt', value: '3', logical_op: 'and' }]),
    );
    await screen.findByText('1–1 of 1');
    screen.getByRole('button', { name: 'Filters: 1' });

    await user.click(within(panel).getByRole('button', { name: 'Add filter' }));
    const second = within(panel).getByRole('group', { name: 'Condition 2' });
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Field' }), 'Done');
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Comparison for Done' }), 'checked');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Show rows that match' }), 'or');
    await waitFor(() =>
      expect(lastFilter()).toEqual([
        { fk_column_id: 'c2', comparison_op: 'gt', value: '3', logical_op: 'or' },
        { fk_column_id: 'c3', comparison_op: 'checked', logical_op: 'or' },
      ]),
    );
    await screen.findByText('1–1 of 2');
  });

  it('removes conditions one by one, and with the last one the rows are the view’s again', async () => {
    const { user, panel, lastFilter, queries } = await openPanel();
    for (const _ of [1, 2]) {
      await user.click(within(panel).getByRole('button', { name: 'Add filter' }));
    }
    for (const name of ['Condition 1', 'Condition 2']) {
      const condition = within(panel).getByRole('group', { name });
      await user.selectOptions(within(condition).getByRole('combobox', { name: 'Field' }), 'Done');
      await user.selectOptions(within(condition).getByRole('combobox', { name: 'Comparison for Done' }), 'notnull');
    }
    await waitFor(() => expect(lastFilter()).toHaveLength(2));
    await user.click(within(panel).getByRole('button', { name: 'Remove condition 1' }));
    await waitFor(() => expect(lastFilter()).toHaveLength(1));
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Add filter' }));
    await user.click(within(panel).getByRole('button', { name: 'Remove condition 1' }));
    await waitFor(() => expect(queries.at(-1)?.filterArrJson).toBeUndefined());
    await screen.findByText('1–1 of 5');
    within(panel).getByText('No filters yet');
  });
});
