import { screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { rendererFor } from '@basalt/ui/testing';
import { ShellProvider } from '../shell-context';
import { ProjectHome } from './ProjectHome';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });

describe('ProjectHome', () => {
  it('creates a table from its tile, by pointer or keyboard', async () => {
    const onCreateTable = jest.fn();
    const { user } = await renderInShell(
      <ProjectHome projectTitle="Sales CRM" onCreateTable={onCreateTable} onImport={jest.fn()} />,
    );
    expect(screen.getByRole('heading', { name: 'Sales CRM' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create a table' }));
    expect(onCreateTable).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: 'Create a table' }).focus();
    await user.keyboard('{Enter}');
    expect(onCreateTable).toHaveBeenCalledTimes(2);
  });

  it('opens the import wizard for the file kind pressed', async () => {
    const onImport = jest.fn();
    const { user } = await renderInShell(
      <ProjectHome projectTitle="Sales CRM" onCreateTable={jest.fn()} onImport={onImport} />,
    );
    const hint = screen.getByText('From a CSV, Excel or JSON file.');
    for (const [label, kind] of [
      ['CSV', 'csv'],
      ['Excel', 'excel'],
      ['JSON', 'json'],
    ]) {
      const button = screen.getByRole('button', { name: new RegExp(label!) }) as HTMLButtonElement;
      expect(button.getAttribute('aria-describedby')).toBe(hint.id);
      await user.click(button);
      expect(onImport).toHaveBeenLastCalledWith(kind);
    }
    expect(onImport).toHaveBeenCalledTimes(3);
  });

  it('points those who may not create tables (a shared base visitor) to the sidebar instead', async () => {
    await renderInShell(
      <ProjectHome projectTitle="Sales CRM" canManageTables={false} onCreateTable={jest.fn()} onImport={jest.fn()} />,
    );
    expect(screen.getByRole('heading', { name: 'Sales CRM' })).toBeTruthy();
    expect(screen.getByText('Open a table from the sidebar to see its records.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create a table' })).toBeNull();
    expect(screen.queryByRole('button', { name: /CSV/ })).toBeNull();
  });
});
