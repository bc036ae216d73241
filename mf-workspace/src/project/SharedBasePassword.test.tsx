import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { INVALID_SHARED_BASE_PASSWORD, readSharedBasePassword } from '@basalt/core';
import { fail, fakeApi, ok, rendererFor } from '@basalt/ui/testing';
import { ShellProvider } from '../shell-context';
import { parseProjectRoute } from './project-route';
import { SharedBasePassword } from './SharedBasePassword';
import { useProject } from './use-project';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });
const META = '/api/v1/db/meta';

/** The project page's wiring of the password step (ProjectFrame), without its sidebar and tabs. */
function ProtectedBaseAt({ path }: { path: string }) {
  const { status, password } = useProject(parseProjectRoute(path));
  return (
    <>
      <p data-testid="status">{status}</p>
      {password && <SharedBasePassword wrong={password.wrong} onSubmit={password.submit} onChange={password.edit} />}
    </>
  );
}

/** The backend of a base protected by "right": like the shell's client, the password comes from sessionStorage. */
function protectedBase() {
  const allowed = () => readSharedBasePassword(window.sessionStorage, 'sb_9') === 'right';
  const guarded = (body: unknown) => () => (allowed() ? ok(body) : fail(403, INVALID_SHARED_BASE_PASSWORD));
  return fakeApi({
    'GET /api/v1/db/public/shared-base/sb_9/meta': guarded({ project_id: 'p_1' }),
    [`GET ${META}/projects/p_1`]: guarded({ id: 'p_1', title: 'Sales' }),
    'GET /api/v1/auth/user/me': guarded({ id: 'u_1', roles: { viewer: true } }),
    [`GET ${META}/projects/p_1/tables`]: guarded({
      list: [],
      pageInfo: { totalRows: 0, page: 1, pageSize: 25, isFirstPage: true, isLastPage: true },
    }),
  });
}

describe('opening a password-protected shared base', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('asks for the password, says a wrong one is wrong until the visitor types, and loads with the right one', async () => {
    const user = userEvent.setup();
    const server = protectedBase();
    const { shell } = await renderInShell(
      <JotaiProvider store={createStore()}>
        <ProtectedBaseAt path="/nc/base/sb_9" />
      </JotaiProvider>,
      { server },
    );
    await screen.findByRole('dialog', { name: 'This base is protected' });
    expect(screen.queryByRole('alert')).toBeNull();

    const field = screen.getByLabelText('Password');
    await user.type(field, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please check your credentials.');
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await user.clear(field);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(field, 'right');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.sessionStorage.getItem('basalt:shared-base-password:sb_9')).toBe('right');
    expect(window.localStorage.length).toBe(0);
    expect(shell.navigate).not.toHaveBeenCalled();
    expect(shell.toast.error).not.toHaveBeenCalled();
  });

  it('opens without asking when this tab already knows the password', async () => {
    window.sessionStorage.setItem('basalt:shared-base-password:sb_9', 'right');
    await renderInShell(
      <JotaiProvider store={createStore()}>
        <ProtectedBaseAt path="/nc/base/sb_9" />
      </JotaiProvider>,
      { server: protectedBase() },
    );
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('ready'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
