import { screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ColumnMeta } from '@basalt/core';
import { rendererFor } from '@basalt/ui/testing';
import type { ColumnBody } from './column-body';
import type { VirtualColumnBody } from './virtual/virtual-body';
import { FieldEditor, type FieldEditorProps } from './FieldEditor';

const renderInShell = rendererFor({ I18nextProvider });

function renderEditor(props: Partial<FieldEditorProps> = {}) {
  const onSubmit = jest.fn<Promise<boolean | string>, [ColumnBody | VirtualColumnBody]>().mockResolvedValue(true);
  const onCancel = jest.fn();
  const rendered = renderInShell(
    <FieldEditor mode="add" existingTitles={[]} onSubmit={onSubmit} onCancel={onCancel} {...props} />,
  );
  return rendered.then((r) => ({ ...r, onSubmit: (props.onSubmit as jest.Mock) ?? onSubmit, onCancel }));
}

const nameInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
const typePicker = () => screen.getByRole('combobox', { name: 'Type' });

/** Picks a type: opens the picker, types its name to filter the list, clicks it. */
async function chooseType(user: Awaited<ReturnType<typeof renderEditor>>['user'], name: string) {
  await user.click(typePicker());
  await user.keyboard(name);
  const option = [...document.querySelectorAll('.ant-select-item-option')].find((item) => item.textContent === name);
  if (!option) throw new Error(`no type ${name} in the picker`);
  await user.click(option);
}

describe('FieldEditor', () => {
  it('adds a SingleSelect with two coloured options: the exact column body', async () => {
    const { user, onSubmit } = await renderEditor({ existingTitles: ['Title'] });
    await user.type(nameInput(), 'Status');
    await chooseType(user, 'Single select');
    await user.click(await screen.findByRole('button', { name: /Add option/ }));
    await user.click(screen.getByRole('button', { name: /Add option/ }));
    await user.type(screen.getByRole('textbox', { name: 'Option 1' }), 'Todo');
    await user.type(screen.getByRole('textbox', { name: 'Option 2' }), 'Done');
    await user.click(await screen.findByRole('button', { name: 'Colour of Done' }));
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Colour of Done' })).getByRole('radio', { name: '#ffdde3' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add field' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      title: 'Status',
      column_name: 'Status',
      uidt: 'SingleSelect',
      rqd: false,
      cdf: null,
      colOptions: {
        options: [
          { title: 'Todo', color: '#cfe2ff', order: 1 },
          { title: 'Done', color: '#ffdde3', order: 2 },
        ],
      },
    });
  });

  it('refuses a name the table already has, whatever its case, and says why', async () => {
    const { user, onSubmit } = await renderEditor({ existingTitles: ['Title', 'Status'] });
    await user.type(nameInput(), 'status');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    expect(await screen.findByText('A field with this name already exists')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an option without a name', async () => {
    const { user, onSubmit } = await renderEditor();
    await user.type(nameInput(), 'Tags');
    await chooseType(user, 'Multiple select');
    await user.click(await screen.findByRole('button', { name: /Add option/ }));
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    expect(await screen.findByText('Option name is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a Decimal’s precision in its meta', async () => {
    const { user, onSubmit } = await renderEditor();
    await user.type(nameInput(), 'Price');
    await chooseType(user, 'Decimal');
    await user.type(await screen.findByRole('spinbutton', { name: 'Decimal places' }), '3');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ uidt: 'Decimal', meta: { precision: 3 } });
  });

  it('shows only the chosen type’s settings', async () => {
    const { user } = await renderEditor();
    expect(screen.queryByRole('spinbutton', { name: 'Decimal places' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add option/ })).toBeNull();
    await chooseType(user, 'Rating');
    expect(await screen.findByRole('spinbutton', { name: 'Maximum' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add option/ })).toBeNull();
  });

  describe('editing', () => {
    const status: ColumnMeta = {
      id: 'cl_1',
      title: 'Status',
      column_name: 'status',
      uidt: 'SingleSelect',
      rqd: true,
      cdf: null,
      colOptions: { options: [{ id: 'so_1', title: 'Todo', color: '#cfe2ff', order: 1 }] },
    };

    it('is filled from the column, and warns once the type changes', async () => {
      const { user, onSubmit } = await renderEditor({
        mode: 'edit',
        initial: status,
        existingTitles: ['Title', 'Status'],
      });
      expect(nameInput().value).toBe('Status');
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Option 1' }).value).toBe('Todo');
      expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Required' }).checked).toBe(true);
      expect(screen.queryByText(/Changing the type converts every value/)).toBeNull();

      await chooseType(user, 'Long text');
      expect(await screen.findByText(/Changing the type converts every value/)).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]![0]).toEqual({
        title: 'Status',
        column_name: 'status',
        uidt: 'LongText',
        rqd: true,
        cdf: null,
        meta: {},
      });
    });
  });

  it('is busy while the body is sent, and stays as typed when it is refused', async () => {
    let answer: (ok: boolean) => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const { user, onCancel } = await renderEditor({ onSubmit });
    await user.type(nameInput(), 'Notes');
    const submit = screen.getByRole('button', { name: 'Add field' });
    await user.click(submit);
    await waitFor(() => expect(submit.className).toContain('ant-btn-loading'));
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    answer(false);
    await waitFor(() => expect(submit.className).not.toContain('ant-btn-loading'));
    expect(nameInput().value).toBe('Notes');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('submits on Enter and cancels on Escape', async () => {
    const { user, onSubmit, onCancel } = await renderEditor();
    await user.type(nameInput(), 'Notes{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ title: 'Notes', uidt: 'SingleLineText' });
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
