import { screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ColumnMeta, TableMeta } from '@basalt/core';
import type { CellServices } from '@basalt/ui';
import { cellsInEnglish, fail, fakeApi, ok, rendererFor, type Reply } from '@basalt/ui/testing';
import { ShellProvider } from '../../shell-context';
import { gridColumnsOf } from '../data/grid-columns';
import { linkServices } from '../edit/link-services';
import ExpandedRecord from './ExpandedRecord';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });

beforeAll(cellsInEnglish);

const column = (id: string, title: string, uidt: string, extra: Partial<ColumnMeta> = {}): ColumnMeta => ({
  ...extra,
  id,
  title,
  uidt,
  column_name: title.toLowerCase(),
});

/** Customers has many Orders; an order belongs to its customer (the reverse link). */
const customers: TableMeta = {
  id: 'md_c',
  title: 'Customers',
  table_name: 'customers',
  project_id: 'p_1',
  columns: [
    column('c_id', 'Id', 'ID', { pk: true, ai: true }),
    column('c_name', 'Name', 'SingleLineText', { pv: true }),
    column('c_orders', 'Orders', 'LinkToAnotherRecord', { colOptions: { type: 'hm', fk_related_model_id: 'md_o' } }),
  ],
};
const orders: TableMeta = {
  id: 'md_o',
  title: 'Orders',
  table_name: 'orders',
  project_id: 'p_1',
  columns: [
    column('o_id', 'Id', 'ID', { pk: true, ai: true }),
    column('o_title', 'Title', 'SingleLineText', { pv: true }),
    column('o_amount', 'Amount', 'Number'),
    column('o_customer', 'Customer', 'LinkToAnotherRecord', {
      colOptions: { type: 'bt', fk_related_model_id: 'md_c' },
    }),
  ],
};

const META = '/api/v1/db/meta/tables';
const CUSTOMERS = '/api/v1/db/data/noco/p_1/md_c';
const ORDERS = '/api/v1/db/data/noco/p_1/md_o';
const NESTED = `${CUSTOMERS}/1/hm/c_orders`;

