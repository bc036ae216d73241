import { screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { fail, fakeApi, ok, rendererFor } from '@basalt/ui/testing';
import { ShellProvider } from '../shell-context';
import { SignInPage } from './SignInPage';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });
const signIn = (server = fakeApi(), at = '/signin') => renderInShell(<SignInPage />, { server, at, path: '/signin' });

async function submit(user: Awaited<ReturnType<typeof signIn>>['user']) {
  await user.type(screen.getByLabelText('Email'), ' ada@example.com ');
  await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
}

describe('SignInPage', () => {
  it('sends the trimmed e-mail and the password, keeps the token and goes home', async () => {
    const server = fakeApi({ 'POST /api/v1/auth/user/signin': ok({ token: 'jwt-1' }) });
    const { user, shell } = await signIn(server);
    await submit(user);
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/'));
    expect(server.writes()).toEqual([
      expect.objectContaining({ json: { email: 'ada@example.com', password: 'correct horse' } }),
    ]);
    expect(shell.session.getState().prefs.token).toBe('jwt-1');
  });

  it('returns to the page the user was sent here from', async () => {
    const server = fakeApi({ 'POST /api/v1/auth/user/signin': ok({ token: 'jwt-2' }) });
    const { user, shell } = await signIn(server, '/signin?returnTo=%2Fnc%2Fp_1%2Ftable%2FOrders');
    await submit(user);
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/nc/p_1/table/Orders'));
  });

  it('never follows a return address to another site', async () => {
    const server = fakeApi({ 'POST /api/v1/auth/user/signin': ok({ token: 'jwt-3' }) });
    const { user, shell } = await signIn(server, '/signin?returnTo=%2F%2Fevil.example%2F');
    await submit(user);
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/'));
  });

  it("stays on the page with the server's message when the credentials are wrong", async () => {
    const server = fakeApi({ 'POST /api/v1/auth/user/signin': fail(400, 'Invalid credentials') });
    const { user, shell } = await signIn(server);
    await submit(user);
    await waitFor(() => expect(shell.toast.error).toHaveBeenCalledWith('Invalid credentials'));
    expect(shell.navigate).not.toHaveBeenCalled();
    expect(shell.session.getState().prefs.token ?? null).toBeNull();
  });

  it('offers the way to a forgotten password right under the password field', async () => {
    await signIn();
    const forgot = screen.getByRole('link', { name: 'Forgot password?' });
    expect(forgot.getAttribute('href')).toBe('/forgot-password');
    // the link is the password field's description, so it is read with the field
    const described = screen.getByLabelText('Password').getAttribute('aria-describedby') ?? '';
    expect(described.split(' ').some((id) => document.getElementById(id)?.contains(forgot))).toBe(true);
  });
});
