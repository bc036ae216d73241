import { screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { Project } from '@basalt/core';
import { rendererFor } from '@basalt/ui/testing';
import { ShellProvider } from '../shell-context';
import { ProjectCard } from './ProjectCard';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });

const HOUR = 3600 * 1000;

function card(project: Partial<Project> = {}) {
  const handlers = { onOpen: jest.fn(), onRename: jest.fn(), onDelete: jest.fn() };
  const full = { id: 'p_1', title: 'sales pipeline', ...project } as Project;
  return { handlers, ui: <ProjectCard project={full} {...handlers} /> };
}

describe('ProjectCard', () => {
  it('shows the title, its initial in the project colour and when it was last edited', async () => {
    const updated = new Date(Date.now() - 3 * HOUR).toISOString();
    const { container } = await renderInShell(card({ color: '#ff0000', updated_at: updated }).ui);
    expect(screen.getByText('sales pipeline')).toBeTruthy();
    const icon = container.querySelector('.project-card-icon') as HTMLElement;
    expect(icon.textContent).toBe('S');
    expect(icon.style.background).toBe('rgb(255, 0, 0)');
    expect(screen.getByText('Edited 3 hours ago')).toBeTruthy();
  });

  it("falls back to the theme colour of the project's meta", async () => {
    const meta = JSON.stringify({ theme: { primaryColor: '#00ff00' } });
    const { container } = await renderInShell(card({ color: null, meta }).ui);
    expect((container.querySelector('.project-card-icon') as HTMLElement).style.background).toBe('rgb(0, 255, 0)');
  });

  it('opens the project on click', async () => {
    const { ui, handlers } = card();
    const { user } = await renderInShell(ui);
    await user.click(screen.getByText('sales pipeline'));
    expect(handlers.onOpen).toHaveBeenCalledTimes(1);
  });

  it('renames and deletes from its menu without opening the project', async () => {
    const { ui, handlers } = card();
    const { user } = await renderInShell(ui);
    await user.click(screen.getByRole('button', { name: 'Actions for sales pipeline' }));
    await user.click(await screen.findByRole('menuitem', { name: /Rename/ }));
    expect(handlers.onRename).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Actions for sales pipeline' }));
    await user.click(await screen.findByRole('menuitem', { name: /Delete/ }));
    expect(handlers.onDelete).toHaveBeenCalledTimes(1);
    expect(handlers.onOpen).not.toHaveBeenCalled();
  });
});
