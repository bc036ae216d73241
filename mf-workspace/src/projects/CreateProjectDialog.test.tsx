import { screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { PICKER_COLORS } from '@basalt/core';
import { fakeApi, ok, rendererFor } from '@basalt/ui/testing';
import { ShellProvider } from '../shell-context';
import { CreateProjectDialog } from './CreateProjectDialog';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });

const created = { id: 'p_new', title: 'Marketing' };

function openDialog() {
  const server = fakeApi({ 'POST /api/v1/db/meta/projects/': ok(created) });
  const onCreated = jest.fn();
  return renderInShell(<CreateProjectDialog open onClose={jest.fn()} onCreated={onCreated} />, { server }).then(
    (rendered) => ({ ...rendered, onCreated }),
  );
}

describe('CreateProjectDialog', () => {
  it('offers every colour of the palette and a custom one, the brand colour chosen first', async () => {
    await openDialog();
    const colours = screen.getByRole('radiogroup', { name: 'Colour' });
    const choices = within(colours).getAllByRole('radio');
    expect(choices.map((c) => c.getAttribute('aria-label'))).toEqual([...PICKER_COLORS, 'Custom colour']);
    const checked = choices.filter((c) => c.getAttribute('aria-checked') === 'true');
    expect(checked.map((c) => c.getAttribute('aria-label'))).toEqual(['#4351e8']);
  });

  it('creates the project in the colour picked from the palette', async () => {
    const { user, server, onCreated } = await openDialog();
    await user.type(screen.getByTestId('project-title'), 'Marketing');
    await user.click(screen.getByRole('radio', { name: '#16a34a' }));
    expect(screen.getByRole('radio', { name: '#16a34a' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: '#4351e8' }).getAttribute('aria-checked')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    const [call] = server.writes();
    const body = call!.json as { title: string; color: string; meta: string };
    expect(body).toMatchObject({ title: 'Marketing', color: '#16a34a' });
    expect(JSON.parse(body.meta).theme.primaryColor).toBe('#16a34a');
  });

  it('refuses a name over 50 characters as it is typed, and sends nothing', async () => {
    const { user, server } = await openDialog();
    await user.type(screen.getByTestId('project-title'), 'x'.repeat(51));
    expect(await screen.findByText('project name exceeds 50 characters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create project' }));
    expect(server.writes()).toEqual([]);
  });
});
