import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok, type ApiCall } from '@basalt/ui/testing';
import { META, renderMenu } from '../toolbar/toolbar-fixture';
import { ShareButton } from './ShareButton';
import { VIEW_TYPE } from './share-link';

interface Stored {
  uuid: string | null;
  has_password: boolean;
  meta: { allowCSVDownload?: boolean };
}

/** A server keeping one view's share as the share routes do (docs/API.md §1.10). */
function shareServer(initial: Stored = { uuid: null, has_password: false, meta: {} }) {
  const state = { ...initial };
  const answer = () => ok({ id: 'vw_1', type: VIEW_TYPE.grid, ...state });
  return {
    state,
    answers: {
      [`GET ${META}/tables/tb_1/share`]: () => ok({ list: state.uuid ? [{ id: 'vw_1', ...state }] : [] }),
      [`POST ${META}/views/vw_1/share`]: () => {
        state.uuid ??= 'u-1234';
        state.meta = { allowCSVDownload: true, ...state.meta };
        return answer();
      },
      [`PATCH ${META}/views/vw_1/share`]: (call: ApiCall) => {
        const body = call.json as { password?: string | null; meta?: object };
        if (body.password !== undefined) state.has_password = !!body.password;
        if (body.meta) state.meta = { ...state.meta, ...body.meta };
        return answer();
      },
      [`DELETE ${META}/views/vw_1/share`]: () => {
        state.uuid = null;
        state.has_password = false;
        return ok(true);
      },
    },
  };
}

const SHARED: Stored = { uuid: 'u-1234', has_password: false, meta: { allowCSVDownload: true } };

async function openDialog(stored?: Stored, viewType: number = VIEW_TYPE.grid) {
  const server = shareServer(stored);
  const rendered = await renderMenu(
    <ShareButton tableId="tb_1" viewId="vw_1" viewType={viewType} canShare />,
    server.answers,
  );
  await rendered.user.click(screen.getByRole('button', { name: 'Share' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share view' }, { timeout: 5000 });
  return { ...rendered, dialog, state: server.state };
}

const writes = (server: { writes: () => ApiCall[] }) => server.writes().map((w) => [w.method, w.path, w.json]);

describe('Share dialog', () => {
  it('has no button for roles that may not share', async () => {
    await renderMenu(<ShareButton tableId="tb_1" viewId="vw_1" viewType={VIEW_TYPE.grid} canShare={false} />);
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
  });

  it('creates the link of an unshared grid, shows its public address and copies it with a toast', async () => {
    const { user, dialog, server, shell } = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Create link' }));
    const link = await within(dialog).findByRole('textbox', { name: 'Public link' });
    expect(link).toHaveProperty('value', `${window.location.origin}/nc/view/u-1234`);
    expect(writes(server)).toEqual([['POST', `${META}/views/vw_1/share`, undefined]]);
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(shell.toast.success).toHaveBeenCalledWith('Copied'));
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/nc/view/u-1234`);
  });

  it('copies through the older copy command where the Clipboard API is missing', async () => {
    const { user, dialog, shell } = await openDialog(SHARED);
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = jest.fn(() => true);
    Object.assign(document, { execCommand });
    try {
      await user.click(await within(dialog).findByRole('button', { name: 'Copy link' }));
      await waitFor(() => expect(shell.toast.success).toHaveBeenCalledWith('Copied'));
      expect(execCommand).toHaveBeenCalledWith('copy');
    } finally {
      if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
    }
  });

  it('sets a password (sent once, never shown back) and removes it with the switch', async () => {
    const { user, dialog, server, state } = await openDialog(SHARED);
    const toggle = await within(dialog).findByRole('switch', { name: 'Protect with a password' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    expect(within(dialog).getByText('The link stays open to everyone until a password is saved.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save password' })).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Password'), 'open sesame');
    await user.click(within(dialog).getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(state.has_password).toBe(true));
    // protected now: the field is for a new password and is empty
    expect(await within(dialog).findByLabelText('New password')).toHaveProperty('value', '');
    expect(within(dialog).getByText(/Visitors must enter the password/)).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(within(dialog).queryByLabelText('New password')).toBeNull();
    expect(writes(server)).toEqual([
      ['PATCH', `${META}/views/vw_1/share`, { password: 'open sesame' }],
      ['PATCH', `${META}/views/vw_1/share`, { password: null }],
    ]);
  });

  it("turns CSV download off in the view's meta", async () => {
    const { user, dialog, server } = await openDialog(SHARED);
    const csv = await within(dialog).findByRole('switch', { name: 'Allow CSV download' });
    expect(csv.getAttribute('aria-checked')).toBe('true');
    await user.click(csv);
    await waitFor(() => expect(csv.getAttribute('aria-checked')).toBe('false'));
    expect(writes(server)).toEqual([['PATCH', `${META}/views/vw_1/share`, { meta: { allowCSVDownload: false } }]]);
  });

  it('links a form at /nc/form/ and offers it no CSV download', async () => {
    const { dialog } = await openDialog(SHARED, VIEW_TYPE.form);
    const link = await within(dialog).findByRole('textbox', { name: 'Public link' });
    expect(link).toHaveProperty('value', `${window.location.origin}/nc/form/u-1234`);
    expect(within(dialog).queryByRole('switch', { name: 'Allow CSV download' })).toBeNull();
  });

  it('disables the link after a confirmation, then offers to create one again', async () => {
    const { user, dialog, server, shell } = await openDialog(SHARED);
    await user.click(await within(dialog).findByRole('button', { name: 'Disable link' }));
    // antd names every dialog by the same id under test: the confirmation is the one holding its question
    await screen.findByText('Disable this link?', undefined, { timeout: 5000 });
    const confirm = screen.getAllByRole('dialog').find((d) => within(d).queryByText('Disable this link?'))!;
    expect(writes(server)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Disable link' }));
    expect(await within(dialog).findByRole('button', { name: 'Create link' })).toBeTruthy();
    expect(writes(server)).toEqual([['DELETE', `${META}/views/vw_1/share`, undefined]]);
    expect(shell.toast.success).toHaveBeenCalledWith('Link disabled');
  });

  it("shows the server's message when a change is refused, keeping the settings as they were", async () => {
    const { user, dialog, server, shell } = await openDialog(SHARED);
    server.answer({ [`PATCH ${META}/views/vw_1/share`]: fail(403, 'Not allowed') });
    const csv = await within(dialog).findByRole('switch', { name: 'Allow CSV download' });
    await user.click(csv);
    await waitFor(() => expect(shell.toast.error).toHaveBeenCalledWith('Not allowed'));
    expect(csv.getAttribute('aria-checked')).toBe('true');
  });
});
