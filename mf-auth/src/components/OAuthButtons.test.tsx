import { screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { rendererFor } from '@basalt/ui/testing';
import { ShellProvider } from '../shell-context';
import { OAuthButtons } from './OAuthButtons';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });

describe('OAuthButtons', () => {
  it('offers nothing when the server has no provider configured', async () => {
    await renderInShell(<OAuthButtons />, { appInfo: { githubAuthEnabled: false, googleAuthEnabled: false } });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });

  it('offers nothing while the app info is not known yet', async () => {
    await renderInShell(<OAuthButtons />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers exactly the configured providers, each starting the server redirect', async () => {
    await renderInShell(<OAuthButtons />, { appInfo: { githubAuthEnabled: true, googleAuthEnabled: false } });
    expect(screen.getByRole('link', { name: /Continue with GitHub/ }).getAttribute('href')).toBe('/auth/github');
    expect(screen.queryByRole('link', { name: /Google/ })).toBeNull();
  });

  it('offers both when both are configured', async () => {
    await renderInShell(<OAuthButtons />, { appInfo: { githubAuthEnabled: true, googleAuthEnabled: true } });
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/auth/github', '/auth/google']);
  });
});
