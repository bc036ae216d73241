import { screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ColumnMeta, TableMeta } from '@basalt/core';
import { fakeApi, ok, rendererFor } from '@basalt/ui/testing';
import { FieldEditor, type FieldEditorProps } from '../FieldEditor';
import { META } from '../../grid/testing/grid-fixture';
import { tableSourceOf } from './table-source';

export { META };

/** Tests only: Customers (with a link to Orders) and Orders, served by a fake API, and the editor over them. */
function column(id: string, title: string, uidt: string, extra: Partial<ColumnMeta> = {}): ColumnMeta {
  return { ...extra, id, uidt, title, column_name: title.toLowerCase() };
}

export const customers: TableMeta = {
  id: 'md_customers',
  title: 'Customers',
  table_name: 'customers',
  project_id: 'p_1',
  columns: [
    column('cl_id', 'Id', 'ID', { pk: true }),
    column('cl_name', 'Name', 'SingleLineText', { pv: true }),
    column('cl_qty', 'Qty', 'Number'),
    column('cl_price', 'Price', 'Decimal'),
    column('cl_orders', 'Orders', 'LinkToAnotherRecord', {
      colOptions: { type: 'hm', fk_related_model_id: 'md_orders' },
    }),
    column('cl_total', 'Total', 'Formula', {
      colOptions: { formula: '{{cl_qty}} * {{cl_price}}', formula_raw: '{Qty} * {Price}', error: null },
    }),
  ],
};

export const orders: TableMeta = {
  id: 'md_orders',
  title: 'Orders',
  table_name: 'orders',
  project_id: 'p_1',
  columns: [
    column('cl_oid', 'Id', 'ID', { pk: true }),
    column('cl_title', 'Title', 'SingleLineText', { pv: true }),
    column('cl_amount', 'Amount', 'Decimal'),
    column('cl_placed', 'Placed', 'Date'),
    column('cl_fk', 'customers_id', 'ForeignKey', { system: true }),
  ],
};

const renderInShell = rendererFor({ I18nextProvider });

/** The editor over Customers, its reads answered by a fake API; `onSubmit` records the body. */
export async function renderCustomersEditor(props: Partial<FieldEditorProps> = {}) {
  const server = fakeApi({
    [`GET ${META}/projects/p_1/tables`]: ok({
      list: [customers, orders, { id: 'md_mm', title: 'junction', table_name: 'nc_m2m', mm: true }],
    }),
    [`GET ${META}/tables/md_orders`]: ok(orders),
  });
  const onSubmit = jest.fn<ReturnType<FieldEditorProps['onSubmit']>, Parameters<FieldEditorProps['onSubmit']>>();
  onSubmit.mockResolvedValue(true);
  const rendered = await renderInShell(
    <FieldEditor
      mode="add"
      existingTitles={customers.columns.map((c) => c.title)}
      onSubmit={onSubmit}
      onCancel={jest.fn()}
      source={tableSourceOf(server.api, customers)}
      {...props}
    />,
  );
  return { ...rendered, server, onSubmit };
}

type User = Awaited<ReturnType<typeof renderCustomersEditor>>['user'];

/** Opens a Select by its label and clicks the option with this text. */
export async function choose(user: User, label: string, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  const item = await screen.findByText(
    (_content, element) =>
      !!element?.classList.contains('ant-select-item-option-content') && element.textContent === option,
  );
  await user.click(item);
}

/** Clicks "Add field" and answers the body sent (the `n`th, from 1). */
export async function submitted(user: User, onSubmit: jest.Mock, n = 1): Promise<unknown> {
  await user.click(screen.getByRole('button', { name: 'Add field' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(n));
  return onSubmit.mock.calls[n - 1]![0];
}
