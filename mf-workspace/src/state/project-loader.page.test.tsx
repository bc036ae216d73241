import { waitFor } from '@testing-library/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { fakeApi, rendererFor } from '@basalt/ui/testing';
import { parseProjectRoute } from '../project/project-route';
import { useProject } from '../project/use-project';
import { ShellProvider } from '../shell-context';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });

function ProjectAt({ path }: { path: string }) {
  return <p>{useProject(parseProjectRoute(path)).status}</p>;
}

/*
 * The client half of docs/API.md §1.5 as the user meets it. The backend has no shared-base route yet and answers
 * 404 for it (modelled here by the fake API having no answer for it): the user lands on the not-found page.
 */
describe('opening a shared-base address (no backend route yet)', () => {
  it("takes the user to /error/404 on the 404 today's backend answers, without an error toast", async () => {
    const server = fakeApi();
    const { shell } = await renderInShell(
      <JotaiProvider store={createStore()}>
        <ProjectAt path="/nc/base/sb_9" />
      </JotaiProvider>,
      { server },
    );
    await waitFor(() => expect(shell.navigate).toHaveBeenCalledWith('/error/404'));
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/v1/db/public/shared-base/sb_9/meta']);
    expect(shell.toast.error).not.toHaveBeenCalled();
  });
});
