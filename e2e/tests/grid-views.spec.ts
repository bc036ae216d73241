import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs } from '../support/api';
import { signUp } from '../support/auth';
import { cellAt, gridOf, headerOf, headerTitles, pickOption } from '../support/grid';
import { shoot, shootOpen } from '../support/screenshots';
import { seedTasks } from '../support/seed';
import { startBasalt, type BasaltServer } from '../support/server';

/** The view's settings as a person changes them: toolbar menus, column edges and headers, the sidebar's views. */

const toolbar = (page: Page) => page.locator('.view-toolbar');
const panel = (page: Page, name: string) => page.getByRole('region', { name });
const viewList = (page: Page) => page.getByRole('list', { name: 'Views of Tasks' });

/** The grid shows exactly these titles, in this order. */
async function expectTitles(page: Page, titles: string[]) {
  await expect(gridOf(page, 'Tasks')).toHaveAttribute('aria-rowcount', String(titles.length + 1));
  for (const [row, title] of titles.entries()) await expect(cellAt(page, row, 0)).toHaveAttribute('aria-label', title);
}

/** Opens a toolbar menu by its button (a stand-in until the menus' code has loaded) and answers its panel. */
async function openMenu(page: Page, button: string | RegExp, title: string): Promise<Locator> {
  await toolbar(page).getByRole('button', { name: button }).click();
  await expect(panel(page, title)).toBeVisible();
  return panel(page, title);
}

/** Opens the menu afresh, closing it first if it is open (a resized window can leave it anchored off screen). */
async function reopenMenu(page: Page, button: string, title: string) {
  if (await panel(page, title).isVisible()) {
    await page.keyboard.press('Escape');
    await expect(panel(page, title)).toBeHidden();
  }
  await openMenu(page, button, title);
}

async function choose(page: Page, scope: Locator, combobox: string, option: string) {
  await scope.getByRole('combobox', { name: combobox }).click();
  await pickOption(page, option);
}

/** A filter added from the Filter menu's draft row: field, comparison, and a value when the comparison takes one. */
async function addFilter(page: Page, menu: Locator, field: string, op: string, value?: string) {
  await menu.getByRole('button', { name: /Add filter$/ }).click();
  const draft = menu.locator('.toolbar-draft');
  await choose(page, draft, 'Field', field);
  await choose(page, draft, `Comparison for ${field}`, op);
  if (value !== undefined) await draft.getByRole('textbox', { name: `Value for ${field}` }).fill(value);
  await draft.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(draft).toHaveCount(0);
}

/** The grid view's column settings, read back from the API (what a reload will draw). */
async function viewColumns(page: Page, baseUrl: string, tableId: string) {
  const views = await apiAs<{ list: { id: string }[] }>(
    page,
    baseUrl,
    'GET',
    `/api/v1/db/meta/tables/${tableId}/views`,
  );
  const columns = await apiAs<{ list: { fk_column_id: string; width: string; order: number }[] }>(
    page,
    baseUrl,
    'GET',
    `/api/v1/db/meta/views/${views.list[0]!.id}/columns`,
  );
  return columns.list;
}

