import { expect, test } from '@playwright/test';
import { signUp } from '../support/auth';
import { shoot } from '../support/screenshots';
import { DETAILS_COLUMN, seedPublicForm } from '../support/public-form-table';
import { arabic, visitorPage } from '../support/share-visitor';
import { heldBack, typeThenTakeOver } from '../support/form-takeover';
import { standaloneAndBasalt } from '../support/standalone-page';

/**
 * The public form of mf-shared's standalone page, deployed at an origin of its own with no Basalt server to write
 * the form (docs/API.md "Public pages"): its early script writes the form as soon as the meta has arrived, so a
 * visitor types before the page's script runs; React then takes over what was typed and the focus. Without the
 * script at all, the written form posts to the API's own form address, which saves the row.
 */

/** The page's script (a deferred file of the standalone build). */
const SCRIPT = '**/standalone.js';

test.describe('standalone public form written by its early script', () => {
  const servers = standaloneAndBasalt();

  test('a visitor types before the script runs; React takes over the values and focus and the row is saved; without the script the form sends itself', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const server = servers.server();
    const standalone = servers.standalone();
    await signUp(page, server.url, 'standalone-early@example.com');
    const { uuid, rows } = await seedPublicForm(page, server.url, {
      project: 'Helpdesk',
      table: 'Tickets',
      extra: [DETAILS_COLUMN],
      title: 'Ticket form',
      settings: { heading: 'Open a ticket', success_msg: 'Ticket received.' },
    });

    // the page's script is held back until the visitor has typed
    const guest = await visitorPage(browser);
    const script = heldBack();
    await guest.route(SCRIPT, script.handler);
    await guest.goto(`${standalone.url}/nc/form/${uuid}?Name=Eve%20Visitor`, { waitUntil: 'commit' });
    const written = guest.locator('form[data-prerendered]');
    await expect(written).toBeVisible();
    await expect(guest.getByRole('heading', { name: 'Open a ticket' })).toBeVisible();
    // a real form, posting to the API's own form address with the link's prefill
    await expect(written).toHaveAttribute('action', `${server.url}/nc/form/${uuid}?Name=Eve%20Visitor`);
    await expect(guest.getByLabel('Name')).toHaveValue('Eve Visitor');
    await shoot(guest, 'public-form-standalone-written');
    await typeThenTakeOver(
      guest,
      { nameShown: 'Eve Visitor', email: 'eve@example.com', topic: 'Bug', details: ['The scanner', ' is offline'] },
      script,
    );
    await guest.getByRole('button', { name: 'Submit' }).click();
    await expect(guest.getByRole('status')).toContainText('Ticket received.');
    expect((await rows()).at(-1)).toMatchObject({
      Name: 'Eve Visitor',
      Email: 'eve@example.com',
      Topic: 'Bug',
      Details: 'The scanner is offline',
    });

    // the script never arrives: the written form is sent by the browser to the API's form address
    const offline = await visitorPage(browser);
    await offline.route(SCRIPT, (route) => route.abort());
    await offline.goto(`${standalone.url}/nc/form/${uuid}`, { waitUntil: 'commit' });
    await offline.getByLabel('Name').fill('Finn Visitor');
    await offline.getByLabel('Topic').selectOption('Idea');
    await offline.getByRole('button', { name: 'Submit' }).click();
    await expect(offline.getByRole('status')).toContainText('Ticket received.');
    expect((await rows()).at(-1)).toMatchObject({ Name: 'Finn Visitor', Topic: 'Idea' });

    // an Arabic visitor: the written form comes in Arabic, right to left (the build's words file, fetched with the
    // meta), never in English first; React's form then takes over in Arabic
    const arabicGuest = await visitorPage(browser, 'ar');
    const arabicScript = heldBack();
    await arabicGuest.route(SCRIPT, arabicScript.handler);
    await arabicGuest.goto(`${standalone.url}/nc/form/${uuid}`, { waitUntil: 'commit' });
    await expect(arabicGuest.locator('form[data-prerendered]')).toBeVisible();
    await expect(arabicGuest.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(arabicGuest.getByRole('button', { name: arabic('sharedForm.submit') })).toBeVisible();
    await expect(arabicGuest.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);
    await shoot(arabicGuest, 'public-form-standalone-written-rtl');
    arabicScript.release();
    await expect(arabicGuest.locator('form[data-ready]')).toBeVisible();
    await expect(arabicGuest.getByRole('button', { name: arabic('sharedForm.submit') })).toBeVisible();
  });
});
