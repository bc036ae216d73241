import { screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { fail, ok, rendererFor, fakeApi } from '@basalt/ui/testing';
import { ShellProvider } from '../shell-context';
import { SignUpPage } from './SignUpPage';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });
const signUp = (server = fakeApi(), at = '/signup') =>
  renderInShell(<SignUpPage />, { server, at, path: '/signup/:token?' });

describe('SignUpPage', () => {
  it('explains what is wrong with the e-mail and the password before sending anything', async () => {
    const { user, server } = await signUp();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();

    await user.type(screen.getByLabelText('Email'), 'ada@example');
    await user.type(screen.getByLabelText('Password'), 'short');
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(server.calls).toEqual([]);
  });

  it('sends the trimmed e-mail and the password, keeps the token and goes home', async () => {
    const server = fakeApi({ 'POST /api/v1/auth/user/signup': ok({ token: 'jwt-1' }) });
    const { user, shell } = await signUp(server);
    await user.type(screen.getByLabelText('Email'), '  ada@example.com ');
    await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/'));
    expect(server.writes()).toEqual([
      expect.objectContaining({ json: { email: 'ada@example.com', password: 'correct horse' } }),
    ]);
    expect(shell.session.getState().prefs.token).toBe('jwt-1');
  });

  it('passes the invitation token of /signup/:token along', async () => {
    const server = fakeApi({ 'POST /api/v1/auth/user/signup': ok({ token: 'jwt-2' }) });
    const { user, shell } = await signUp(server, '/signup/invite-42');
    await user.type(screen.getByLabelText('Email'), 'bob@example.com');
    await user.type(screen.getByLabelText('Password'), 'password123{Enter}');
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/'));
    expect(server.writes()[0]!.json).toEqual({ email: 'bob@example.com', password: 'password123', token: 'invite-42' });
  });

  it("shows the server's refusal as an error toast and stays on the page", async () => {
    const server = fakeApi({ 'POST /api/v1/auth/user/signup': fail(400, 'Email already registered') });
    const { user, shell } = await signUp(server);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'password123{Enter}');
    await waitFor(() => expect(shell.toast.error).toHaveBeenCalledWith('Email already registered'));
    expect(shell.navigate).not.toHaveBeenCalled();
    expect(shell.session.getState().prefs.token).toBeNull();
  });

  it('tells the first user they become the super admin', async () => {
    await renderInShell(<SignUpPage />, { appInfo: { firstUser: true } });
    expect(screen.getByText('You are the first user: this account becomes the super admin.')).toBeTruthy();
  });
});
