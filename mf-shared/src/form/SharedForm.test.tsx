import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { fail, fakeApi, ok, rendererFor, type ApiCall } from '@basalt/ui/testing';
import { ShellProvider } from '../shell-context';
import { SharedViewPage } from '../SharedViewPage';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });
const BASE = '/api/v1/db/public/shared-view/f1';

const column = (id: string, title: string, uidt: string, extra: object = {}) => ({
  id,
  title,
  column_name: title.toLowerCase(),
  uidt,
  ...extra,
});

function formMeta(view: object = {}, hiddenPrefill = false) {
  return {
    id: 'vw_form',
    title: 'Feedback',
    type: 1,
    view: { heading: 'Tell us', subheading: 'Two minutes, promised', ...view },
    model: {
      id: 'md_1',
      title: 'Feedback',
      columns: [
        column('c1', 'Name', 'SingleLineText'),
        column('c2', 'Email', 'Email'),
        column('c3', 'Topic', 'SingleSelect', { colOptions: { options: [{ title: 'Bug' }, { title: 'Idea' }] } }),
        column('c4', 'Source', 'SingleLineText'),
        column('c5', 'Score', 'Rating', { meta: { max: 5 } }),
      ],
    },
    columns: [
      { fk_column_id: 'c1', title: 'Name', uidt: 'SingleLineText', label: 'Your name', required: true, order: 1 },
      { fk_column_id: 'c2', title: 'Email', uidt: 'Email', help: 'We only write back', order: 2 },
      { fk_column_id: 'c3', title: 'Topic', uidt: 'SingleSelect', order: 3 },
      {
        fk_column_id: 'c4',
        title: 'Source',
        uidt: 'SingleLineText',
        order: 4,
        meta: hiddenPrefill ? { hidden_prefill: true } : null,
      },
      { fk_column_id: 'c5', title: 'Score', uidt: 'Rating', order: 5 },
    ],
  };
}

function open(at: string, meta: object, submit: (call: ApiCall) => unknown = () => ok({ Id: 1 })) {
  const server = fakeApi({ [`GET ${BASE}/meta`]: ok(meta), [`POST ${BASE}/rows`]: submit as never });
  // the page reads its address from the browser's location (routes/use-public-route.ts)
  window.history.replaceState(null, '', at);
  return renderInShell(<SharedViewPage />, { at, server });
}

const posted = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST').map((c) => c.json);

