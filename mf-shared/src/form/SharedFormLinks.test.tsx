import { screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { fail, fakeApi, ok, rendererFor, type ApiCall } from '@basalt/ui/testing';
import { ShellProvider } from '../shell-context';
import { SharedViewPage } from '../SharedViewPage';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });
const BASE = '/api/v1/db/public/shared-view/f1';

/** A form with a required has-many link (Orders) and a belongs-to link (Owner), both to tables with Id and Item. */
function linkFormMeta() {
  const link = (id: string, title: string, type: string) => ({
    id,
    title,
    column_name: title.toLowerCase(),
    uidt: 'LinkToAnotherRecord',
    colOptions: { type, fk_related_model_id: 'md_orders' },
  });
  return {
    id: 'vw_form',
    title: 'Customers',
    type: 1,
    view: { heading: 'Sign up' },
    model: {
      id: 'md_1',
      title: 'Customers',
      columns: [
        { id: 'c1', title: 'Name', column_name: 'name', uidt: 'SingleLineText' },
        link('c2', 'Orders', 'hm'),
        link('c3', 'Owner', 'bt'),
      ],
    },
    relatedMetas: {
      md_orders: {
        id: 'md_orders',
        columns: [
          { id: 'o1', title: 'Id', uidt: 'ID', pk: true },
          { id: 'o2', title: 'Item', uidt: 'SingleLineText', pv: true },
        ],
      },
    },
    columns: [
      { fk_column_id: 'c1', title: 'Name', uidt: 'SingleLineText', order: 1 },
      { fk_column_id: 'c2', title: 'Orders', uidt: 'LinkToAnotherRecord', required: true, order: 2 },
      { fk_column_id: 'c3', title: 'Owner', uidt: 'LinkToAnotherRecord', order: 3 },
    ],
  };
}

const ORDERS = ['pen', 'ink', 'paper', 'glue', 'tape'].map((item, i) => ({ Id: i + 1, Item: item }));

/** The nested endpoint over ORDERS: `search` in the display value, `limit`/`offset` paging. */
function nestedAnswer(call: ApiCall) {
  const query = call.query as Record<string, string>;
  const found = ORDERS.filter((o) => o.Item.includes(query.search ?? ''));
  const offset = Number(query.offset);
  const list = found.slice(offset, offset + Number(query.limit));
  return ok({ list, pageInfo: { totalRows: found.length } });
}

function open(at: string, nested: (call: ApiCall) => unknown = nestedAnswer) {
  const server = fakeApi({
    [`GET ${BASE}/meta`]: ok(linkFormMeta()),
    [`GET ${BASE}/nested/c2`]: nested as never,
    [`GET ${BASE}/nested/c3`]: nested as never,
    [`POST ${BASE}/rows`]: ok({ Id: 9 }),
  });
  window.history.replaceState(null, '', at);
  return renderInShell(<SharedViewPage />, { at, server });
}

const posted = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST').map((c) => c.json);
const nestedCalls = (calls: ApiCall[]) => calls.filter((c) => c.path.includes('/nested/'));
const picker = (label: string) => screen.findByRole('dialog', { name: `Choose a record for ${label}` });

