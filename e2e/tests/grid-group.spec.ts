import { expect, test, type Page } from '@playwright/test';
import { signUp } from '../support/auth';
import { apiAs } from '../support/api';
import { shoot, shootOpen } from '../support/screenshots';
import { startBasalt, type BasaltServer } from '../support/server';

/** A table with a select field and a few rows made through the API: 3 Todo, 2 Doing, 1 Done, 1 without a status. */
async function seedTable(page: Page, baseUrl: string) {
  const project = await apiAs<{ id: string }>(page, baseUrl, 'POST', '/api/v1/db/meta/projects/', {
    title: 'Grouping',
  });
  await apiAs(page, baseUrl, 'POST', `/api/v1/db/meta/projects/${project.id}/tables`, {
    table_name: 'Tasks',
    title: 'Tasks',
    columns: [
      { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
      { column_name: 'title', title: 'Title', uidt: 'SingleLineText', pv: true },
      {
        column_name: 'status',
        title: 'Status',
        uidt: 'SingleSelect',
        colOptions: {
          options: [
            { title: 'Todo', color: '#cfe2ff' },
            { title: 'Doing', color: '#fee2d5' },
            { title: 'Done', color: '#d1f7c4' },
          ],
        },
      },
      { column_name: 'estimate', title: 'Estimate', uidt: 'Number' },
    ],
  });
  const statuses = ['Todo', 'Doing', 'Todo', 'Done', null, 'Todo', 'Doing'];
  const rows = statuses.map((Status, i) => ({ Title: `Task ${i + 1}`, Status, Estimate: i * 3 }));
  await apiAs(page, baseUrl, 'POST', `/api/v1/db/data/bulk/noco/${project.id}/Tasks`, rows);
  return project.id;
}

const groupHeader = (page: Page, value: RegExp) => page.locator('.group-header').filter({ hasText: value });

test.describe('grid grouped by a field', () => {
  let server: BasaltServer;
  test.beforeAll(async () => {
    server = await startBasalt();
  });
  test.afterAll(async () => server.stop());

  test('groups by a select from the toolbar, opens and closes groups, and keeps the grouping across a reload', async ({
    page,
  }) => {
    await signUp(page, server.url, 'group@example.com');
    const projectId = await seedTable(page, server.url);
    await page.goto(`${server.url}/nc/${projectId}/table/Tasks`);
    await expect(page.getByRole('grid', { name: 'Records of Tasks' })).toBeVisible();

    const panel = page.getByRole('region', { name: 'Grouping of this view' });
    // Closes the panel as a person would: Escape (a second one if the first closed only the field list).
    const closePanel = async () => {
      if (await panel.isVisible()) await page.keyboard.press('Escape');
      if (await panel.isVisible()) await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
    };
    const openPicker = async () => {
      // the screenshot helper's Escape may have closed only the field list: open the panel afresh at this size
      await closePanel();
      await page.getByRole('button', { name: 'Group', exact: true }).click();
      await panel.getByRole('combobox', { name: 'Group by field' }).click();
      await expect(page.locator('.ant-select-dropdown:visible')).toBeVisible();
    };
    await shootOpen(page, 'grid-group-menu', openPicker);
    await closePanel();
    await openPicker();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^Status$/ }).click();
    await expect(page.getByRole('button', { name: 'Grouped by Status' })).toBeVisible();

    // groups in ascending order of the field's value (no value first on SQLite), each with its count; the first open
    const headers = page.locator('.group-header');
    await expect(headers).toHaveCount(4);
    await expect(headers.locator('.group-count')).toHaveText(['1 record', '2 records', '1 record', '3 records']);
    await expect(headers.first()).toHaveAttribute('aria-expanded', 'true');
    await expect(headers.first()).toContainText('(empty)');
    await expect(page.getByRole('gridcell', { name: 'Task 5' })).toBeVisible();

    const todo = groupHeader(page, /Todo/);
    await todo.focus();
    await page.keyboard.press('Enter');
    await expect(todo).toHaveAttribute('aria-expanded', 'true');
    for (const title of ['Task 1', 'Task 3', 'Task 6']) {
      await expect(page.getByRole('gridcell', { name: title })).toBeVisible();
    }
    await expect(page.getByRole('gridcell', { name: 'Task 2' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await shootOpen(page, 'grid-group-open-menu', async () => {
      await page.getByRole('button', { name: 'Grouped by Status' }).click();
      await expect(panel.getByRole('button', { name: 'Remove the grouping' })).toBeVisible();
    });
    await expect(panel).toHaveCount(0);
    await shoot(page, 'grid-grouped');

    // collapse the first group with Space
    await headers.first().focus();
    await page.keyboard.press(' ');
    await expect(headers.first()).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('gridcell', { name: 'Task 5' })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Grouped by Status' })).toBeVisible();
    await expect(page.locator('.group-header .group-count')).toHaveText([
      '1 record',
      '2 records',
      '1 record',
      '3 records',
    ]);
  });
});
