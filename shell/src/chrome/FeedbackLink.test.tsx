import { screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createSessionStore } from '@basalt/core';
import { rendererFor } from '@basalt/ui/testing';
import { FeedbackLink } from './FeedbackLink';

const renderInShell = rendererFor({ I18nextProvider });
const FORM = 'https://forms.example/feedback';

function withForm(feedbackForm: { url?: string; isHidden: boolean }) {
  const session = createSessionStore();
  session.setPreference('feedbackForm', feedbackForm);
  return session;
}

describe('FeedbackLink', () => {
  it('shows nothing while the server has pointed to no form', async () => {
    const { container } = await renderInShell(<FeedbackLink session={withForm({ isHidden: false })} />);
    expect(container.textContent).toBe('');
  });

  it('opens the form the server points to in a new tab', async () => {
    await renderInShell(<FeedbackLink session={withForm({ url: FORM, isHidden: false })} />);
    const link = screen.getByRole('link', { name: /Feedback/ });
    expect(link.getAttribute('href')).toBe(FORM);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('hides for good when the user closes it, remembering the choice in the preferences', async () => {
    const session = withForm({ url: FORM, isHidden: false });
    const { user } = await renderInShell(<FeedbackLink session={session} />);
    await user.click(screen.getByRole('button', { name: 'Hide the feedback link' }));
    expect(screen.queryByRole('link', { name: /Feedback/ })).toBeNull();
    expect(session.getState().prefs.feedbackForm).toEqual({ url: FORM, isHidden: true });
  });

  it('stays hidden when the user hid it before', async () => {
    const { container } = await renderInShell(<FeedbackLink session={withForm({ url: FORM, isHidden: true })} />);
    expect(container.textContent).toBe('');
  });
});
