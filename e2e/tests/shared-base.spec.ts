import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiAs } from '../support/api';
import { signUp } from '../support/auth';
import { cellAt, gridOf, goToCell } from '../support/grid';
import { shoot } from '../support/screenshots';
import { seedTasks } from '../support/seed';
import { startBasalt, type BasaltServer } from '../support/server';

interface SharedBaseLink {
  uuid: string;
  url: string;
  roles: string;
}

/** A visitor: a browser context of its own, with no session and nothing stored. */
async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  return context.newPage();
}

test.describe('shared base', () => {
  let server: BasaltServer;
  test.beforeAll(async () => {
    server = await startBasalt();
  });
  test.afterAll(async () => server.stop());

  test('a visitor with no session sees the base read-only as viewer, and edits it as editor', async ({
    page,
    browser,
  }) => {
    await signUp(page, server.url, 'owner@example.com');
    const { projectId } = await seedTasks(page, server.url, 'Team plans');
    const shared = `/api/v1/db/meta/projects/${projectId}/shared`;

    // the owner shares the base from the sidebar: the link comes with the viewer role
    await page.goto(`${server.url}/nc/${projectId}`);
    await page.getByRole('button', { name: 'Share base' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share base' });
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await expect(dialog.getByLabel('Public link')).toHaveValue(/\/nc\/base\//);
    await expect(dialog.getByRole('radio', { name: 'View records' })).toBeChecked();
    await shoot(page, 'shared-base-dialog');
    const link = await apiAs<SharedBaseLink>(page, server.url, 'GET', shared);
    expect(link).toMatchObject({ roles: 'viewer', url: `${server.url}/nc/base/${link.uuid}` });
    await expect(dialog.getByLabel('Public link')).toHaveValue(link.url);

    // viewer: the link opens the project's sidebar; its table opens read-only
    const visitor = await visitorPage(browser);
    await visitor.goto(link.url);
    await expect(visitor.getByText('Open a table from the sidebar to see its records.')).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Share base' })).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: 'Create a table' })).toHaveCount(0);
    const tables = visitor.getByRole('list', { name: 'Tables' });
    await expect(tables.getByRole('button', { name: 'Tasks', exact: true })).toBeVisible();
    await tables.getByRole('button', { name: 'Tasks', exact: true }).click();
    await expect(visitor).toHaveURL(`${server.url}/nc/base/${link.uuid}/table/Tasks`);
    const grid = gridOf(visitor, 'Tasks');
    await expect(grid).toHaveAttribute('aria-rowcount', '7');
    await expect(grid).toHaveAttribute('aria-readonly', 'true');
    await expect(cellAt(visitor, 0, 0)).toHaveAttribute('aria-label', 'Task A');
    await expect(visitor.getByRole('button', { name: 'New record' })).toHaveCount(0);
    await expect(visitor.getByRole('button', { name: 'Add a field' })).toHaveCount(0);
    // typing into a cell changes nothing
    await goToCell(visitor, 0, 0);
    await visitor.keyboard.type('Changed');
    await visitor.keyboard.press('Enter');
    await expect(cellAt(visitor, 0, 0)).toHaveAttribute('aria-label', 'Task A');
    await shoot(visitor, 'shared-base-viewer');

    // editor: the same link, now editable; the owner reads the visitor's change through the API
    await apiAs(page, server.url, 'PATCH', shared, { roles: 'editor' });
    await visitor.reload();
    await expect(grid).toHaveAttribute('aria-rowcount', '7');
    await expect(grid).not.toHaveAttribute('aria-readonly', 'true');
    await goToCell(visitor, 0, 0);
    await visitor.keyboard.type('Shared edit');
    await visitor.keyboard.press('Enter');
    await expect(cellAt(visitor, 0, 0)).toHaveAttribute('aria-label', 'Shared edit');
    await expect
      .poll(async () => {
        const rows = await apiAs<{ list: Array<{ Title: string }> }>(
          page,
          server.url,
          'GET',
          `/api/v1/db/data/noco/${projectId}/Tasks?sort=Id`,
        );
        return rows.list[0]?.Title;
      })
      .toBe('Shared edit');
    await shoot(visitor, 'shared-base-editor');

    // a disabled link leads to the not-found page
    await apiAs(page, server.url, 'DELETE', shared);
    await visitor.goto(link.url);
    await expect(visitor).toHaveURL(`${server.url}/error/404`);

    // a protected link: the visitor is asked for the password; a wrong one is refused, the right one opens the rows
    const protectedLink = await apiAs<SharedBaseLink>(page, server.url, 'POST', shared, { password: 'plans 2026' });
    await visitor.goto(protectedLink.url);
    const ask = visitor.getByRole('dialog', { name: 'This base is protected' });
    await expect(ask).toBeVisible();
    await ask.getByLabel('Password').fill('guess');
    await ask.getByRole('button', { name: 'Open' }).click();
    await expect(ask.getByRole('alert')).toHaveText('Something went wrong. Please check your credentials.');
    await shoot(visitor, 'shared-base-password');
    await ask.getByLabel('Password').fill('plans 2026');
    await expect(ask.getByRole('alert')).toHaveCount(0);
    await ask.getByRole('button', { name: 'Open' }).click();
    await expect(ask).toHaveCount(0);
    await tables.getByRole('button', { name: 'Tasks', exact: true }).click();
    await expect(visitor).toHaveURL(`${server.url}/nc/base/${protectedLink.uuid}/table/Tasks`);
    await expect(grid).toHaveAttribute('aria-rowcount', '7');
    await expect(cellAt(visitor, 0, 0)).toHaveAttribute('aria-label', 'Shared edit');
    // the tab remembers it: reloading the table's address opens it without asking again
    await visitor.reload();
    await expect(grid).toHaveAttribute('aria-rowcount', '7');
    await expect(ask).toHaveCount(0);
    await visitor.context().close();
  });
});
