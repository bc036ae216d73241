import { screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { fakeApi, fail, ok } from '@basalt/ui/testing';
import { rendererFor } from '@basalt/ui/testing';
import { ShellProvider } from '../shell-context';
import ShareBaseDialog from './ShareBaseDialog';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });
const SHARED = '/api/v1/db/meta/projects/p_1/shared';
const LINK = { uuid: 'u-1', url: 'http://app.test/nc/base/u-1', roles: 'viewer', has_password: false };
const NONE = { uuid: null, url: null, roles: null, has_password: false };

const dialog = (server: ReturnType<typeof fakeApi>) =>
  renderInShell(<ShareBaseDialog open projectId="p_1" onClose={jest.fn()} />, { server });

describe('ShareBaseDialog', () => {
  it('offers to create the link of an unshared base, then shows it with the viewer role', async () => {
    const server = fakeApi({ [`GET ${SHARED}`]: ok(NONE), [`POST ${SHARED}`]: ok(LINK) });
    const { user } = await dialog(server);
    await user.click(await screen.findByRole('button', { name: 'Create link' }));
    expect(await screen.findByDisplayValue('http://app.test/nc/base/u-1')).toBeTruthy();
    expect(server.writes()[0]!.json).toEqual({ roles: 'viewer' });
    expect(screen.getByRole('radio', { name: 'View records' })).toHaveProperty('checked', true);
  });

  it('lets visitors edit, protects the link with a password, and says what the server refused', async () => {
    const server = fakeApi({
      [`GET ${SHARED}`]: ok(LINK),
      [`PATCH ${SHARED}`]: ({ json }) =>
        (json as { password?: string }).password === 'x'.repeat(80)
          ? fail(400, 'password must be at most 72 bytes long')
          : ok({ ...LINK, roles: 'editor', has_password: 'password' in (json as object) }),
    });
    const { user, shell } = await dialog(server);
    // antd draws the radio input under its label: a person clicks the label
    await user.click(await screen.findByText('Edit records'));
    await waitFor(() => expect(server.writes()[0]!.json).toEqual({ roles: 'editor' }));
    await user.click(screen.getByRole('switch', { name: 'Protect with a password' }));
    await user.type(screen.getByLabelText('Password'), 'x'.repeat(80));
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(shell.toast.error).toHaveBeenCalledWith('password must be at most 72 bytes long'));
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'open sesame');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(shell.toast.success).toHaveBeenCalledWith('Password saved'));
    expect(server.writes()[2]!.json).toEqual({ password: 'open sesame' });
    expect(screen.getByText(/Visitors must enter the password/)).toBeTruthy();
  });

  it('disables the link after confirming', async () => {
    const server = fakeApi({ [`GET ${SHARED}`]: ok(LINK), [`DELETE ${SHARED}`]: ok(true) });
    const { user } = await dialog(server);
    await user.click(await screen.findByRole('button', { name: 'Disable link' }));
    // antd names every dialog by the same id in tests: the confirmation is found by its words
    const confirm = (await screen.findByText('Disable this link?', {}, { timeout: 5000 })).closest('[role="dialog"]');
    await user.click(within(confirm as HTMLElement).getByRole('button', { name: 'Disable link' }));
    expect(await screen.findByRole('button', { name: 'Create link' })).toBeTruthy();
    expect(server.writes().map((w) => w.method)).toEqual(['DELETE']);
  });
});
