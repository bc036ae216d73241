import { screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { TokenUser } from '@basalt/core';
import { rendererFor } from '@basalt/ui/testing';
import { UserMenu } from './UserMenu';

const renderInShell = rendererFor({ I18nextProvider });

const ada: TokenUser = { id: 'u_1', email: 'ada@example.com', roles: 'user', exp: 4_102_444_800 };

function menu(user: TokenUser = ada) {
  const props = { user, navigate: jest.fn(), onSignOut: jest.fn() };
  return { props, ui: <UserMenu {...props} /> };
}

describe('UserMenu', () => {
  it("shows the first letter of the user's first name, else of the e-mail", async () => {
    const { unmount } = await renderInShell(menu({ ...ada, firstname: 'grace' }).ui);
    expect(screen.getByRole('button', { name: 'Account menu' }).textContent).toBe('G');
    unmount();
    await renderInShell(menu().ui);
    expect(screen.getByRole('button', { name: 'Account menu' }).textContent).toBe('A');
  });

  it('names the signed-in account and leads to its settings', async () => {
    const { ui, props } = menu();
    const { user } = await renderInShell(ui);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: /Account settings/ }));
    expect(props.navigate).toHaveBeenCalledWith('/user/password');
    expect(props.onSignOut).not.toHaveBeenCalled();
  });

  it('signs out', async () => {
    const { ui, props } = menu();
    const { user } = await renderInShell(ui);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: /Sign out/ }));
    expect(props.onSignOut).toHaveBeenCalledTimes(1);
    expect(props.navigate).not.toHaveBeenCalled();
  });
});
