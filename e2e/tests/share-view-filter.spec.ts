import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs } from '../support/api';
import { signUp } from '../support/auth';
import { shootOpen } from '../support/screenshots';
import { seedTasks } from '../support/seed';
import { startBasalt, type BasaltServer } from '../support/server';

const META = '/api/v1/db/meta';

/**
 * The journey's starting point, through the API: the table's grid view keeps only done tasks (a saved filter) and
 * is shared by link. Returns the link a visitor opens.
 */
async function shareDoneTasks(page: Page, baseUrl: string, tableId: string): Promise<string> {
  const table = await apiAs<{ columns: { id: string; title: string }[]; views: { id: string }[] }>(
    page,
    baseUrl,
    'GET',
    `${META}/tables/${tableId}`,
  );
  const viewId = table.views[0]!.id;
  const done = table.columns.find((c) => c.title === 'Done')!;
  await apiAs(page, baseUrl, 'POST', `${META}/views/${viewId}/filters`, {
    fk_column_id: done.id,
    comparison_op: 'checked',
    logical_op: 'and',
  });
  const share = await apiAs<{ uuid: string }>(page, baseUrl, 'POST', `${META}/views/${viewId}/share`);
  return `${baseUrl}/nc/view/${share.uuid}`;
}

/** The Title cells of the shared grid, in order. */
const titlesOf = (grid: Locator) => grid.getByRole('gridcell', { name: /^Title:/ });

test.describe("a shared grid's visitor filter", () => {
  let server: BasaltServer;
  test.beforeAll(async () => {
    server = await startBasalt();
  });
  test.afterAll(async () => server.stop());

  test('a visitor narrows the shared rows with AND/OR conditions, never beyond the view, and a reload clears them', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signUp(page, server.url, 'filter-sharer@example.com');
    const { tableId } = await seedTasks(page, server.url, 'Visitor filter');
    const link = await shareDoneTasks(page, server.url, tableId);

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    const visitor = await context.newPage();
    await visitor.goto(link);
    const grid = visitor.getByRole('grid');
    const count = visitor.locator('.shared-pager [aria-live]');
    // the view's own filter: Task C (not done) is not shared
    await expect(titlesOf(grid)).toHaveText(['Task A', 'Task B', 'Task D', 'Task E', 'Task F']);
    await expect(count).toHaveText('1–5 of 5');

    const filterButton = visitor.getByRole('button', { name: 'Filter', exact: true });
    await filterButton.click();
    const panel = visitor.getByRole('region', { name: 'Filter rows' });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: 'Add filter' }).click();
    const first = panel.getByRole('group', { name: 'Condition 1' });
    await first.getByRole('combobox', { name: 'Field' }).selectOption({ label: 'Estimate' });
    await first.getByRole('combobox', { name: 'Comparison for Estimate' }).selectOption({ label: 'is greater than' });
    await first.getByRole('textbox', { name: 'Value for Estimate' }).fill('10');
    // Estimate > 10 within the done tasks: Task C (20, not done) stays out
    await expect(titlesOf(grid)).toHaveText(['Task B', 'Task E', 'Task F']);
    await expect(count).toHaveText('1–3 of 3');

    // a second condition joined by OR widens the visitor's own filter, still inside the view
    await panel.getByRole('button', { name: 'Add filter' }).click();
    const second = panel.getByRole('group', { name: 'Condition 2' });
    await expect(second.getByRole('combobox', { name: 'Field' })).toBeFocused();
    await second.getByRole('combobox', { name: 'Field' }).selectOption({ label: 'Estimate' });
    await second.getByRole('combobox', { name: 'Comparison for Estimate' }).selectOption({ label: 'is less than' });
    await second.getByRole('textbox', { name: 'Value for Estimate' }).fill('5');
    await expect(titlesOf(grid)).toHaveText([]);
    await expect(visitor.getByText('No records')).toBeVisible();
    await panel.getByRole('combobox', { name: 'Show rows that match' }).selectOption('or');
    await expect(titlesOf(grid)).toHaveText(['Task A', 'Task B', 'Task E', 'Task F']);
    await expect(count).toHaveText('1–4 of 4');
    await expect(visitor.getByRole('button', { name: 'Filters: 2' })).toBeVisible();

    await shootOpen(visitor, 'shared-grid-filter', async () => {
      const button = visitor.getByRole('button', { name: 'Filters: 2' });
      if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
      await expect(panel).toBeVisible();
    });
    await expect(panel).toBeHidden();

    // removed one by one, from the keyboard too
    await visitor.getByRole('button', { name: 'Filters: 2' }).click();
    await panel.getByRole('button', { name: 'Remove condition 2' }).click();
    await expect(titlesOf(grid)).toHaveText(['Task B', 'Task E', 'Task F']);
    await panel.getByRole('button', { name: 'Remove condition 1' }).focus();
    await visitor.keyboard.press('Enter');
    await expect(titlesOf(grid)).toHaveText(['Task A', 'Task B', 'Task D', 'Task E', 'Task F']);
    await expect(panel.getByText('No filters yet')).toBeVisible();

    // not saved: a reload shows the view's rows and an empty filter
    await panel.getByRole('button', { name: 'Add filter' }).click();
    await panel.getByRole('combobox', { name: 'Field' }).selectOption({ label: 'Title' });
    await panel.getByRole('textbox', { name: 'Value for Title' }).fill('Task D');
    await expect(count).toHaveText('1–1 of 1');
    await visitor.reload();
    await expect(count).toHaveText('1–5 of 5');
    await expect(filterButton).toHaveAttribute('aria-expanded', 'false');
    await context.close();
  });
});
