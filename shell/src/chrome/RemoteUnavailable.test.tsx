import type { PropsWithChildren } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { englishI18n, rendererFor } from '@basalt/ui/testing';
import { unavailableLifecycles } from '../remotes/unavailable-lifecycles';
import { RemoteUnavailable } from './RemoteUnavailable';

const renderInShell = rendererFor({ I18nextProvider });

describe('RemoteUnavailable', () => {
  it('says which part could not be loaded, why, and offers to try again', async () => {
    await renderInShell(<RemoteUnavailable name="mf-views" detail="Loading script failed: /mf-views/remoteEntry.js" />);
    const alert = screen.getByRole('alert');
    expect(alert.getAttribute('data-remote')).toBe('mf-views');
    expect(screen.getByText('This part of Basalt could not be loaded')).toBeTruthy();
    expect(screen.getByText(/^mf-views is unavailable right now\./)).toBeTruthy();
    expect(screen.getByText('Loading script failed: /mf-views/remoteEntry.js')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the lifecycles standing in for a remote that could not be loaded', () => {
  it('draw the error in the remote slot on mount and leave nothing behind on unmount', async () => {
    const i18n = await englishI18n();
    const Providers = ({ children }: PropsWithChildren) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    const slot = document.body.appendChild(document.createElement('main'));
    const lifecycles = unavailableLifecycles('mf-views', 'timeout', Providers);
    const props = { name: 'views@main', domElementGetter: () => slot } as never;
    const [mount, unmount] = [lifecycles.mount, lifecycles.unmount] as Array<(props: never) => Promise<unknown>>;
    await act(() => mount!(props));
    // the error page is fetched on demand
    await waitFor(() => expect(slot.textContent).toContain('This part of Basalt could not be loaded'));
    expect(slot.querySelector('[data-remote="mf-views"]')).toBeTruthy();
    await act(() => unmount!(props));
    expect(slot.innerHTML).toBe('');
    slot.remove();
  });
});
