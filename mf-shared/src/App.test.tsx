import { screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { mountRemote } from '@basalt/ui/testing';
import { App } from './App';

describe('mf-shared App', () => {
  it("renders the shared-view page at any address inside the shell's Providers", async () => {
    const { providersMounted } = await mountRemote(App, I18nextProvider, { at: '/nc/nothing/xyz' });
    expect(screen.getByText('This link does not lead anywhere')).toBeTruthy();
    expect(providersMounted).toHaveBeenCalled();
  });
});
