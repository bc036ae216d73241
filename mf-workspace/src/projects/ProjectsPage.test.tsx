import { screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Project } from '@basalt/core';
import { fail, fakeApi, ok, rendererFor, type FakeApi } from '@basalt/ui/testing';
import { ShellProvider } from '../shell-context';
import { ProjectsPage } from './ProjectsPage';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });

const LIST = 'GET /api/v1/db/meta/projects/';
const project = (id: string, title: string, updated: string): Project => ({ id, title, updated_at: updated });
const PROJECTS = [
  project('p_1', 'Budget', '2026-01-02T00:00:00Z'),
  project('p_2', 'crm', '2026-03-01T00:00:00Z'),
  project('p_3', 'Archive', '2025-06-01T00:00:00Z'),
];
const listed = (projects: Project[]) => ok({ list: projects, pageInfo: { totalRows: projects.length } });

async function projectsPage(server: FakeApi = fakeApi({ [LIST]: listed(PROJECTS) })) {
  const rendered = await renderInShell(<ProjectsPage />, { server });
  await screen.findAllByTestId('project-card');
  return rendered;
}

const cardTitles = () => screen.getAllByTestId('project-card').map((c) => c.querySelector('a')?.textContent);

describe('ProjectsPage', () => {
  it('lists the projects most recently edited first, or by name', async () => {
    const { user } = await projectsPage();
    expect(cardTitles()).toEqual(['crm', 'Budget', 'Archive']);
    await user.click(screen.getByText('Name'));
    expect(cardTitles()).toEqual(['Archive', 'Budget', 'crm']);
  });

  it('filters by title as you type, whatever the case, and says when nothing matches', async () => {
    const { user } = await projectsPage();
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'C');
    expect(cardTitles()).toEqual(['crm', 'Archive']);
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'zzz');
    expect(screen.getByText('No project matches your search')).toBeTruthy();
    // only the header's button: the empty state's invitation is for a list with no project at all
    expect(screen.getAllByRole('button', { name: /New project/ })).toHaveLength(1);
  });

  it('invites to create the first project when there is none', async () => {
    const { user } = await renderInShell(<ProjectsPage />, { server: fakeApi({ [LIST]: listed([]) }) });
    expect(await screen.findByText('No projects yet. Create one to start.')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: /New project/ });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]!);
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it("draws its buttons and search box without antd's Button and Input (they would fetch antd-common)", async () => {
    const { container } = await projectsPage();
    expect(container.querySelector('.ant-btn, .ant-input, .ant-input-affix-wrapper')).toBeNull();
    const empty = await renderInShell(<ProjectsPage />, { server: fakeApi({ [LIST]: listed([]) }) });
    await screen.findByText('No projects yet. Create one to start.');
    expect(empty.container.querySelector('.ant-btn')).toBeNull();
  });

  it('opens the create dialog from the header button', async () => {
    const { user } = await projectsPage();
    await user.click(screen.getByRole('button', { name: /New project/ }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('opens a project at /nc/:id', async () => {
    const { user, shell } = await projectsPage();
    await user.click(screen.getByText('Budget'));
    expect(shell.navigate).toHaveBeenCalledWith('/nc/p_1');
  });

  it('renames a project with the project-name rules, then shows the list again', async () => {
    const server = fakeApi({ [LIST]: listed(PROJECTS), 'PATCH /api/v1/db/meta/projects/p_1': ok({}) });
    const { user } = await projectsPage(server);
    await user.click(screen.getByRole('button', { name: 'Actions for Budget' }));
    await user.click(await screen.findByRole('menuitem', { name: /Rename/ }));
    const field = within(await screen.findByRole('dialog', { name: 'Rename project' })).getByLabelText('Project name');
    await user.clear(field);
    expect(await screen.findByText('Project name is required')).toBeTruthy();
    await user.type(field, ' Budget');
    expect(await screen.findByText('Project name cannot start with a space')).toBeTruthy();
    server.answer({ [LIST]: listed([{ ...PROJECTS[0]!, title: 'Budget 2026' }, PROJECTS[1]!, PROJECTS[2]!]) });
    await user.clear(field);
    await user.type(field, 'Budget 2026{Enter}');
    expect(await screen.findByText('Budget 2026')).toBeTruthy();
    expect(server.writes()).toEqual([
      { method: 'PATCH', path: '/api/v1/db/meta/projects/p_1', query: {}, json: { title: 'Budget 2026' } },
    ]);
  });

  it('deletes a project after the confirmation, then shows the list again', async () => {
    const server = fakeApi({ [LIST]: listed(PROJECTS), 'DELETE /api/v1/db/meta/projects/p_3': ok(true) });
    const { user } = await projectsPage(server);
    await user.click(screen.getByRole('button', { name: 'Actions for Archive' }));
    await user.click(await screen.findByRole('menuitem', { name: /Delete/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete project "Archive"?' });
    server.answer({ [LIST]: listed(PROJECTS.slice(0, 2)) });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(cardTitles()).toEqual(['crm', 'Budget']));
    expect(server.writes().map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /api/v1/db/meta/projects/p_3']);
  });

  it("shows the server's message when the list cannot be read, and an empty page", async () => {
    const server = fakeApi({ [LIST]: fail(500, 'Database is down') });
    const { shell } = await renderInShell(<ProjectsPage />, { server });
    await waitFor(() => expect(shell.toast.error).toHaveBeenCalledWith('Database is down'));
    expect(await screen.findByText('No projects yet. Create one to start.')).toBeTruthy();
  });
});
