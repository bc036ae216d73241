import { screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { rendererFor } from '@basalt/ui/testing';
import { ShellProvider } from '../shell-context';
import { RenameDialog } from './RenameDialog';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });

function dialog(onSave = jest.fn(async (_value: string) => true)) {
  const onClose = jest.fn();
  const validate = (value: string) => (value.includes('!') ? 'No exclamation marks' : undefined);
  const ui = (
    <RenameDialog
      open
      title="Rename thing"
      label="Thing name"
      initial="Old name"
      validate={validate}
      onClose={onClose}
      onSave={onSave}
    />
  );
  return { ui, onSave, onClose };
}

describe('RenameDialog', () => {
  it('starts from the current name', async () => {
    await renderInShell(dialog().ui);
    expect(screen.getByRole('dialog', { name: 'Rename thing' })).toBeTruthy();
    expect((screen.getByLabelText('Thing name') as HTMLInputElement).value).toBe('Old name');
  });

  it("shows the caller's validation message as you type and does not save an invalid name", async () => {
    const { ui, onSave } = dialog();
    const { user } = await renderInShell(ui);
    await user.type(screen.getByLabelText('Thing name'), '!');
    expect(await screen.findByText('No exclamation marks')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('No exclamation marks');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the new name and closes when the save worked', async () => {
    const { ui, onSave, onClose } = dialog();
    const { user } = await renderInShell(ui);
    await user.clear(screen.getByLabelText('Thing name'));
    await user.type(screen.getByLabelText('Thing name'), 'New name{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith('New name');
  });

  it('keeps the dialog and the typed name when the save failed', async () => {
    const { ui, onSave, onClose } = dialog(jest.fn(async (_value: string) => false));
    const { user } = await renderInShell(ui);
    await user.type(screen.getByLabelText('Thing name'), ' 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('Old name 2'));
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText('Thing name') as HTMLInputElement).value).toBe('Old name 2');
  });
});
