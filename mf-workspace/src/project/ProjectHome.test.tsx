import { screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { rendererFor } from '@basalt/ui/testing';
import { ShellProvider } from '../shell-context';
import { ProjectHome } from './ProjectHome';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });

describe('ProjectHome', () => {
  it('creates a table from its tile, by pointer or keyboard', async () => {
    const onCreateTable = jest.fn();
    const { user } = await renderInShell(<ProjectHome projectTitle="Sales CRM" onCreateTable={onCreateTable} />);
    expect(screen.getByRole('heading', { name: 'Sales CRM' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create a table' }));
    expect(onCreateTable).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: 'Create a table' }).focus();
    await user.keyboard('{Enter}');
    expect(onCreateTable).toHaveBeenCalledTimes(2);
  });

  it('says import is coming, and its file buttons cannot be pressed until then', async () => {
    const { user, shell } = await renderInShell(<ProjectHome projectTitle="Sales CRM" onCreateTable={jest.fn()} />);
    expect(screen.getByText('Coming soon')).toBeTruthy();
    const soon = screen.getByText('Importing files arrives in an upcoming version of Basalt.');
    for (const kind of ['CSV', 'Excel', 'JSON']) {
      const button = screen.getByRole('button', { name: new RegExp(kind) }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBe(soon.id);
      await user.click(button).catch(() => undefined);
    }
    expect(shell.toast.info).not.toHaveBeenCalled();
  });
});
