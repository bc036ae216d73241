import { expect, test } from '@playwright/test';
import { signUp } from '../support/auth';
import { DETAILS_COLUMN, PHOTO_COLUMN, seedPublicForm } from '../support/public-form-table';
import { shoot } from '../support/screenshots';
import { heldBack, typeThenTakeOver } from '../support/form-takeover';
import { arabic, visitorPage } from '../support/share-visitor';
import { startBasalt, type BasaltServer } from '../support/server';

/**
 * The public form as Basalt's own server sends it (docs/API.md "Public pages"): the form's HTML is in the page, so a
 * visitor types before the script has arrived; when it arrives, React's form takes over without losing a character
 * or the focus, and what is sent is what was typed. Without the script at all, the written form sends itself.
 */

const HEADING = { heading: 'Ask the desk', subheading: 'We answer within a day.' };

/** The page's script never arrives: what the visitor has is the HTML the server wrote. */
const SCRIPT = '**/remotes/mf-shared/standalone/**';

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
    const { uuid, rows } = await seedPublicForm(page, url, {
      project: 'Desk',
      table: 'Requests',
      extra: [DETAILS_COLUMN, PHOTO_COLUMN],
      title: 'Request form',
      settings: HEADING,
    });

    // the page's script is held back until the visitor has typed
    const guest = await visitorPage(browser);
    const script = heldBack();
    await guest.route('**/remotes/mf-shared/standalone/standalone.js', script.handler);
    await guest.goto(`${url}/nc/form/${uuid}`, { waitUntil: 'commit' });
    const written = guest.locator('form[data-prerendered]');
    await expect(written).toBeVisible();
    await expect(guest.getByRole('heading', { name: 'Ask the desk' })).toBeVisible();
    // a real form: it could be sent already
    await expect(written.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await shoot(guest, 'public-form-prerendered');

    await typeThenTakeOver(
      guest,
      {
        name: 'Ann Visitor',
        nameShown: 'Ann Visitor',
        email: 'ann@example.com',
        topic: 'Idea',
        details: ['The printer', ' jams'],
      },
      script,
    );

    await guest.getByRole('button', { name: 'Submit' }).click();
    await expect(guest.getByRole('status')).toContainText('Saved successfully');
    expect(await rows()).toEqual([
      expect.objectContaining({
        Name: 'Ann Visitor',
        Email: 'ann@example.com',
        Topic: 'Idea',
        Details: 'The printer jams',
      }),
    ]);

    // an Arabic visitor whose script never arrives: the written form reads right to left, in Arabic, and sends
    const offline = await visitorPage(browser, 'ar');
    await offline.route(SCRIPT, (route) => route.abort());
    await offline.goto(`${url}/nc/form/${uuid}`, { waitUntil: 'commit' });
    await expect(offline.locator('form[data-prerendered]')).toBeVisible();
    await expect(offline.locator('html')).toHaveAttribute('dir', 'rtl');
    await shoot(offline, 'public-form-prerendered-rtl');
    await offline.getByLabel('Name').fill('سلمى');
    await offline.getByRole('button', { name: arabic('sharedForm.submit') }).click();
    await expect(offline.getByRole('status')).toHaveText(new RegExp(arabic('sharedForm.saved')));
    expect((await rows()).at(-1)).toMatchObject({ Name: 'سلمى' });
  });

  test('with no script at all, the written form sends itself: a refusal comes back with what was typed, then the row is saved with its file', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const url = server.url;
    await signUp(page, url, 'no-script@example.com');
    const { uuid, rows, formField } = await seedPublicForm(page, url, {
      project: 'Front desk',
      table: 'Visits',
      extra: [DETAILS_COLUMN, PHOTO_COLUMN],
      title: 'Visit form',
      settings: { ...HEADING, success_msg: 'Thanks, the desk has it.' },
    });
    await formField('Name', { required: true, label: 'Your name' });

    const guest = await visitorPage(browser);
    await guest.route(SCRIPT, (route) => route.abort());
    await guest.goto(`${url}/nc/form/${uuid}`);
    await guest.getByLabel('Email').fill('bo@example.com');
    await guest.getByLabel('Topic').selectOption('Bug');
    await guest.getByLabel('Details').fill('The lift is <stuck> & "loud"');
    await guest.getByRole('button', { name: 'Submit' }).click();

    // the required name is missing: the form comes back, as typed, with the message and the focus on the name
    await expect(guest.getByRole('alert')).toHaveText('The value for Your name is required');
    await expect(guest.getByLabel('Email')).toHaveValue('bo@example.com');
    await expect(guest.getByLabel('Topic')).toHaveValue('Bug');
    await expect(guest.getByLabel('Details')).toHaveValue('The lift is <stuck> & "loud"');
    await expect(guest.getByLabel(/Your name/)).toBeFocused();
    expect(await rows()).toEqual([]);
    await shoot(guest, 'public-form-no-script-refused');

    await guest.keyboard.type('Bo Visitor');
    await guest.getByLabel('Photo').setInputFiles({
      name: 'lift.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('floor 3'),
    });
    await guest.getByRole('button', { name: 'Submit' }).click();
    await expect(guest.getByRole('status')).toHaveText(/Thanks, the desk has it\./);
    const [saved] = await rows();
    expect(saved).toMatchObject({
      Name: 'Bo Visitor',
      Email: 'bo@example.com',
      Topic: 'Bug',
      Details: 'The lift is <stuck> & "loud"',
    });
    expect(saved!.Photo?.map((f) => f.title)).toEqual(['lift.txt']);

    // a visitor who sends before the script has arrived: when it does, React's form keeps what was sent and the message
    const early = await visitorPage(browser);
    const earlyScript = heldBack();
    await early.route(SCRIPT, earlyScript.handler);
    await early.goto(`${url}/nc/form/${uuid}`, { waitUntil: 'commit' });
    await early.getByLabel('Email').fill('cy@example.com');
    await early.getByRole('button', { name: 'Submit' }).click();
    await expect(early.getByRole('alert')).toHaveText('The value for Your name is required');
    earlyScript.release();
    await expect(early.locator('form[data-ready]')).toBeVisible();
    await expect(early.getByLabel('Email')).toHaveValue('cy@example.com');
    await expect(early.getByText('The value for Your name is required')).toBeVisible();
    await early.getByLabel(/Your name/).fill('Cy Visitor');
    await early.getByRole('button', { name: 'Submit' }).click();
    await expect(early.getByRole('status')).toContainText('Thanks, the desk has it.');
    expect((await rows()).at(-1)).toMatchObject({ Name: 'Cy Visitor', Email: 'cy@example.com' });
  });
});
