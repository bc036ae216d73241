import { screen, waitFor } from '@testing-library/react';
import { META, choose, renderCustomersEditor, submitted } from '../virtual/virtual-fixture';

const optionTexts = () => [...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);

describe('lookup, rollup and count settings', () => {
  it("looks up a field of the linked table, read from the link's table", async () => {
    const { user, onSubmit, server } = await renderCustomersEditor();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Order titles');
    await choose(user, 'Type', 'Lookup');
    await choose(user, 'Link field', 'Orders');
    await choose(user, 'Field to look up', 'Title');
    expect(server.calls.map((c) => c.path)).toContain(`${META}/tables/md_orders`);
    expect(await submitted(user, onSubmit)).toEqual({
      uidt: 'Lookup',
      title: 'Order titles',
      fk_relation_column_id: 'cl_orders',
      fk_lookup_column_id: 'cl_title',
    });
  });

  it('offers only the functions the rolled-up field allows: no sum of dates', async () => {
    const { user } = await renderCustomersEditor();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Spent');
    await choose(user, 'Type', 'Rollup');
    await choose(user, 'Link field', 'Orders');
    await choose(user, 'Field to roll up', 'Placed');
    await user.click(screen.getByRole('combobox', { name: 'Function' }));
    await waitFor(() => expect(optionTexts()).toContain('Minimum'));
    expect(optionTexts()).not.toContain('Sum');
  });

  it('sends a rollup with its function', async () => {
    const { user, onSubmit } = await renderCustomersEditor();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Spent');
    await choose(user, 'Type', 'Rollup');
    await choose(user, 'Link field', 'Orders');
    await choose(user, 'Field to roll up', 'Amount');
    await choose(user, 'Function', 'Sum');
    expect(await submitted(user, onSubmit)).toEqual({
      uidt: 'Rollup',
      title: 'Spent',
      fk_relation_column_id: 'cl_orders',
      fk_rollup_column_id: 'cl_amount',
      rollup_function: 'sum',
    });
  });

  it('counts through a link field, and needs one', async () => {
    const { user, onSubmit } = await renderCustomersEditor();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Order count');
    await choose(user, 'Type', 'Count');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    expect(await screen.findByText('Choose a link field', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await choose(user, 'Link field', 'Orders');
    expect(await submitted(user, onSubmit)).toEqual({
      uidt: 'Count',
      title: 'Order count',
      fk_relation_column_id: 'cl_orders',
    });
  });
});
