import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs, createProjectWithTable } from '../support/api';
import { PHOTO_COLUMN, seedPublicForm } from '../support/public-form-table';
import { signUp } from '../support/auth';
import { gridOf } from '../support/grid';
import { shoot } from '../support/screenshots';
import { arabic, visitorPage } from '../support/share-visitor';
import type { BasaltServer, RunningServer } from '../support/server';
import { standaloneAndBasalt } from '../support/standalone-page';

/**
 * A shared form filled in by visitors with no session (issue 13): through the app's public route, its countdown to
 * a blank form, its survey layout, and the standalone mf-shared page deployed at another origin.
 */

/** A Feedback table (Name, Email, Topic, Photo), a form on it with Name required, shared: its link id. */
async function seedForm(page: Page, url: string) {
  const form = await seedPublicForm(page, url, {
    project: 'Survey',
    table: 'Feedback',
    extra: [PHOTO_COLUMN],
    title: 'Feedback form',
    settings: {
      heading: 'Tell us what you think',
      subheading: 'It takes a minute.',
      success_msg: 'Thank you for your feedback!',
    },
  });
  await form.formField('Name', { required: true, label: 'Your name' });
  return form;
}

test.describe('shared form', () => {
  const servers = standaloneAndBasalt();
  let server: BasaltServer;
  let standalone: RunningServer;
  test.beforeAll(() => {
    server = servers.server();
    standalone = servers.standalone();
  });

  test('a visitor fills and submits the form with a file and a prefilled field; the row is in the owner grid, and the countdown and survey work', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await signUp(page, server.url, 'forms@example.com');
    const { projectId, uuid, settings, rows } = await seedForm(page, server.url);

    // (a) the public route of the app, a prefilled topic, a file attached
    const guest = await visitorPage(browser);
    await guest.goto(`${server.url}/nc/form/${uuid}?Topic=Idea`);
    await expect(guest.getByRole('heading', { name: 'Tell us what you think' })).toBeVisible();
    await expect(guest.getByLabel('Topic')).toHaveValue('Idea');
    await guest.getByRole('button', { name: 'Submit' }).click();
    await expect(guest.getByText('The value for Your name is required')).toBeVisible();
    await guest.getByLabel(/Your name/).fill('Ann Visitor');
    await guest.getByLabel('Email').fill('ann@example.com');
    await guest.getByLabel('Photo').setInputFiles({
      name: 'receipt.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('paid in full'),
    });
    await expect(guest.getByRole('button', { name: 'Remove receipt.txt' })).toBeVisible();
    await shoot(guest, 'public-form');
    await guest.getByRole('button', { name: 'Submit' }).click();
    await expect(guest.getByRole('status')).toContainText('Thank you for your feedback!');
    await shoot(guest, 'public-form-success');

    const [saved] = await rows();
    expect(saved).toMatchObject({ Name: 'Ann Visitor', Email: 'ann@example.com', Topic: 'Idea' });
    expect(saved!.Photo?.map((f) => f.title)).toEqual(['receipt.txt']);
    await page.goto(`${server.url}/nc/${projectId}/table/Feedback`);
    await expect(gridOf(page, 'Feedback')).toBeVisible();
    await expect(gridOf(page, 'Feedback').locator('[role="gridcell"][aria-label="Ann Visitor"]')).toBeVisible();

    // (b) show_blank_form: a visible countdown, then a blank form
    await settings({ show_blank_form: true });
    await guest.goto(`${server.url}/nc/form/${uuid}`);
    await guest.getByLabel(/Your name/).fill('Bob Visitor');
    await guest.getByRole('button', { name: 'Submit' }).click();
    await expect(guest.getByRole('status')).toContainText(/A blank form in [45] s/);
    await shoot(guest, 'public-form-countdown');
    await expect(guest.getByRole('status')).toContainText('A blank form in 1 s', { timeout: 8_000 });
    await expect(guest.getByLabel(/Your name/)).toHaveValue('', { timeout: 3_000 });
    expect((await rows()).map((r) => r.Name)).toEqual(['Ann Visitor', 'Bob Visitor']);
    await settings({ show_blank_form: false });

    // (c) survey: one question at a time, from the keyboard
    await guest.goto(`${server.url}/nc/form/${uuid}/survey`);
    await expect(guest.getByRole('progressbar', { name: 'Question 1 of 4' })).toBeVisible();
    await expect(guest.getByLabel(/Your name/)).toBeFocused();
    await shoot(guest, 'public-form-survey');
    await guest.keyboard.type('Cleo Visitor');
    await guest.keyboard.press('Enter');
    await expect(guest.getByRole('progressbar', { name: 'Question 2 of 4' })).toBeVisible();
    await expect(guest.getByLabel('Email')).toBeFocused();
    await guest.keyboard.press('Shift+Tab');
    await expect(guest.getByLabel(/Your name/)).toHaveValue('Cleo Visitor');
    await guest.keyboard.press('Enter');
    await guest.keyboard.type('not an address');
    await guest.keyboard.press('Enter');
    await expect(guest.getByText('Enter a valid e-mail address')).toBeVisible();
    await guest.getByLabel('Email').fill('cleo@example.com');
    await guest.keyboard.press('Enter');
    await guest.getByLabel('Topic').selectOption('Bug');
    await guest.getByRole('button', { name: 'OK' }).click();
    await expect(guest.getByRole('progressbar', { name: 'Question 4 of 4' })).toBeVisible();
    await guest.getByRole('button', { name: 'Submit' }).click();
    await expect(guest.getByRole('status')).toContainText('Thank you for your feedback!');
    expect((await rows()).at(-1)).toMatchObject({ Name: 'Cleo Visitor', Email: 'cleo@example.com', Topic: 'Bug' });

    // (d) the standalone page at its own origin, talking to the API across origins
    const remote = await visitorPage(browser);
    await remote.goto(`${standalone.url}/nc/form/${uuid}?Name=Dan%20Visitor`);
    await expect(remote.getByLabel(/Your name/)).toHaveValue('Dan Visitor');
    await remote.getByRole('button', { name: 'Submit' }).click();
    await expect(remote.getByRole('status')).toContainText('Thank you for your feedback!');
    expect((await rows()).at(-1)).toMatchObject({ Name: 'Dan Visitor' });
  });

  test('a visitor links records through the picker at phone width; the owner finds the links through the API', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signUp(page, server.url, 'form-links@example.com');
    const { projectId, tableId } = await createProjectWithTable(page, server.url, 'Shop', 'Customers', [
      { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
      { column_name: 'name', title: 'Name', uidt: 'SingleLineText', pv: true },
    ]);
    const tags = await apiAs<{ id: string }>(page, server.url, 'POST', `/api/v1/db/meta/projects/${projectId}/tables`, {
      table_name: 'Tags',
      title: 'Tags',
      columns: [
        { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
        { column_name: 'label', title: 'Label', uidt: 'SingleLineText', pv: true },
      ],
    });
    for (const label of ['red', 'blue', 'green', 'yellow'])
      await apiAs(page, server.url, 'POST', `/api/v1/db/data/noco/${projectId}/Tags`, { Label: label });
    await apiAs(page, server.url, 'POST', `/api/v1/db/meta/tables/${tableId}/columns`, {
      uidt: 'LinkToAnotherRecord',
      title: 'Tags',
      parentId: tableId,
      childId: tags.id,
      type: 'mm',
    });
    const form = await apiAs<{ id: string }>(page, server.url, 'POST', `/api/v1/db/meta/tables/${tableId}/forms`, {
      title: 'Sign up',
    });
    const { uuid } = await apiAs<{ uuid: string }>(page, server.url, 'POST', `/api/v1/db/meta/views/${form.id}/share`);

    // the standalone page, whose picker arrives as a chunk of its own when first opened
    const guest = await visitorPage(browser);
    await guest.goto(`${standalone.url}/nc/form/${uuid}`);
    await guest.getByLabel('Name').fill('Eve Visitor');
    await guest.getByRole('button', { name: 'Add a record' }).click();
    const picker = guest.getByRole('dialog', { name: 'Choose a record for Tags' });
    await expect(picker.getByRole('option', { name: 'red' })).toBeVisible();
    await picker.getByRole('combobox', { name: 'Search records' }).fill('gre');
    await expect(picker.getByRole('option')).toHaveText(['green']);
    await shoot(guest, 'public-form-link-picker');
    await guest.keyboard.press('Enter');
    await guest.getByRole('button', { name: 'Add a record' }).click();
    await picker.getByRole('option', { name: 'blue' }).click();
    await guest.getByRole('button', { name: 'Add a record' }).click();
    await picker.getByRole('option', { name: 'yellow' }).click();
    await guest.getByRole('button', { name: 'Remove blue' }).click();
    await expect(guest.getByRole('group', { name: 'Tags' }).getByRole('listitem')).toHaveCount(2);
    await shoot(guest, 'public-form-link-chosen');
    // at phone width nothing sticks out sideways
    await guest.setViewportSize({ width: 375, height: 740 });
    expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await guest.getByRole('button', { name: 'Submit' }).click();
    await expect(guest.getByRole('status')).toContainText('Saved successfully');

    // an Arabic visitor: the field, its chips and the picker mirrored, the picker's Close at the left of its search
    const arabicGuest = await visitorPage(browser, 'ar');
    await arabicGuest.goto(`${standalone.url}/nc/form/${uuid}`);
    await expect(arabicGuest.locator('html')).toHaveAttribute('dir', 'rtl');
    const addRecord = arabicGuest.getByRole('button', { name: arabic('sharedForm.link.add') });
    const arabicPicker = arabicGuest.getByRole('dialog', { name: arabic('sharedForm.link.title', { label: 'Tags' }) });
    await addRecord.click();
    await arabicPicker.getByRole('option', { name: 'blue' }).click();
    await addRecord.click();
    const search = arabicPicker.getByRole('combobox', { name: arabic('cells.link.search') });
    await search.fill('gre');
    await expect(arabicPicker.getByRole('option')).toHaveText(['green']);
    const close = arabicPicker.getByRole('button', { name: arabic('sharedForm.link.close') });
    const x = async (locator: Locator) => (await locator.boundingBox())!.x;
    expect(await x(close)).toBeLessThan(await x(search));
    await shoot(arabicGuest, 'public-form-link-picker-rtl');
    await arabicGuest.context().close();

    const customers = await apiAs<{ list: Array<{ Id: number; Name: string }> }>(
      page,
      server.url,
      'GET',
      `/api/v1/db/data/noco/${projectId}/Customers`,
    );
    const eve = customers.list.find((c) => c.Name === 'Eve Visitor')!;
    const linked = await apiAs<{ list: Array<{ Label: string }> }>(
      page,
      server.url,
      'GET',
      `/api/v1/db/data/noco/${projectId}/Customers/${eve.Id}/mm/Tags`,
    );
    expect(linked.list.map((t) => t.Label).sort()).toEqual(['green', 'yellow']);
  });
});
