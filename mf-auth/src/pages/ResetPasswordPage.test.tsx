import { screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { fail, fakeApi, ok, rendererFor } from '@basalt/ui/testing';
import { ShellProvider } from '../shell-context';
import { ResetPasswordPage } from './ResetPasswordPage';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });
const VALIDATE = 'POST /api/v1/auth/token/validate/tok-1';
const RESET = 'POST /api/v1/auth/password/reset/tok-1';

const openReset = (server: ReturnType<typeof fakeApi>) =>
  renderInShell(<ResetPasswordPage />, { server, at: '/reset-password/tok-1', path: '/reset-password/:token' });

describe('ResetPasswordPage', () => {
  it('checks the link first and offers a new one when it is invalid or expired', async () => {
    const server = fakeApi({ [VALIDATE]: fail(400, 'Invalid reset url') });
    await openReset(server);
    expect(await screen.findByText('This reset link is invalid or has expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual([VALIDATE]);
  });

  it('wants 8 characters and the same password twice', async () => {
    const server = fakeApi({ [VALIDATE]: ok(true) });
    const { user } = await openReset(server);
    await user.type(await screen.findByLabelText('New password'), 'short');
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeTruthy();
    await user.type(screen.getByLabelText('Repeat the new password'), 'different');
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(server.writes().map((c) => c.path)).toEqual(['/api/v1/auth/token/validate/tok-1']);
  });

  it('saves the new password for the token, says so and goes to sign-in', async () => {
    const server = fakeApi({ [VALIDATE]: ok(true), [RESET]: ok({ msg: 'Password reset successfully' }) });
    const { user, shell } = await openReset(server);
    await user.type(await screen.findByLabelText('New password'), 'new secret 1');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new secret 1{Enter}');
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/signin'));
    expect(shell.toast.success).toHaveBeenCalledWith('Your password has been reset. Sign in with the new one.');
    expect(server.writes()[1]).toEqual({
      method: 'POST',
      path: '/api/v1/auth/password/reset/tok-1',
      query: {},
      json: { password: 'new secret 1' },
    });
  });

  it("stays on the form with the server's message when the reset is refused", async () => {
    const server = fakeApi({ [VALIDATE]: ok(true), [RESET]: fail(400, 'Invalid reset url') });
    const { user, shell } = await openReset(server);
    await user.type(await screen.findByLabelText('New password'), 'new secret 1');
    await user.type(screen.getByLabelText('Repeat the new password'), 'new secret 1{Enter}');
    await waitFor(() => expect(shell.toast.error).toHaveBeenCalledWith('Invalid reset url'));
    expect(shell.navigate).not.toHaveBeenCalled();
    expect(screen.getByLabelText('New password')).toBeTruthy();
  });
});
