import { screen, waitFor } from '@testing-library/react';
import { customers, renderCustomersEditor } from '../virtual/virtual-fixture';

const formulaBox = () => screen.getByRole<HTMLTextAreaElement>('combobox', { name: 'Formula' });
const total = customers.columns.find((c) => c.id === 'cl_total')!;

async function openFormula() {
  const rendered = await renderCustomersEditor();
  await rendered.user.type(screen.getByRole('textbox', { name: 'Name' }), 'Spend');
  await rendered.user.click(screen.getByRole('combobox', { name: 'Type' }));
  await rendered.user.keyboard('Formula');
  await rendered.user.click(
    [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === 'Formula')!,
  );
  await screen.findByRole('combobox', { name: 'Formula' });
  return rendered;
}

describe('formula editor', () => {
  it('offers fields as {… is typed: arrows move, Enter accepts, Escape closes the list only', async () => {
    const { user, onCancel } = await openFormula().then((r) => ({ ...r, onCancel: jest.fn() }));
    await user.click(formulaBox());
    await user.keyboard('{{');
    const list = screen.getByRole('listbox', { name: 'Suggestions' });
    expect(formulaBox().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'IdField',
      'NameField',
      'QtyField',
      'PriceField',
      'OrdersField',
      'TotalField',
    ]);
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('Pr');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['PriceField']);
    await user.keyboard('{Enter}');
    expect(formulaBox().value).toBe('{Price}');
    await user.keyboard(' * RO');
    expect(list.hidden).toBe(false);
    await user.keyboard('{Escape}');
    expect(list.hidden).toBe(true);
    expect(formulaBox().value).toBe('{Price} * RO');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('explains the function under the cursor with its signature and an example', async () => {
    const { user } = await openFormula();
    await user.click(formulaBox());
    await user.keyboard('ROUND({{Price}, ');
    const help = screen.getByRole('region', { name: 'Help for ROUND' });
    expect(help.textContent).toMatch(/ROUND\(/);
    expect(help.textContent).toMatch(/Example:/);
  });

  it('reports the problem with its position as typed, and sends nothing while there is one', async () => {
    const { user, onSubmit } = await openFormula();
    await user.click(formulaBox());
    await user.keyboard('{{Qtty} + 1');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alert').textContent).toBe(
      "No field is named 'Qtty' (at character 1). Did you mean 'Qty'?",
    );
    expect(formulaBox().getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows an edited formula with titles, sends title and text, and shows the server's refusal", async () => {
    const onSubmit = jest.fn().mockResolvedValue('Invalid Formula: the database refused it');
    const { user } = await renderCustomersEditor({ mode: 'edit', initial: total, onSubmit });
    expect(formulaBox().value).toBe('{Qty} * {Price}');
    await user.click(formulaBox());
    await user.keyboard('{End} + 1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ title: 'Total', formula_raw: '{Qty} * {Price} + 1' });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid Formula: the database refused it');
  });
});
