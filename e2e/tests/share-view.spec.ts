import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signUp } from '../support/auth';
import { cellAt } from '../support/grid';
import { shoot } from '../support/screenshots';
import { seedTasksView } from '../support/share-tasks';
import { visitorPage } from '../support/share-visitor';
import { startBasalt, type BasaltServer } from '../support/server';

/** Opens the share dialog from the grid's toolbar. */
async function openShareDialog(page: Page) {
  await page.locator('.view-toolbar').getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share view' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('sharing a view', () => {
  let server: BasaltServer;
  test.beforeAll(async () => {
    server = await startBasalt();
  });
  test.afterAll(async () => server.stop());

  test('the owner shares a grid behind a password; a visitor opens it, and meets a dead end once it is disabled', async ({
    page,
    browser,
  }) => {
    // two browsers, a download and six screenshots: longer than a one-screen journey on a shared machine
    test.setTimeout(180_000);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await signUp(page, server.url, 'sharer@example.com');
    const tasks = await seedTasksView(page, server.url, 'Sharing');
    await tasks.hideField('Owner');
    await page.goto(tasks.tablePath);
    await expect(cellAt(page, 0, 0)).toHaveAttribute('aria-label', 'Task A');

    // the owner creates the link, copies it, protects it with a password
    let dialog = await openShareDialog(page);
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const linkBox = dialog.getByRole('textbox', { name: 'Public link' });
    await expect(linkBox).toHaveValue(new RegExp(`^${server.url}/nc/view/[\\w-]+$`));
    const link = await linkBox.inputValue();
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Copied', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    await dialog.getByRole('switch', { name: 'Protect with a password' }).click();
    await dialog.getByLabel('Password', { exact: true }).fill('open sesame');
    await dialog.getByRole('button', { name: 'Save password' }).click();
    // protected: the field now takes a new password and shows nothing of the one saved
    await expect(dialog.getByLabel('New password')).toHaveValue('');
    await expect(dialog.getByText(/Visitors must enter the password/)).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Allow CSV download' })).toBeChecked();
    await shoot(page, 'share-dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // a visitor with no session: the password dialog, a wrong password, then the right one
    const visitor = await visitorPage(browser);
    await visitor.goto(link);
    const ask = visitor.getByRole('dialog', { name: 'This view is protected' });
    await expect(ask).toBeVisible();
    await shoot(visitor, 'shared-password');
    const password = ask.getByLabel('Password');
    await password.fill('not it');
    await ask.getByRole('button', { name: 'Open' }).click();
    await expect(ask.getByRole('alert')).toHaveText('Something went wrong. Please check your credentials.');
    await shoot(visitor, 'shared-password-wrong');
    await password.pressSequentially('!');
    await expect(ask.getByRole('alert')).toHaveCount(0);
    await password.fill('open sesame');
    await ask.getByRole('button', { name: 'Open' }).click();

    // the rows, without the hidden field nor the key
    const grid = visitor.getByRole('grid');
    await expect(grid.getByRole('gridcell', { name: 'Title: Task A' })).toBeVisible();
    await expect(grid.getByRole('gridcell', { name: 'Title: Task F' })).toBeVisible();
    await expect(grid.getByRole('gridcell', { name: 'Estimate: 12' })).toBeVisible();
    await expect(grid.getByRole('columnheader')).toHaveText(['Title', 'Estimate', 'Done']);
    await expect(grid.getByRole('gridcell', { name: /^Owner:/ })).toHaveCount(0);
    await expect(visitor.getByText('ann@example.com')).toHaveCount(0);
    await shoot(visitor, 'shared-grid');

    // CSV download is allowed: the file holds the rows and not the hidden field
    const download = visitor.waitForEvent('download');
    await visitor.getByRole('button', { name: 'Download CSV' }).click();
    const csv = fs.readFileSync((await (await download).path())!, 'utf8');
    expect(csv).toContain('Task A');
    expect(csv).not.toContain('ann@example.com');

    // the owner turns it off: the visitor's page offers no download any more
    dialog = await openShareDialog(page);
    const csvSwitch = dialog.getByRole('switch', { name: 'Allow CSV download' });
    await csvSwitch.click();
    await expect(csvSwitch).not.toBeChecked();
    await visitor.reload();
    await expect(visitor.getByRole('grid').getByRole('gridcell', { name: 'Title: Task A' })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Download CSV' })).toHaveCount(0);

    // the owner disables the link: the visitor finds the not-found page
    await dialog.getByRole('button', { name: 'Disable link' }).click();
    const confirm = page.getByRole('dialog', { name: 'Disable this link?' });
    await confirm.getByRole('button', { name: 'Disable link' }).click();
    await expect(dialog.getByRole('button', { name: 'Create link' })).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByText('This link does not lead anywhere')).toBeVisible();
    await visitor.context().close();
  });
});
