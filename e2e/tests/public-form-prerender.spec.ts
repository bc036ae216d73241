import { expect, test } from '@playwright/test';
import { apiAs, createProjectWithTable } from '../support/api';
import { signUp } from '../support/auth';
import { shoot } from '../support/screenshots';
import { arabic, visitorPage } from '../support/share-visitor';
import { startBasalt, type BasaltServer } from '../support/server';

/**
 * The public form as Basalt's own server sends it (docs/API.md "Public pages"): the form's HTML is in the page, so a
 * visitor types before the script has arrived; when it arrives, React's form takes over without losing a character
 * or the focus, and what is sent is what was typed.
 */

interface Row {
  Name: string | null;
  Email: string | null;
  Topic: string | null;
  Details: string | null;
}

test.describe('public form written by the server', () => {
  let server: BasaltServer;
  test.beforeAll(async () => {
    server = await startBasalt();
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test('a visitor types into the form before its script runs; the script takes over what was typed and the focus, and the row is saved', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const url = server.url;
    await signUp(page, url, 'prerender@example.com');
    const { projectId, tableId } = await createProjectWithTable(page, url, 'Desk', 'Requests', [
      { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
      { column_name: 'name', title: 'Name', uidt: 'SingleLineText', pv: true },
      { column_name: 'email', title: 'Email', uidt: 'Email' },
      {
        column_name: 'topic',
        title: 'Topic',
        uidt: 'SingleSelect',
        colOptions: { options: [{ title: 'Bug' }, { title: 'Idea' }] },
      },
      { column_name: 'details', title: 'Details', uidt: 'LongText' },
    ]);
    const form = await apiAs<{ id: string }>(page, url, 'POST', `/api/v1/db/meta/tables/${tableId}/forms`, {
      title: 'Request form',
    });
    await apiAs(page, url, 'PATCH', `/api/v1/db/meta/forms/${form.id}`, {
      heading: 'Ask the desk',
      subheading: 'We answer within a day.',
    });
    const { uuid } = await apiAs<{ uuid: string }>(page, url, 'POST', `/api/v1/db/meta/views/${form.id}/share`);

    // the page's script is held back until the visitor has typed
    const guest = await visitorPage(browser);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await guest.route('**/remotes/mf-shared/standalone/standalone.js', async (route) => {
      await released;
      await route.continue();
    });
    await guest.goto(`${url}/nc/form/${uuid}`, { waitUntil: 'commit' });
    const written = guest.locator('form[data-prerendered]');
    await expect(written).toBeVisible();
    await expect(guest.getByRole('heading', { name: 'Ask the desk' })).toBeVisible();
    // sending needs the script: until it runs the button says so by being disabled
    await expect(written.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await shoot(guest, 'public-form-prerendered');

    await guest.getByLabel('Name').fill('Ann Visitor');
    await guest.getByLabel('Email').fill('ann@example.com');
    await guest.getByLabel('Topic').selectOption('Idea');
    await guest.getByLabel('Details').click();
    await guest.keyboard.type('The printer');

    release();
    await expect(guest.locator('form[data-ready]')).toBeVisible();
    await expect(written).toHaveCount(0);
    await expect(guest.getByLabel('Name')).toHaveValue('Ann Visitor');
    await expect(guest.getByLabel('Email')).toHaveValue('ann@example.com');
    await expect(guest.getByLabel('Topic')).toHaveValue('Idea');
    await expect(guest.getByLabel('Details')).toBeFocused();
    // typing goes on where it stopped
    await guest.keyboard.type(' jams');
    await expect(guest.getByLabel('Details')).toHaveValue('The printer jams');

    await guest.getByRole('button', { name: 'Submit' }).click();
    await expect(guest.getByRole('status')).toContainText('Saved successfully');
    const rows = await apiAs<{ list: Row[] }>(page, url, 'GET', `/api/v1/db/data/noco/${projectId}/Requests?limit=10`);
    expect(rows.list).toEqual([
      expect.objectContaining({
        Name: 'Ann Visitor',
        Email: 'ann@example.com',
        Topic: 'Idea',
        Details: 'The printer jams',
      }),
    ]);

    // an Arabic visitor whose script never arrives: the written form reads right to left, in Arabic, and its
    // button stays disabled rather than pretending to send
    const offline = await visitorPage(browser, 'ar');
    await offline.route('**/remotes/mf-shared/standalone/standalone.js', (route) => route.abort());
    await offline.goto(`${url}/nc/form/${uuid}`, { waitUntil: 'commit' });
    await expect(offline.locator('form[data-prerendered]')).toBeVisible();
    await expect(offline.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(offline.getByRole('button', { name: arabic('sharedForm.submit') })).toBeDisabled();
    await shoot(offline, 'public-form-prerendered-rtl');
  });
});
