import { screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { fail, fakeApi, ok, rendererFor } from '@basalt/ui/testing';
import { ShellProvider } from '../shell-context';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });

describe('ForgotPasswordPage', () => {
  it('asks for a valid e-mail before sending', async () => {
    const { user, server } = await renderInShell(<ForgotPasswordPage />);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'not-an-address{Enter}');
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('sends the trimmed e-mail and then says a link is on its way, whatever the account', async () => {
    const server = fakeApi({ 'POST /api/v1/auth/password/forgot': ok({ msg: 'sent' }) });
    const { user } = await renderInShell(<ForgotPasswordPage />, { server });
    await user.type(screen.getByLabelText('Email'), ' ada@example.com {Enter}');
    expect(await screen.findByText('If an account exists for that address, a reset link is on its way.')).toBeTruthy();
    expect(server.writes()).toEqual([
      { method: 'POST', path: '/api/v1/auth/password/forgot', query: {}, json: { email: 'ada@example.com' } },
    ]);
    expect(screen.queryByRole('button', { name: 'Send reset link' })).toBeNull();
  });

  it("keeps the form and shows the server's message when sending fails", async () => {
    const server = fakeApi({ 'POST /api/v1/auth/password/forgot': fail(500, 'Mailer is not configured') });
    const { user, shell } = await renderInShell(<ForgotPasswordPage />, { server });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com{Enter}');
    await waitFor(() => expect(shell.toast.error).toHaveBeenCalledWith('Mailer is not configured'));
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeTruthy();
    expect(screen.queryByText(/a reset link is on its way/)).toBeNull();
  });

  it('links back to sign-in', async () => {
    await renderInShell(<ForgotPasswordPage />);
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/signin');
  });
});