describe('public form, link fields', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('requires a record for a required link, then picks, searches, removes and sends the keys', async () => {
    const { user, server } = await open('/nc/form/f1');
    await user.type(await screen.findByLabelText('Name'), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('The value for Orders is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a record' }));

    await user.click(screen.getByRole('button', { name: 'Add a record' }));
    const dialog = await picker('Orders');
    await user.click(await within(dialog).findByRole('option', { name: 'ink' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('The value for Orders is required')).toBeNull();

    // a search waits for typing to pause, then asks the server once
    await user.click(screen.getByRole('button', { name: 'Add a record' }));
    const searching = await picker('Orders');
    await within(searching).findByRole('option', { name: 'pen' });
    const before = nestedCalls(server.calls).length;
    await user.type(within(searching).getByRole('combobox', { name: 'Search records' }), 'pa');
    await waitFor(() => expect(within(searching).queryByRole('option', { name: 'pen' })).toBeNull());
    expect(
      within(searching)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['paper']);
    expect(
      nestedCalls(server.calls)
        .slice(before)
        .map((c) => c.query),
    ).toEqual([{ offset: '0', limit: '25', search: 'pa' }]);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add a record' }));
    await user.click(await within(await picker('Orders')).findByRole('option', { name: 'glue' }));
    await user.click(screen.getByRole('button', { name: 'Remove paper' }));

    // a belongs-to link holds one record: a new pick replaces the previous
    await user.click(screen.getByRole('button', { name: 'Choose a record' }));
    await user.click(await within(await picker('Owner')).findByRole('option', { name: 'pen' }));
    await user.click(screen.getByRole('button', { name: 'Choose a record' }));
    await user.click(await within(await picker('Owner')).findByRole('option', { name: 'tape' }));
    const owner = screen.getByRole('group', { name: 'Owner' });
    expect(
      within(owner)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['tape×']);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('status')).textContent).toContain('Saved successfully');
    expect(posted(server.calls)).toEqual([{ Name: 'Ann', Orders: [2, 4], Owner: [5] }]);
  });

  it('moves through the list with the arrow keys, pages with Show more, and closes on Escape', async () => {
    const { user } = await open('/nc/form/f1', (call) => {
      const offset = Number((call.query as Record<string, string>).offset);
      const list = Array.from({ length: offset ? 5 : 25 }, (_, i) => ({ Id: offset + i + 1, Item: `o${offset + i}` }));
      return ok({ list, pageInfo: { totalRows: 30 } });
    });
    await user.click(await screen.findByRole('button', { name: 'Add a record' }));
    const dialog = await picker('Orders');
    await within(dialog).findByRole('option', { name: 'o0' });
    expect(document.activeElement).toBe(within(dialog).getByRole('combobox'));
    await user.click(within(dialog).getByRole('button', { name: 'Show more' }));
    await within(dialog).findByRole('option', { name: 'o29' });
    expect(within(dialog).getAllByRole('option')).toHaveLength(30);
    expect(within(dialog).queryByRole('button', { name: 'Show more' })).toBeNull();

    within(dialog).getByRole('combobox').focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(within(dialog).getByRole('option', { selected: true }).textContent).toBe('o1');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a record' }));
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('says so when the records cannot be loaded', async () => {
    const { user } = await open('/nc/form/f1', () => fail(500, 'boom'));
    await user.click(await screen.findByRole('button', { name: 'Add a record' }));
    expect((await within(await picker('Orders')).findByRole('alert')).textContent).toBe(
      'The records could not be loaded. Please try again.',
    );
  });

  it('in a survey, Enter in the picker picks a record without moving on; the question then sends the keys', async () => {
    const { user, server } = await open('/nc/form/f1/survey');
    await user.type(await screen.findByLabelText('Name'), 'Bo{Enter}');
    expect(screen.getByRole('progressbar').getAttribute('aria-label')).toBe('Question 2 of 3');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a record' }));
    await user.keyboard('{Enter}');
    await within(await picker('Orders')).findByRole('option', { name: 'pen' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('progressbar').getAttribute('aria-label')).toBe('Question 2 of 3');
    expect(screen.getByText('ink')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(within(screen.getByRole('form')).getByRole('button', { name: 'Submit' }));
    await screen.findByRole('status');
    expect(posted(server.calls)).toEqual([{ Name: 'Bo', Orders: [2] }]);
  });

  it('prefills a link from the query by key', async () => {
    const { user, server } = await open('/nc/form/f1?Name=Cy&Orders=3,1');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await screen.findByRole('status');
    expect(posted(server.calls)).toEqual([{ Name: 'Cy', Orders: ['3', '1'] }]);
  });
});
