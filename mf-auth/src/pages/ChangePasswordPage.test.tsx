import { screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { fail, fakeApi, ok, rendererFor } from '@basalt/ui/testing';
import { ShellProvider } from '../shell-context';
import { ChangePasswordPage } from './ChangePasswordPage';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });
const CHANGE = 'POST /api/v1/auth/password/change';

async function fillIn(user: Awaited<ReturnType<typeof renderInShell>>['user'], next: string, repeat = next) {
  await user.type(screen.getByLabelText('Current password'), 'old secret');
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Repeat the new password'), `${repeat}{Enter}`);
}

describe('ChangePasswordPage', () => {
  it('requires every field, 8 characters and a matching repeat before sending', async () => {
    const { user, server } = await renderInShell(<ChangePasswordPage />);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText('Password is required')).toHaveLength(3);
    await fillIn(user, 'short', 'shorter');
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeTruthy();
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('sends the current and the new password, keeps the new token, empties the form and says so', async () => {
    const server = fakeApi({ [CHANGE]: ok({ msg: 'Password updated successfully', token: 'jwt-new' }) });
    const { user, shell } = await renderInShell(<ChangePasswordPage />, { server });
    await fillIn(user, 'new secret 1');
    await waitFor(() =>
      expect(shell.toast.success).toHaveBeenCalledWith(
        'Your password has been changed. Other sessions were signed out.',
      ),
    );
    expect(server.writes()[0]!.json).toEqual({ currentPassword: 'old secret', newPassword: 'new secret 1' });
    expect(shell.session.getState().prefs.token).toBe('jwt-new');
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it("keeps what was typed and shows the server's message on a wrong current password", async () => {
    const server = fakeApi({ [CHANGE]: fail(400, 'Current password is wrong') });
    const { user, shell } = await renderInShell(<ChangePasswordPage />, { server });
    shell.session.setToken('jwt-old');
    await fillIn(user, 'new secret 1');
    await waitFor(() => expect(shell.toast.error).toHaveBeenCalledWith('Current password is wrong'));
    expect(shell.toast.success).not.toHaveBeenCalled();
    expect(shell.session.getState().prefs.token).toBe('jwt-old');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('new secret 1');
  });
});
