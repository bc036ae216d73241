import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { TableMeta, ViewMeta } from '@basalt/core';
import { fail, fakeApi, ok, rendererFor } from '@basalt/ui/testing';
import { ShellProvider } from '../shell-context';
import FormBuilder from './FormBuilder';

const renderInShell = rendererFor({ I18nextProvider, ShellProvider });
// saves wait for typing to pause (SAVE_DELAY_MS) and then for each other: on a busy machine that is over a second
const SAVED = { timeout: 4000 };

const META = '/api/v1/db/meta';
const TABLE: TableMeta = {
  id: 'md_1',
  title: 'Tasks',
  table_name: 'tasks',
  columns: [
    { id: 'c_title', title: 'Title', column_name: 'title', uidt: 'SingleLineText', pv: true },
    { id: 'c_notes', title: 'Notes', column_name: 'notes', uidt: 'LongText' },
    { id: 'c_done', title: 'Done', column_name: 'done', uidt: 'Checkbox' },
    { id: 'c_due', title: 'Due', column_name: 'due', uidt: 'Date' },
  ] as TableMeta['columns'],
};
const VIEW: ViewMeta = { id: 'vw_f', title: 'Signup', type: 1, fk_model_id: 'md_1', lock_type: 'collaborative' };
const column = (id: string, order: number, show: boolean, extra = {}) => ({
  id: `fc_${id}`,
  fk_column_id: `c_${id}`,
  label: null,
  help: null,
  required: false,
  show,
  order,
  ...extra,
});
const SETTINGS = {
  fk_view_id: 'vw_f',
  heading: 'Sign up',
  subheading: null,
  success_msg: null,
  redirect_url: null,
  submit_another_form: false,
  show_blank_form: false,
  meta: { heading: 'Sign up', other: 'kept' },
};

/** A form asking for Title then Notes; Done and Due left out. Every PATCH answers what it was sent. */
function formServer(more = {}) {
  return fakeApi({
    [`GET ${META}/forms/vw_f`]: ok(SETTINGS),
    [`GET ${META}/forms/vw_f/columns`]: ok({
      list: [column('title', 1, true), column('notes', 2, true), column('done', 3, false), column('due', 4, false)],
      pageInfo: {},
    }),
    [`PATCH ${META}/forms/vw_f`]: ({ json }) => ok({ ...SETTINGS, ...(json as object) }),
    ...Object.fromEntries(
      ['title', 'notes', 'done', 'due'].map((id) => [`PATCH ${META}/form-columns/fc_${id}`, ok({})]),
    ),
    [`PATCH ${META}/views/vw_f`]: ok({}),
    ...more,
  });
}

async function builder(server = formServer(), view = VIEW) {
  const rendered = await renderInShell(
    <FormBuilder projectId="p_1" meta={TABLE} view={view} onFieldsChanged={jest.fn()} />,
    { server },
  );
  await screen.findByTestId('form-builder');
  return rendered;
}

const formFields = () =>
  within(screen.getByRole('list', { name: 'Fields of the form' }))
    .queryAllByTestId('form-field')
    .map((li) => li.getAttribute('aria-label'));
const leftOut = () =>
  within(screen.getByRole('region', { name: 'Fields not in the form' }))
    .queryAllByRole('button', { name: /^Add .* to the form$/ })
    .map((b) => b.textContent);

