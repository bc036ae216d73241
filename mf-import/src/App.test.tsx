import { I18nextProvider } from 'react-i18next';
import { mountRemote } from '@basalt/ui/testing';
import { App } from './App';

describe('mf-import App', () => {
  it("mounts inside the shell's Providers and draws nothing until the import wizard is opened", async () => {
    const { container, providersMounted, server, shell } = await mountRemote(App, I18nextProvider);
    expect(providersMounted).toHaveBeenCalled();
    expect(container.textContent).toBe('');
    expect(server.calls).toEqual([]);
    expect(shell.toast.error).not.toHaveBeenCalled();
  });
});
