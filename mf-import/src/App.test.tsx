import { screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { fakeApi, mountRemote, ok } from '@basalt/ui/testing';
import { App } from './App';

jest.mock('./engine', () => ({
  ImportSourceError: class extends Error {},
  readPreview: jest.fn(),
  runImport: jest.fn(),
  countUnconvertible: jest.fn(),
}));

describe('mf-import App', () => {
  it("mounts inside the shell's Providers and draws nothing away from the import wizard's route", async () => {
    const { container, providersMounted, server, shell } = await mountRemote(App, I18nextProvider);
    expect(providersMounted).toHaveBeenCalled();
    expect(container.textContent).toBe('');
    expect(server.calls).toEqual([]);
    expect(shell.toast.error).not.toHaveBeenCalled();
  });

  it('opens the wizard for the kind its address names, and closes back to the project', async () => {
    const server = fakeApi({ 'GET /api/v1/db/meta/projects/p_1/tables': ok({ list: [] }) });
    const { shell, user } = await mountRemote(App, I18nextProvider, { at: '/nc/p_1/import/excel', server });
    expect(await screen.findByRole('heading', { name: 'Import data: Excel' })).toBeTruthy();
    expect(document.querySelector<HTMLInputElement>('input[type="file"]')!.accept).toBe('.xls,.xlsx,.xlsm,.ods,.ots');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(shell.navigate).toHaveBeenCalledWith('/nc/p_1');
  });

  it('draws nothing for a kind it does not import', async () => {
    const { container } = await mountRemote(App, I18nextProvider, { at: '/nc/p_1/import/xml' });
    expect(container.textContent).toBe('');
  });
});