describe('FormBuilder', () => {
  it('shows the form as visitors see it and the fields it leaves out', async () => {
    await builder();
    expect(formFields()).toEqual(['Title', 'Notes']);
    expect(leftOut()).toEqual(['Done', 'Due']);
    expect((screen.getByRole('textbox', { name: 'Form heading' }) as HTMLInputElement).value).toBe('Sign up');
    // the prefill hint names the form's first field
    expect(screen.getByText('?Title=value')).toBeTruthy();
  });

  it('reorders with the move buttons (the keyboard way) and stores the new order', async () => {
    const { server, user } = await builder();
    await user.click(screen.getByRole('button', { name: 'Move Notes up' }));
    expect(formFields()).toEqual(['Notes', 'Title']);
    await waitFor(() => expect(server.writes()).toHaveLength(2), SAVED);
    expect(server.writes().map((w) => [w.path, w.json])).toEqual([
      [`${META}/form-columns/fc_notes`, { order: 1 }],
      [`${META}/form-columns/fc_title`, { order: 2 }],
    ]);
    expect((screen.getByRole('button', { name: 'Move Notes up' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds a field by click, all fields at once, and removes one back to the list', async () => {
    const { server, user } = await builder();
    await user.click(screen.getByRole('button', { name: 'Add Due to the form' }));
    expect(formFields()).toEqual(['Title', 'Notes', 'Due']);
    expect(leftOut()).toEqual(['Done']);
    await user.click(screen.getByRole('button', { name: 'Remove Title from the form' }));
    expect(formFields()).toEqual(['Notes', 'Due']);
    expect(leftOut()).toEqual(['Title', 'Done']);
    await user.click(screen.getByRole('button', { name: 'Add all' }));
    expect(formFields()).toEqual(['Notes', 'Due', 'Title', 'Done']);
    expect(screen.getByText('Every field is in the form.')).toBeTruthy();
    await waitFor(() => expect(server.writes()).toHaveLength(6), SAVED);
    // the form is numbered afresh each time: the stored order always matches the screen
    expect(server.writes().map((w) => [w.path, w.json])).toEqual([
      [`${META}/form-columns/fc_due`, { order: 3, show: true }],
      [`${META}/form-columns/fc_title`, { show: false }],
      [`${META}/form-columns/fc_notes`, { order: 1 }],
      [`${META}/form-columns/fc_due`, { order: 2 }],
      [`${META}/form-columns/fc_title`, { order: 3, show: true }],
      [`${META}/form-columns/fc_done`, { order: 4, show: true }],
    ]);
  });

  it('drags a left-out field in before a card, and a card out of the form', async () => {
    const { server } = await builder();
    const cards = screen.getAllByTestId('form-field');
    const due = screen.getByRole('button', { name: 'Add Due to the form' }).closest('li')!;
    fireEvent.dragStart(due);
    // over the upper half of Notes (jsdom boxes are 0 high: clientY 0 is not past the middle)
    fireEvent.dragOver(cards[1]!, { clientY: 0 });
    fireEvent.drop(screen.getByRole('list', { name: 'Fields of the form' }));
    expect(formFields()).toEqual(['Title', 'Due', 'Notes']);

    fireEvent.dragStart(screen.getAllByTestId('form-field')[0]!);
    const palette = screen.getByRole('region', { name: 'Fields not in the form' });
    const over = createEvent.dragOver(palette);
    fireEvent(palette, over);
    expect(over.defaultPrevented).toBe(true);
    expect(screen.getByText('Drop here to remove the field from the form')).toBeTruthy();
    fireEvent.drop(palette);
    expect(formFields()).toEqual(['Due', 'Notes']);
    await waitFor(() => expect(server.writes()).toHaveLength(3), SAVED);
    expect(server.writes().map((w) => [w.path, w.json])).toEqual([
      [`${META}/form-columns/fc_due`, { order: 2, show: true }],
      [`${META}/form-columns/fc_notes`, { order: 3 }],
      [`${META}/form-columns/fc_title`, { show: false }],
    ]);
  });

  it('edits a field: label and help saved once typing pauses, required at once, hidden-when-prefilled in the view meta', async () => {
    const { server, user } = await builder();
    await user.click(screen.getByRole('button', { name: 'Title', expanded: false }));
    await user.type(screen.getByRole('textbox', { name: 'Label' }), 'Your name');
    await user.type(screen.getByRole('textbox', { name: 'Help text' }), 'As on your ID');
    await user.click(screen.getByRole('switch', { name: 'Required' }));
    // the preview follows at once: the new label, its help, the required mark
    expect(formFields()).toEqual(['Your name', 'Notes']);
    expect(screen.getByText('As on your ID')).toBeTruthy();
    expect(screen.getByLabelText('required')).toBeTruthy();
    await waitFor(
      () =>
        expect(server.writes().map((w) => w.json)).toEqual(
          expect.arrayContaining([{ required: true }, { label: 'Your name' }, { help: 'As on your ID' }]),
        ),
      SAVED,
    );
    // typing waits for a pause: far fewer requests than keys typed
    expect(server.writes().length).toBeLessThan(6);
    const before = server.writes().length;
    await user.click(screen.getByRole('switch', { name: 'Hide when filled in from the link' }));
    await waitFor(() => expect(server.writes()).toHaveLength(before + 1), SAVED);
    // the whole meta goes back (PATCH /views replaces it), with what it held before
    expect(server.writes()[before]).toEqual(
      expect.objectContaining({
        path: `${META}/views/vw_f`,
        json: { meta: { heading: 'Sign up', other: 'kept', hidden_when_prefilled: ['c_title'] } },
      }),
    );
  });

  it('saves the heading and what happens after a submit; refuses a redirect that is not a web address', async () => {
    const { server, user } = await builder();
    const heading = screen.getByRole('textbox', { name: 'Form heading' });
    await user.clear(heading);
    await user.type(heading, 'Join us');
    await user.type(screen.getByRole('textbox', { name: 'Success message' }), 'Welcome aboard');
    await user.click(screen.getByRole('switch', { name: 'Show a blank form after 5 seconds' }));
    await user.click(screen.getByRole('switch', { name: 'Offer to submit another answer' }));
    const redirect = screen.getByRole('textbox', { name: 'Go to this address after submitting' });
    await user.type(redirect, 'javascript:alert(1)');
    expect(screen.getByRole('alert').textContent).toBe('Enter an address starting with http:// or https://');
    await waitFor(() => expect(server.writes().length).toBeGreaterThanOrEqual(4), SAVED);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sent = server.writes().map((w) => w.json);
    expect(sent).toEqual(
      expect.arrayContaining([
        { heading: 'Join us' },
        { success_msg: 'Welcome aboard' },
        { show_blank_form: true },
        { submit_another_form: true },
      ]),
    );
    // typing waits for a pause: far fewer requests than keys typed, the last with the whole text
    const headings = sent.filter((j) => 'heading' in (j as object));
    expect(headings.length).toBeLessThan(3);
    expect(headings.at(-1)).toEqual({ heading: 'Join us' });
    expect(sent.some((j) => 'redirect_url' in (j as object))).toBe(false);
    await user.clear(redirect);
    await user.type(redirect, 'https://example.com/thanks');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(sent.length).toBeLessThan(server.writes().length), SAVED);
    expect(server.writes().at(-1)!.json).toEqual({ redirect_url: 'https://example.com/thanks' });
  });

  it("shows the server's message when a change is refused", async () => {
    const { shell, user } = await builder(
      formServer({ [`PATCH ${META}/form-columns/fc_title`]: fail(400, 'required must be true or false') }),
    );
    await user.click(screen.getByRole('button', { name: 'Title', expanded: false }));
    await user.click(screen.getByRole('switch', { name: 'Required' }));
    await waitFor(() => expect(shell.toast.error).toHaveBeenCalledWith('required must be true or false'), SAVED);
  });

  it('shows a locked form without its editing controls', async () => {
    await builder(formServer(), { ...VIEW, lock_type: 'locked' });
    expect(screen.getByText('Locked: the form cannot be changed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add all' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Form heading' }) as HTMLInputElement).disabled).toBe(true);
  });
});
