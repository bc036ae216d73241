import { screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { rendererFor } from '@basalt/ui/testing';
import { ShellProvider } from '../shell-context';
import { EmailPasswordForm } from './EmailPasswordForm';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });

function form(onSubmit = jest.fn(), busy = false) {
  return (
    <EmailPasswordForm
      onSubmit={onSubmit}
      busy={busy}
      submitLabel="Go"
      passwordChecks={[(value) => (value ? undefined : 'Password please')]}
      passwordAutoComplete="current-password"
      passwordExtra={<a href="/forgot-password">Forgot?</a>}
    />
  );
}

describe('EmailPasswordForm', () => {
  it('hands over what was typed when Enter is pressed in the password field', async () => {
    const onSubmit = jest.fn();
    const { user } = await renderInShell(form(onSubmit));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret' }));
  });

  it("checks the e-mail as typed and applies the page's own password rules", async () => {
    const onSubmit = jest.fn();
    const { user } = await renderInShell(form(onSubmit));
    await user.type(screen.getByLabelText('Email'), 'ada@');
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Password please')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('fills the fields for password managers and shows the extra under the password', async () => {
    await renderInShell(form());
    expect(screen.getByLabelText('Email').getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('link', { name: 'Forgot?' })).toBeTruthy();
  });

  it('shows the submit button busy while the page is sending, and a second Enter sends nothing', async () => {
    const onSubmit = jest.fn();
    const { user } = await renderInShell(form(onSubmit, true));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: /Go/ });
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
