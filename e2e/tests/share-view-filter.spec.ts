import { expect, test, type Locator } from '@playwright/test';
import { signUp } from '../support/auth';
import { shootOpen } from '../support/screenshots';
import { seedTasksView } from '../support/share-tasks';
import { arabic, visitorPage } from '../support/share-visitor';
import { startBasalt, type BasaltServer } from '../support/server';

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
    // the starting point: the grid view keeps only done tasks (a saved filter) and is shared by link
    const tasks = await seedTasksView(page, server.url, 'Visitor filter');
    await tasks.keepOnlyDone();
    const link = await tasks.share();

    const visitor = await visitorPage(browser);
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
    await visitor.context().close();

    // an Arabic visitor: the panel mirrored, each condition read from the right (field, comparison, value, remove)
    const arabicVisitor = await visitorPage(browser, 'ar');
    await arabicVisitor.goto(link);
    await expect(arabicVisitor.locator('html')).toHaveAttribute('dir', 'rtl');
    await arabicVisitor.getByRole('button', { name: arabic('toolbar.filter.button'), exact: true }).click();
    const arabicPanel = arabicVisitor.getByRole('region', { name: arabic('shared.grid.filter.region') });
    await arabicPanel.getByRole('button', { name: arabic('toolbar.filter.add') }).click();
    const condition = arabicPanel.getByRole('group', { name: arabic('shared.grid.filter.condition', { index: 1 }) });
    await condition.getByRole('combobox', { name: arabic('toolbar.filter.field') }).selectOption({ label: 'Estimate' });
    await condition
      .getByRole('combobox', { name: arabic('toolbar.filter.op', { title: 'Estimate' }) })
      .selectOption('gt');
    await condition.getByRole('textbox').fill('10');
    await expect(titlesOf(arabicVisitor.getByRole('grid'))).toHaveText(['Task B', 'Task E', 'Task F']);
    const right = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      return box.x + box.width;
    };
    const field = condition.getByRole('combobox', { name: arabic('toolbar.filter.field') });
    await expect.poll(async () => (await right(field)) > (await right(condition.getByRole('textbox')))).toBe(true);
    await shootOpen(arabicVisitor, 'shared-grid-filter-rtl', async () => {
      const button = arabicVisitor.getByRole('button', { name: arabic('toolbar.filter.count', { count: 1 }) });
      if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
      await expect(arabicPanel).toBeVisible();
    });
    await arabicVisitor.context().close();
  });
});