test.describe('grid view settings', () => {
  let server: BasaltServer;
  test.beforeAll(async () => {
    server = await startBasalt();
  });
  test.afterAll(async () => server.stop());

  test('hidden fields, sorts and filters set from the toolbar are kept in the view; the quick search is not', async ({
    page,
  }) => {
    await signUp(page, server.url, 'toolbar@example.com');
    const { tablePath } = await seedTasks(page, server.url, 'Toolbar');
    await page.goto(tablePath);
    await expectTitles(page, ['Task A', 'Task B', 'Task C', 'Task D', 'Task E', 'Task F']);

    // hide a field
    const fields = await openMenu(page, 'Fields', 'Fields shown in this view');
    await fields.getByRole('switch', { name: 'Show Owner' }).click();
    await expect(toolbar(page).getByRole('button', { name: 'Hidden fields: 1' })).toBeVisible();
    await expect(headerOf(page, 'Owner')).toHaveCount(0);
    await page.keyboard.press('Escape');

    // two filters: more than ten, and done
    const filters = await openMenu(page, 'Filter', 'Filters of this view');
    await addFilter(page, filters, 'Estimate', 'is greater than', '10');
    await expect(toolbar(page).getByRole('button', { name: 'Filters: 1' })).toBeVisible();
    await expectTitles(page, ['Task B', 'Task C', 'Task E', 'Task F']);
    await addFilter(page, filters, 'Done', 'is checked');
    await expect(toolbar(page).getByRole('button', { name: 'Filters: 2' })).toBeVisible();
    await expectTitles(page, ['Task B', 'Task E', 'Task F']);
    await expect(filters.getByRole('combobox', { name: 'Field' })).toHaveCount(2);
    await shootOpen(page, 'grid-filter-menu', () => reopenMenu(page, 'Filters: 2', 'Filters of this view'));
    await expect(filters).toBeHidden();

    // a sort: largest estimate first
    const sorts = await openMenu(page, 'Sort', 'Sorts of this view');
    await choose(page, sorts, 'Add a sort: pick a field', 'Estimate');
    await expect(toolbar(page).getByRole('button', { name: 'Sorted by 1' })).toBeVisible();
    await choose(page, sorts, 'Direction of Estimate', 'Descending');
    await expectTitles(page, ['Task F', 'Task E', 'Task B']);
    await shootOpen(page, 'grid-sort-menu', () => reopenMenu(page, 'Sorted by 1', 'Sorts of this view'));
    await expect(sorts).toBeHidden();

    // the quick search narrows the rows and the footer's count
    await toolbar(page).getByRole('searchbox', { name: 'Search records' }).fill('Task E');
    await expectTitles(page, ['Task E']);
    await expect(page.getByText('1 record', { exact: true })).toBeVisible();

    // after a reload the view's settings are as they were; the search, which is not the view's, is gone
    await page.reload();
    await expectTitles(page, ['Task F', 'Task E', 'Task B']);
    await expect(page.getByText('3 records', { exact: true })).toBeVisible();
    await expect(toolbar(page).getByRole('searchbox', { name: 'Search records' })).toHaveValue('');
    await expect(toolbar(page).getByRole('button', { name: 'Hidden fields: 1' })).toBeVisible();
    await expect(toolbar(page).getByRole('button', { name: 'Sorted by 1' })).toBeVisible();
    await expect(toolbar(page).getByRole('button', { name: 'Filters: 2' })).toBeVisible();
    await expect(headerTitles(page)).toHaveText(['Title', 'Estimate', 'Done']);
  });

  test("the toolbar's buttons keep their place and look when its menus load on first use", async ({ page }) => {
    await signUp(page, server.url, 'standins@example.com');
    const { tableId, tablePath } = await seedTasks(page, server.url, 'Stand-ins');
    const views = await apiAs<{ list: { id: string }[] }>(
      page,
      server.url,
      'GET',
      `/api/v1/db/meta/tables/${tableId}/views`,
    );
    const table = await apiAs<{ columns: { id: string; title: string }[] }>(
      page,
      server.url,
      'GET',
      `/api/v1/db/meta/tables/${tableId}`,
    );
    const estimate = table.columns.find((c) => c.title === 'Estimate')!;
    await apiAs(page, server.url, 'POST', `/api/v1/db/meta/views/${views.list[0]!.id}/sorts`, {
      fk_column_id: estimate.id,
      direction: 'desc',
    });
    await page.goto(tablePath);
    await expectTitles(page, ['Task F', 'Task C', 'Task E', 'Task B', 'Task D', 'Task A']);

    // each control's box and the sorted button's colours, first as stand-ins (the menus' code not loaded yet)...
    const controls = [
      toolbar(page).getByRole('searchbox', { name: 'Search records' }),
      ...['Fields', 'Sorted by 1', 'Filter', 'Group'].map((name) => toolbar(page).getByRole('button', { name })),
    ];
    const sorted = controls[2]!;
    const look = () =>
      sorted.evaluate((button) => {
        const style = getComputedStyle(button);
        return { border: style.borderTopColor, text: style.color };
      });
    await expect(toolbar(page).locator('.toolbar-standin')).toHaveCount(5); // the four menus and Share
    const boxesBefore = await Promise.all(controls.map((control) => control.boundingBox()));
    const lookBefore = await look();
    expect(lookBefore.border).toBe('rgb(67, 81, 232)');

    // ...then as the menus' own buttons, after one was pressed and closed again
    await openMenu(page, 'Sorted by 1', 'Sorts of this view');
    await page.keyboard.press('Escape');
    await expect(panel(page, 'Sorts of this view')).toBeHidden();
    await page.mouse.move(0, 400); // off the button: its hover colours are not the ones compared
    await expect(toolbar(page).locator('.toolbar-standin')).toHaveCount(1); // Share only
    const boxesAfter = await Promise.all(controls.map((control) => control.boundingBox()));
    for (const [i, before] of boxesBefore.entries()) {
      const after = boxesAfter[i]!;
      expect(Math.abs(after.x - before!.x), `control ${i} moved`).toBeLessThan(0.5);
      expect(Math.abs(after.width - before!.width), `control ${i} changed width`).toBeLessThan(0.5);
    }
    expect(await look()).toEqual(lookBefore);
  });

  test('a column resized and another moved keep their width and place after a reload', async ({ page }) => {
    await signUp(page, server.url, 'columns@example.com');
    const { tablePath, tableId } = await seedTasks(page, server.url, 'Columns');
    await page.goto(tablePath);
    await expect(headerTitles(page)).toHaveText(['Title', 'Estimate', 'Done', 'Owner']);

    // the sidebar (another remote) may arrive after the grid and move it: drag once the page has settled
    await expect(viewList(page).getByTestId('view-item')).toHaveText(['Tasks']);

    // drag the end edge of Estimate 80 px further
    const edge = page.getByRole('separator', { name: 'Width of Estimate' });
    const before = Number(await edge.getAttribute('aria-valuenow'));
    await edge.hover();
    const box = (await edge.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 40, y, { steps: 4 });
    await page.mouse.move(box.x + box.width / 2 + 80, y, { steps: 4 });
    await page.mouse.up();
    const wider = before + 80;
    await expect(edge).toHaveAttribute('aria-valuenow', String(wider));

    // move Owner onto Estimate's place
    await headerOf(page, 'Owner').dragTo(headerOf(page, 'Estimate'));
    await expect(headerTitles(page)).toHaveText(['Title', 'Owner', 'Estimate', 'Done']);

    // both saved in the view (read back before reloading, so the reload cannot outrun the saves)
    await expect
      .poll(async () => (await viewColumns(page, server.url, tableId)).some((c) => c.width === `${wider}px`))
      .toBe(true);
    // (the display field is drawn first whatever its order)
    const moved = await columnIdsInOrder(page, server.url, tableId, ['Owner', 'Estimate', 'Done']);
    await expect
      .poll(async () => {
        const columns = await viewColumns(page, server.url, tableId);
        const shown = columns.filter((c) => moved.includes(c.fk_column_id));
        return shown.sort((a, b) => a.order - b.order).map((c) => c.fk_column_id);
      })
      .toEqual(moved);

    await page.reload();
    await expect(headerTitles(page)).toHaveText(['Title', 'Owner', 'Estimate', 'Done']);
    await expect(page.getByRole('separator', { name: 'Width of Estimate' })).toHaveAttribute(
      'aria-valuenow',
      String(wider),
    );
    expect((await headerOf(page, 'Estimate').boundingBox())!.width).toBe(wider);
  });

  test('a view locked from the sidebar cannot be edited until it is unlocked', async ({ page }) => {
    await signUp(page, server.url, 'lock@example.com');
    const { tablePath } = await seedTasks(page, server.url, 'Locking');
    await page.goto(tablePath);
    await expect(cellAt(page, 0, 0)).toHaveAttribute('aria-label', 'Task A');

    await viewList(page).getByRole('button', { name: 'Actions for view Tasks' }).click();
    await page.getByRole('menuitem', { name: 'Lock view' }).click();
    await expect(viewList(page).getByRole('img', { name: 'Locked view' })).toBeVisible();

    // the grid says so and offers no edits (read after a reload: the grid already open does not hear of the lock
    // from the sidebar, a bug reported to the lead)
    await page.reload();
    await expect(toolbar(page).getByRole('status')).toHaveText('This view is locked: records cannot be edited');
    await expect(gridOf(page, 'Tasks')).toHaveAttribute('aria-readonly', 'true');
    await expect(page.getByRole('button', { name: 'New record' })).toHaveCount(0);

    // typing over a cell, or double-clicking one, opens no editor and changes nothing
    await cellAt(page, 0, 0).click();
    await page.keyboard.type('Changed');
    await page.keyboard.press('Enter');
    await cellAt(page, 0, 1).dblclick();
    await page.keyboard.type('99');
    await page.keyboard.press('Enter');
    await expect(gridOf(page, 'Tasks').getByRole('textbox')).toHaveCount(0);
    await expect(cellAt(page, 0, 0)).toHaveAttribute('aria-label', 'Task A');
    await expect(cellAt(page, 0, 1)).toHaveAttribute('aria-label', '3');
    await shoot(page, 'grid-view-locked');

    // unlocked, the same keys edit the cell
    await viewList(page).getByRole('button', { name: 'Actions for view Tasks' }).click();
    await page.getByRole('menuitem', { name: 'Unlock view' }).click();
    await expect(viewList(page).getByRole('img', { name: 'Locked view' })).toHaveCount(0);
    await page.reload();
    await expect(gridOf(page, 'Tasks')).not.toHaveAttribute('aria-readonly', 'true');
    await expect(toolbar(page).getByRole('status')).toHaveCount(0);
    await cellAt(page, 0, 0).click();
    await page.keyboard.type('Changed');
    await page.keyboard.press('Enter');
    await expect(cellAt(page, 0, 0)).toHaveAttribute('aria-label', 'Changed');
  });

  test('a view is created, renamed and deleted from the sidebar', async ({ page }) => {
    await signUp(page, server.url, 'views@example.com');
    const { tablePath } = await seedTasks(page, server.url, 'Views');
    await page.goto(tablePath);
    await expect(viewList(page).getByTestId('view-item')).toHaveText(['Tasks']);

    // create: the dialog offers a free name; another is typed
    await page.getByRole('button', { name: 'New grid view' }).click();
    const create = page.getByRole('dialog', { name: 'Create a grid view' });
    await expect(create.getByRole('textbox', { name: 'View name' })).toHaveValue('Grid view');
    await create.getByRole('textbox', { name: 'View name' }).fill('Big tasks');
    await create.getByRole('button', { name: 'Save' }).click();
    await expect(create).toHaveCount(0);
    await expect(viewList(page).getByTestId('view-item')).toHaveText(['Tasks', 'Big tasks']);
    await expect(viewList(page).getByRole('button', { name: 'Big tasks', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page).toHaveURL(/Big%20tasks$/);
    await expect(cellAt(page, 0, 0)).toHaveAttribute('aria-label', 'Task A');

    // rename: a taken name is refused as typed, a free one saved; the address follows
    await viewList(page).getByRole('button', { name: 'Actions for view Big tasks' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename view' });
    await rename.getByRole('textbox', { name: 'View name' }).fill('Tasks');
    await expect(rename.getByText('A view with this name already exists')).toBeVisible();
    await rename.getByRole('textbox', { name: 'View name' }).fill('Large tasks');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(rename).toHaveCount(0);
    await expect(viewList(page).getByTestId('view-item')).toHaveText(['Tasks', 'Large tasks']);
    await expect(page).toHaveURL(/Large%20tasks$/);
    await page.reload();
    await expect(viewList(page).getByTestId('view-item')).toHaveText(['Tasks', 'Large tasks']);

    // delete after confirming: the table's default view is shown again, and the default view cannot be deleted
    await viewList(page).getByRole('button', { name: 'Actions for view Large tasks' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete view "Large tasks"?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(viewList(page).getByTestId('view-item')).toHaveText(['Tasks']);
    await expect(page).toHaveURL(/\/table\/Tasks$/);
    await viewList(page).getByRole('button', { name: 'Actions for view Tasks' }).click();
    await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(viewList(page).getByTestId('view-item')).toHaveText(['Tasks']);
  });
});

/** The ids of the table's fields with these titles, in this order. */
async function columnIdsInOrder(page: Page, baseUrl: string, tableId: string, titles: string[]) {
  const table = await apiAs<{ columns: { id: string; title: string }[] }>(
    page,
    baseUrl,
    'GET',
    `/api/v1/db/meta/tables/${tableId}`,
  );
  return titles.map((title) => table.columns.find((c) => c.title === title)!.id);
}
