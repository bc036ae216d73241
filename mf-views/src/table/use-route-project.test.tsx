import { act, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { saveSharedBasePassword } from '@basalt/core';
import { fail, fakeApi, ok, rendererFor } from '@basalt/ui/testing';
import { ShellProvider } from '../shell-context';
import { useRouteProject } from './use-route-project';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });

function Probe({ baseId }: { baseId: string }) {
  const projectId = useRouteProject({ sharedBaseId: baseId, tableTitle: 'Tasks' });
  return <p data-testid="project">{String(projectId)}</p>;
}

describe('useRouteProject', () => {
  it("reads a protected shared base's project again once the visitor enters its password", async () => {
    let protectedBase = true;
    const server = fakeApi({
      'GET /api/v1/db/public/shared-base/sb_locked/meta': () =>
        protectedBase ? fail(403, 'INVALID_SHARED_BASE_PASSWORD') : ok({ project_id: 'p_9' }),
    });
    await renderInShell(<Probe baseId="sb_locked" />, { server });
    await waitFor(() => expect(screen.getByTestId('project').textContent).toBe('null'));

    protectedBase = false;
    // a password for another base changes nothing
    act(() => saveSharedBasePassword(window.sessionStorage, 'sb_other', 'x'));
    expect(screen.getByTestId('project').textContent).toBe('null');
    act(() => saveSharedBasePassword(window.sessionStorage, 'sb_locked', 'right'));
    await waitFor(() => expect(screen.getByTestId('project').textContent).toBe('p_9'));
  });
});
