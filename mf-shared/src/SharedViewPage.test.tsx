import { screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { rendererFor } from '@basalt/ui/testing';
import { ShellProvider } from './shell-context';
import { SharedViewPage } from './SharedViewPage';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });

describe('SharedViewPage', () => {
  it('shows the slim Basalt header and, as no shared view is served yet, says the link leads nowhere', async () => {
    const { server } = await renderInShell(<SharedViewPage />, { at: '/nc/view/abc' });
    expect(screen.getByRole('banner').textContent).toContain('Basalt');
    expect(screen.getByText('This link does not lead anywhere')).toBeTruthy();
    expect(screen.getByText('The shared view or form may have been removed, or its link changed.')).toBeTruthy();
    expect(server.calls).toEqual([]);
  });
});