describe('public form', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('shows the heading and each field with its label, help text and required mark, in the form order', async () => {
    await open('/nc/form/f1', formMeta());
    expect(await screen.findByRole('heading', { name: 'Tell us' })).toBeTruthy();
    expect(screen.getByText('Two minutes, promised')).toBeTruthy();
    const name = screen.getByLabelText(/Your name/);
    expect(name.getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('We only write back')).toBeTruthy();
    const labels = Array.from(document.querySelectorAll('[data-field]')).map((f) => f.getAttribute('data-field'));
    expect(labels).toEqual(['Name', 'Email', 'Topic', 'Source', 'Score']);
    expect(screen.getByRole('group', { name: 'Score' })).toBeTruthy();
  });

  it('refuses a missing required value and a bad e-mail before sending, then sends the row', async () => {
    const { user, server } = await open('/nc/form/f1', formMeta());
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(screen.getByText('The value for Your name is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Your name/));
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(posted(server.calls)).toEqual([]);

    await user.type(screen.getByLabelText(/Your name/), 'Ann');
    expect(screen.queryByText('The value for Your name is required')).toBeNull();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.selectOptions(screen.getByLabelText('Topic'), 'Idea');
    await user.click(screen.getByRole('radio', { name: '4 of 5' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('status')).textContent).toContain('Saved successfully');
    expect(posted(server.calls)).toEqual([{ Name: 'Ann', Email: 'ann@example.com', Topic: 'Idea', Score: 4 }]);
  });

  it("shows the server's message beside the field it names", async () => {
    const { user } = await open('/nc/form/f1', formMeta(), () => fail(400, 'The value for Your name is required'));
    // a form whose required flag the page does not know about: the server still refuses
    await user.type(await screen.findByLabelText(/Your name/), ' ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The value for Your name is required')).toBeTruthy();
  });

  it('prefills fields by title from the link, and sends a field hidden when prefilled without showing it', async () => {
    const { user, server } = await open('/nc/form/f1?Name=Bob&Topic=Bug&Source=newsletter', formMeta({}, true));
    expect(((await screen.findByLabelText(/Your name/)) as HTMLInputElement).value).toBe('Bob');
    expect((screen.getByLabelText('Topic') as HTMLSelectElement).value).toBe('Bug');
    expect(screen.queryByLabelText('Source')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('status');
    expect(posted(server.calls)).toEqual([{ Name: 'Bob', Topic: 'Bug', Source: 'newsletter' }]);
  });

  it('shows a field marked hidden-when-prefilled when the link does not prefill it', async () => {
    await open('/nc/form/f1', formMeta({}, true));
    expect(await screen.findByLabelText('Source')).toBeTruthy();
  });

  it("keeps the sent state with the view's message and offers another submission when allowed", async () => {
    const { user } = await open(
      '/nc/form/f1?Name=Bob',
      formMeta({ success_msg: 'Thanks!', submit_another_form: true }),
    );
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('status')).textContent).toContain('Thanks!');
    await user.click(screen.getByRole('button', { name: 'Submit another' }));
    expect((screen.getByLabelText(/Your name/) as HTMLInputElement).value).toBe('Bob');
  });

  describe('with show_blank_form', () => {
    afterEach(() => jest.useRealTimers());

    it('counts 5 seconds down visibly, then shows a blank form', async () => {
      const { user } = await open('/nc/form/f1', formMeta({ show_blank_form: true }));
      await user.type(await screen.findByLabelText(/Your name/), 'Ann');
      jest.useFakeTimers();
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      await act(async () => {});
      const status = await screen.findByRole('status');
      expect(status.textContent).toContain('A blank form in 5 s');
      act(() => jest.advanceTimersByTime(1000));
      expect(status.textContent).toContain('A blank form in 4 s');
      // each second is its own timer, set once the previous one has shown
      for (let second = 0; second < 3; second++) act(() => jest.advanceTimersByTime(1000));
      expect(status.textContent).toContain('A blank form in 1 s');
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.queryByRole('status')).toBeNull();
      expect((screen.getByLabelText(/Your name/) as HTMLInputElement).value).toBe('');
    });
  });

  describe('survey mode', () => {
    it('asks one question at a time: Enter moves on, Shift+Tab and Back go back, the last one sends', async () => {
      const { user, server } = await open('/nc/form/f1/survey', formMeta());
      const progress = await screen.findByRole('progressbar');
      expect(progress.getAttribute('aria-label')).toBe('Question 1 of 5');
      const name = screen.getByLabelText(/Your name/);
      expect(document.activeElement).toBe(name);
      expect(screen.queryByLabelText('Email')).toBeNull();

      await user.keyboard('{Enter}');
      expect(screen.getByText('The value for Your name is required')).toBeTruthy();
      await user.type(name, 'Ann{Enter}');
      expect(screen.getByRole('progressbar').getAttribute('aria-label')).toBe('Question 2 of 5');
      expect(document.activeElement).toBe(screen.getByLabelText('Email'));

      await user.keyboard('{Shift>}{Tab}{/Shift}');
      expect((screen.getByLabelText(/Your name/) as HTMLInputElement).value).toBe('Ann');
      await user.keyboard('{Enter}');
      await user.type(screen.getByLabelText('Email'), 'ann@example.com{Enter}');
      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ann@example.com');
      await user.click(screen.getByRole('button', { name: 'OK' }));
      // Enter answers from a select too, which browsers do not submit a form from
      await user.selectOptions(screen.getByLabelText('Topic'), 'Bug');
      await user.keyboard('{Enter}');
      expect(screen.getByRole('progressbar').getAttribute('aria-label')).toBe('Question 4 of 5');
      await user.click(screen.getByRole('button', { name: 'OK' }));
      expect(screen.getByRole('progressbar').getAttribute('aria-label')).toBe('Question 5 of 5');
      await user.click(within(screen.getByRole('form')).getByRole('button', { name: 'Submit' }));
      expect((await screen.findByRole('status')).textContent).toContain('Saved successfully');
      expect(posted(server.calls)).toEqual([{ Name: 'Ann', Email: 'ann@example.com', Topic: 'Bug' }]);
    });
  });

  it('asks for the password of a protected form', async () => {
    const server = fakeApi({ [`GET ${BASE}/meta`]: fail(403, 'INVALID_SHARED_VIEW_PASSWORD') });
    window.history.replaceState(null, '', '/nc/form/f1');
    await renderInShell(<SharedViewPage />, { at: '/nc/form/f1', server });
    await waitFor(() => expect(screen.getByRole('dialog')).toBeTruthy());
  });
});
