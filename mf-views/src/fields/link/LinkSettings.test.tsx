import { screen } from '@testing-library/react';
import { choose, renderCustomersEditor, submitted } from '../virtual/virtual-fixture';

const typeName = 'Link to another record';

describe('link settings', () => {
  it("lists the project's tables (no junction tables) and sends a has-many link from this table", async () => {
    const { user, onSubmit } = await renderCustomersEditor();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Invoices');
    await choose(user, 'Type', typeName);
    await user.click(await screen.findByRole('combobox', { name: 'Linked table' }));
    expect(await screen.findByTitle('Orders')).toBeTruthy();
    expect(screen.queryByTitle('junction')).toBeNull();
    await user.click(screen.getByTitle('Orders'));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Has many' }).checked).toBe(true);
    expect(await submitted(user, onSubmit)).toEqual({
      uidt: 'LinkToAnotherRecord',
      title: 'Invoices',
      parentId: 'md_customers',
      childId: 'md_orders',
      type: 'hm',
    });
  });

  it('makes the other table the parent when this one belongs to it, and this one for many to many', async () => {
    const { user, onSubmit } = await renderCustomersEditor();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Owner');
    await choose(user, 'Type', typeName);
    await choose(user, 'Linked table', 'Orders');
    await user.click(screen.getByRole('radio', { name: 'Belongs to one' }));
    expect(await submitted(user, onSubmit)).toMatchObject({
      parentId: 'md_orders',
      childId: 'md_customers',
      type: 'bt',
    });

    await user.click(screen.getByRole('radio', { name: 'Many to many' }));
    expect(await submitted(user, onSubmit, 2)).toMatchObject({
      parentId: 'md_customers',
      childId: 'md_orders',
      type: 'mm',
    });
  });

  it('names the field on the other side when asked, and leaves it to the server otherwise', async () => {
    const { user, onSubmit } = await renderCustomersEditor();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Invoices');
    await choose(user, 'Type', typeName);
    await choose(user, 'Linked table', 'Orders');
    await user.type(screen.getByRole('textbox', { name: 'Its name in the linked table' }), '  Billed to ');
    expect(await submitted(user, onSubmit)).toMatchObject({ type: 'hm', reverseTitle: 'Billed to' });
  });

  it('refuses to send a link without its table', async () => {
    const { user, onSubmit } = await renderCustomersEditor();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Invoices');
    await choose(user, 'Type', typeName);
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    expect(await screen.findByText('Choose the table to link to')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
