import { act, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createSessionStore } from '@basalt/core';
import { rendererFor } from '@basalt/ui/testing';
import { Header } from './Header';

const renderInShell = rendererFor({ I18nextProvider });

/** A session token as the server issues it (the shell reads, never verifies, its payload). */
function tokenFor(user: { email: string; firstname?: string }): string {
  const payload = Buffer.from(JSON.stringify({ id: 'u_1', roles: 'user', exp: 4_102_444_800, ...user }));
  return `header.${payload.toString('base64url')}.signature`;
}

function header(signedIn: boolean) {
  const session = createSessionStore();
  if (signedIn) session.setToken(tokenFor({ email: 'ada@example.com' }));
  const props = { session, navigate: jest.fn(), onSignOut: jest.fn(), onLanguageChange: jest.fn() };
  return { props, ui: <Header {...props} /> };
}

describe('Header', () => {
  it('goes home and to the projects inside the app, without reloading the page', async () => {
    const { ui, props } = header(true);
    const { user } = await renderInShell(ui);
    await user.click(screen.getByRole('link', { name: /Basalt/ }));
    await user.click(screen.getByRole('link', { name: 'Projects' }));
    expect(props.navigate.mock.calls).toEqual([['/'], ['/projects']]);
  });

  it('shows the account menu and the projects link only to a signed-in user', async () => {
    await renderInShell(header(false).ui);
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Projects' })).toBeNull();
  });

  it('shows the account menu once signed in, and hides it on sign-out', async () => {
    const { ui, props } = header(true);
    await renderInShell(ui);
    // fetched on demand, once someone is signed in
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeTruthy();
    act(() => props.session.signOut());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull());
  });

  it('offers the language choice', async () => {
    await renderInShell(header(true).ui);
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy();
  });
});
