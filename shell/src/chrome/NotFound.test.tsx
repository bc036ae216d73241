import { screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { rendererFor } from '@basalt/ui/testing';
import { NotFound } from './NotFound';

const renderInShell = rendererFor({ I18nextProvider });

describe('NotFound', () => {
  it('names the unknown address with the message of the spec and leads home', async () => {
    const navigate = jest.fn();
    const { user } = await renderInShell(<NotFound path="/nope/deeper" navigate={navigate} />);
    expect(screen.getByText('Page not found: /nope/deeper')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('says the page is gone in general words on /error/404', async () => {
    await renderInShell(<NotFound path={undefined} navigate={jest.fn()} />);
    expect(screen.getByText('Page not found')).toBeTruthy();
    expect(screen.getByText('The page you are looking for does not exist or has moved.')).toBeTruthy();
  });
});
