import { mergeFeedbackForm, shouldPollFeedbackForm } from './feedback-form.js';

const DAY = 24 * 3600 * 1000;
const now = Date.parse('2026-11-22T12:00:00Z');

describe('feedback form polling', () => {
  it('polls when never polled, or after a full day', () => {
    expect(shouldPollFeedbackForm({ isHidden: false }, now)).toBe(true);
    expect(
      shouldPollFeedbackForm({ isHidden: false, lastFormPollDate: new Date(now - DAY + 1000).toISOString() }, now),
    ).toBe(false);
    expect(shouldPollFeedbackForm({ isHidden: false, lastFormPollDate: new Date(now - DAY).toISOString() }, now)).toBe(
      true,
    );
  });

  it('shows a new form again but keeps hiding the same one', () => {
    const hidden = { isHidden: true, url: 'https://forms.example/a' };
    expect(mergeFeedbackForm(hidden, { url: 'https://forms.example/a', created_at: 'x' }, now).isHidden).toBe(true);
    const changed = mergeFeedbackForm(hidden, { url: 'https://forms.example/b', created_at: 'y' }, now);
    expect(changed).toMatchObject({ isHidden: false, url: 'https://forms.example/b', createdAt: 'y' });
    expect(changed.lastFormPollDate).toBe(new Date(now).toISOString());
  });

  it('keeps the stored form when the server has none', () => {
    const pref = { isHidden: false, url: 'https://forms.example/a' };
    expect(mergeFeedbackForm(pref, { error: 'not configured' }, now)).toMatchObject({ url: 'https://forms.example/a' });
  });
});