async function openAnn({ readOnly = false, saveOrder }: { readOnly?: boolean; saveOrder?: () => Reply } = {}) {
  const linked = [
    { Id: 1, Title: 'Teapot' },
    { Id: 2, Title: 'Kettle' },
  ];
  const server = fakeApi({
    [`GET ${META}/md_o`]: ok(orders),
    [`GET ${META}/md_c`]: ok(customers),
    [`GET ${NESTED}`]: () => ok({ list: linked, pageInfo: { totalRows: linked.length } }),
    [`GET ${NESTED}/exclude`]: ok({ list: [{ Id: 3, Title: 'Mug' }], pageInfo: { totalRows: 1 } }),
    [`POST ${NESTED}/3`]: () => {
      linked.push({ Id: 3, Title: 'Mug' });
      return ok({});
    },
    [`DELETE ${NESTED}/2`]: () => {
      linked.splice(1, 1);
      return ok({});
    },
    [`GET ${ORDERS}/1`]: ok({ Id: 1, Title: 'Teapot', Amount: 12, Customer: { Id: 1, Name: 'Ann' } }),
    [`PATCH ${ORDERS}/1`]: saveOrder ?? ok({ Id: 1, Title: 'Teapot', Amount: 15 }),
  });
  const onClose = jest.fn();
  const services: CellServices = { links: linkServices(server.api, CUSTOMERS, '1', () => undefined) };
  const rendered = await renderInShell(
    <ExpandedRecord
      columns={gridColumnsOf(customers, [])}
      row={{ Id: 1, Name: 'Ann', Orders: linked.slice() }}
      rowNumber={1}
      readOnly={readOnly}
      services={services}
      onCommit={() => true}
      onClose={onClose}
    />,
    { server },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Ann' }, { timeout: 5000 });
  return { ...rendered, dialog, onClose };
}

/** Opens Ann's order Teapot stacked on her record and types a new Amount there, Enter to save. */
async function typeAmountOfTeapot(
  dialog: HTMLElement,
  user: Awaited<ReturnType<typeof openAnn>>['user'],
  amount: string,
) {
  await user.click(await within(dialog).findByRole('button', { name: 'Open Teapot' }));
  await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
  const teapot = screen.getAllByRole('dialog')[1]!;
  await user.click(within(teapot).getByRole('button', { name: 'Amount: 12' }));
  const input = await within(teapot).findByRole('textbox');
  await user.clear(input);
  await user.type(input, `${amount}{Enter}`);
  return teapot;
}

describe('expanded record: link fields', () => {
  it('lists the linked records, links one with the picker and unlinks one', async () => {
    const { dialog, user, server } = await openAnn();
    const list = await within(dialog).findByRole('list', { name: 'Orders' });
    await waitFor(() => expect(list.textContent).toBe('Teapot×Kettle×'));

    await user.click(within(dialog).getByRole('button', { name: 'Link records' }));
    const picker = await within(dialog).findByRole('dialog', { name: 'Orders' }, { timeout: 5000 });
    await user.click(await within(picker).findByRole('option', { name: 'Mug' }));
    await user.click(within(picker).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(within(dialog).getByRole('list', { name: 'Orders' }).textContent).toContain('Mug'));

    await user.click(within(dialog).getByRole('button', { name: 'Unlink Kettle' }));
    await waitFor(() => expect(within(dialog).getByRole('list', { name: 'Orders' }).textContent).toBe('Teapot×Mug×'));
    expect(server.writes().map((w) => `${w.method} ${w.path}`)).toEqual([`POST ${NESTED}/3`, `DELETE ${NESTED}/2`]);
  });

  it('opens a linked record stacked on top, and goes back', async () => {
    const { dialog, user, onClose } = await openAnn();
    await user.click(await within(dialog).findByRole('button', { name: 'Open Teapot' }));
    // the record on top is the last dialog (the test renderer gives every antd title one id, so names repeat)
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    const teapot = screen.getAllByRole('dialog')[1]!;
    expect(teapot.textContent).toContain('Teapot');
    expect(within(teapot).getByRole('button', { name: 'Amount: 12' })).toBeTruthy();
    // its own link, the way back to the customer
    expect(within(teapot).getByRole('list', { name: 'Customer' }).textContent).toBe('Ann×');
    await user.click(within(teapot).getByRole('button', { name: 'Back to Ann' }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    expect(screen.getByRole('dialog').textContent).toContain('Ann');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits a field of the stacked record through its own table and shows the stored value', async () => {
    const { dialog, user, server } = await openAnn();
    const teapot = await typeAmountOfTeapot(dialog, user, '15');
    await waitFor(() => expect(within(teapot).getByRole('button', { name: 'Amount: 15' })).toBeTruthy());
    expect(server.writes().map((w) => [`${w.method} ${w.path}`, w.json])).toEqual([
      [`PATCH ${ORDERS}/1`, { Amount: 15 }],
    ]);
  });

  it('puts the old value back and says why when the server refuses a stacked edit', async () => {
    const { dialog, user, shell } = await openAnn({ saveOrder: () => fail(400, 'Amount is too large') });
    const teapot = await typeAmountOfTeapot(dialog, user, '99');
    await waitFor(() => expect(shell.toast.error).toHaveBeenCalledWith('Amount is too large'));
    expect(within(teapot).getByRole('button', { name: 'Amount: 12' })).toBeTruthy();
  });

  it('keeps a stacked record read-only when the record below is', async () => {
    const { dialog, user, server } = await openAnn({ readOnly: true });
    await user.click(await within(dialog).findByRole('button', { name: 'Open Teapot' }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    const teapot = screen.getAllByRole('dialog')[1]!;
    expect((within(teapot).getByRole('button', { name: 'Amount: 12' }) as HTMLButtonElement).disabled).toBe(true);
    expect(server.writes()).toEqual([]);
  });
});
