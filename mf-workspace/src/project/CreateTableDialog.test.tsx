import { screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { rendererFor } from '@basalt/ui/testing';
import { ShellProvider } from '../shell-context';
import { CreateTableDialog } from './CreateTableDialog';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });

function dialog({
  strict = false,
  existing = ['Customers'],
  onCreate = jest.fn(async () => true),
  onClose = jest.fn(),
}) {
  return {
    onCreate,
    onClose,
    ui: <CreateTableDialog open strict={strict} existing={existing} onClose={onClose} onCreate={onCreate} />,
  };
}

async function typeName(strict: boolean, name: string) {
  const { ui, onCreate } = dialog({ strict });
  const { user } = await renderInShell(ui);
  await user.type(screen.getByLabelText('Table name'), name);
  return { user, onCreate };
}

describe('CreateTableDialog', () => {
  it('requires a name', async () => {
    const { ui, onCreate } = dialog({});
    const { user } = await renderInShell(ui);
    await user.click(screen.getByRole('button', { name: 'Create table' }));
    expect(await screen.findByText('Table name required')).toBeTruthy();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('on the default base refuses . / and \\, listing each offending character once', async () => {
    await typeName(false, 'a.b/c.d\\e');
    expect(await screen.findByText('Following characters are not allowed: . / \\')).toBeTruthy();
  });

  it('on the default base accepts spaces, dashes and accents', async () => {
    const { user, onCreate } = await typeName(false, 'Café orders - 2024');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith('Café orders - 2024'));
  });

  it('on an external database wants a letter or _ first, then letters, digits and _ only', async () => {
    const { user } = await typeName(true, '1st');
    expect(await screen.findByText('Name must start with an alphabet or _')).toBeTruthy();
    await user.clear(screen.getByLabelText('Table name'));
    await user.type(screen.getByLabelText('Table name'), 'my-table$x-');
    expect(await screen.findByText('Following characters are not allowed: - $')).toBeTruthy();
  });

  it('refuses the name of an existing table, whatever its case', async () => {
    await typeName(false, ' customers ');
    expect(await screen.findByText('A table with this name already exists')).toBeTruthy();
  });

  it('creates the trimmed name and closes on success', async () => {
    const { ui, onCreate, onClose } = dialog({});
    const { user } = await renderInShell(ui);
    await user.type(screen.getByLabelText('Table name'), '  Orders  ');
    await user.click(screen.getByRole('button', { name: 'Create table' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onCreate).toHaveBeenCalledWith('Orders');
  });

  it('stays open with the name kept when the creation fails', async () => {
    const { ui, onCreate, onClose } = dialog({ onCreate: jest.fn(async () => false) });
    const { user } = await renderInShell(ui);
    await user.type(screen.getByLabelText('Table name'), 'Orders{Enter}');
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith('Orders'));
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Table name') as HTMLInputElement).value).toBe('Orders');
  });

  it('closes without creating on Cancel', async () => {
    const { ui, onCreate, onClose } = dialog({});
    const { user } = await renderInShell(ui);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onCreate).not.toHaveBeenCalled();
  });
});
