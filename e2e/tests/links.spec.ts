import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs } from '../support/api';
import { signUp } from '../support/auth';
import { addFieldFromDialog, cellAt, gridOf, openNewField, pickOption } from '../support/grid';
import { seedShop } from '../support/links';
import { shoot, shootOpen } from '../support/screenshots';
import { startBasalt, type BasaltServer } from '../support/server';

/**
 * Two tables linked through the UI (issue 10): a has-many link added in the field editor, records picked in the
 * link cell's picker, then a lookup, a rollup and a formula over the link, whose values follow an edit made in the
 * other table's grid. Values are read from the cells' accessible names (each type's `toText`).
 */

/** Chooses an entry of a Select of the field editor, by the Select's label. */
async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await pickOption(page, option);
}

const openTable = async (page: Page, title: string) => {
  await page.locator('#basalt-sidebar').getByTestId('table-item').filter({ hasText: title }).click();
  await expect(gridOf(page, title)).toBeVisible();
};

/** The customers' grid: Name, then the fields the journey adds, in order. */
const NAME = 0;
const ORDERS = 1;
const AMOUNTS = 2;
const TOTAL = 3;
const DOUBLED = 4;

test.describe('links, lookups, rollups and formulas', () => {
  let server: BasaltServer;
  test.beforeAll(async () => {
    server = await startBasalt();
  });
  test.afterAll(async () => server.stop());

  test('two tables are linked in the grid, and computed fields follow an edit of a linked record', async ({ page }) => {
    test.setTimeout(180_000);
    await signUp(page, server.url, 'links@example.com');
    const { projectId, tablePath } = await seedShop(page, server.url, 'Shop');
    await page.goto(tablePath('Customers'));
    const grid = gridOf(page, 'Customers');
    await expect(cellAt(page, 0, NAME)).toHaveAttribute('aria-label', 'Ann');

    // a has-many link to Orders, from the field editor
    const link = await openNewField(page, 'Orders', 'Link to another record');
    await choose(page, link, 'Linked table', 'Orders');
    await link.getByRole('radio', { name: 'Has many' }).check();
    await addFieldFromDialog(page, link, 'Orders');
    await expect(grid).toHaveAttribute('aria-colcount', '2');

    // Ann's orders picked in the link cell's picker
    await cellAt(page, 0, ORDERS).click();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: 'Orders' });
    await picker.getByRole('option', { name: 'Teapot' }).click();
    await expect(picker.getByRole('list', { name: 'Linked records' })).toContainText('Teapot');
    await picker.getByRole('combobox', { name: 'Search records' }).fill('Ket');
    await expect(picker.getByRole('option', { name: 'Teapot' })).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(picker.getByRole('list', { name: 'Linked records' })).toContainText('Kettle');
    // picked again: it is already in the list, and stays linked once
    await picker.getByRole('option', { name: 'Kettle' }).click();
    await expect(picker.getByRole('status')).toHaveText('Kettle is already in the list');
    await picker.getByRole('button', { name: 'Done' }).click();
    await expect(picker).toHaveCount(0);
    await expect(cellAt(page, 0, ORDERS)).toHaveAttribute('aria-label', 'Teapot, Kettle');
    // the picker as it opens on each screen: the linked records, what is left to link
    await shootOpen(page, 'links-picker', async () => {
      await cellAt(page, 0, ORDERS).click();
      await page.keyboard.press('Enter');
      await expect(picker.getByRole('list', { name: 'Linked records' })).toContainText('Kettle');
      await expect(picker.getByRole('option', { name: 'Mug' })).toBeVisible();
      await expect(picker.getByRole('button', { name: 'Done' })).toBeInViewport({ ratio: 1 });
    });
    await expect(picker).toHaveCount(0);

    // a lookup of the orders' amounts, their sum, and a formula over the sum
    const lookup = await openNewField(page, 'Order amounts', 'Lookup');
    await choose(page, lookup, 'Link field', 'Orders');
    await choose(page, lookup, 'Field to look up', 'Amount');
    await addFieldFromDialog(page, lookup, 'Order amounts');
    const rollup = await openNewField(page, 'Total', 'Rollup');
    await choose(page, rollup, 'Link field', 'Orders');
    await choose(page, rollup, 'Field to roll up', 'Amount');
    await choose(page, rollup, 'Function', 'Sum');
    await addFieldFromDialog(page, rollup, 'Total');
    const formula = await openNewField(page, 'Doubled', 'Formula');
    await formula.getByRole('combobox', { name: 'Formula' }).fill('{Total} * 2');
    await expect(formula.getByRole('alert')).toHaveCount(0);
    await addFieldFromDialog(page, formula, 'Doubled');
    await expect(grid).toHaveAttribute('aria-colcount', '5');

    const shows = async (row: number, values: string[]) => {
      for (const [i, col] of [AMOUNTS, TOTAL, DOUBLED].entries()) {
        await expect(cellAt(page, row, col)).toHaveAttribute('aria-label', values[i]!);
      }
    };
    await shows(0, ['12, 30', '42', '84']);
    // Bob has no orders: nothing to look up, a sum of nothing
    await expect(cellAt(page, 1, ORDERS)).toHaveAttribute('aria-label', '');
    await expect(cellAt(page, 1, AMOUNTS)).toHaveAttribute('aria-label', '');

    // a new record, not inserted while it has no name: its links are held, and saved once it is inserted
    await page.getByRole('button', { name: 'New record' }).click();
    await expect(cellAt(page, 2, NAME)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await picker.getByRole('option', { name: 'Mug' }).click();
    await expect(picker.getByRole('list', { name: 'Linked records' })).toContainText('Mug');
    await picker.getByRole('button', { name: 'Done' }).click();
    await expect(picker).toHaveCount(0);
    // shown in the new row's cell before the row is saved
    await expect(cellAt(page, 2, ORDERS)).toHaveAttribute('aria-label', 'Mug');
    const customers = () =>
      apiAs<{ pageInfo: { totalRows: number } }>(
        page,
        server.url,
        'GET',
        `/api/v1/db/data/noco/${projectId}/Customers`,
      );
    expect((await customers()).pageInfo.totalRows).toBe(2);
    await page.keyboard.press('ArrowLeft');
    await expect(cellAt(page, 2, NAME)).toBeFocused();
    await page.keyboard.type('Cid');
    await page.keyboard.press('Enter');
    await expect(cellAt(page, 2, ORDERS)).toHaveAttribute('aria-label', 'Mug');
    await shows(2, ['5', '5', '10']);
    expect((await customers()).pageInfo.totalRows).toBe(3);

    // a formula with an error is reported, with its position, as it is typed
    await shootOpen(page, 'links-formula-error', async () => {
      const broken = await openNewField(page, 'Broken', 'Formula');
      await broken.getByRole('combobox', { name: 'Formula' }).fill('{Total} * ');
      await expect(broken.getByRole('alert')).toBeVisible();
    });
    await expect(page.getByRole('dialog', { name: 'Add field' })).toHaveCount(0);

    // the expanded record lists the linked records
    await cellAt(page, 0, NAME).click();
    await page.keyboard.press('Shift+Space');
    const record = page.getByRole('dialog', { name: 'Ann' });
    await expect(record.getByRole('list', { name: 'Orders' })).toContainText('Teapot');
    await expect(record.getByRole('list', { name: 'Orders' })).toContainText('Kettle');
    await shoot(page, 'links-expanded');
    // a linked record opens on top of it, and Back returns to Ann
    await record.getByRole('button', { name: 'Open Teapot' }).click();
    const teapot = page.getByRole('dialog', { name: /Teapot/ });
    await expect(teapot.getByRole('button', { name: 'Amount: 12' })).toBeVisible();
    await expect(teapot.getByRole('list', { name: 'Customers' })).toContainText('Ann');
    await shoot(page, 'links-expanded-stacked');
    // edited there, saved through the Orders table
    await teapot.getByRole('button', { name: 'Amount: 12' }).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('15');
    await page.keyboard.press('Enter');
    await expect(teapot.getByRole('button', { name: 'Amount: 15' })).toBeVisible();
    await teapot.getByRole('button', { name: 'Back to Ann' }).click();
    await expect(teapot).toHaveCount(0);
    await expect(record).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(record).toHaveCount(0);

    // the teapot's amount edited in the Orders grid; back in Customers the lookup, rollup and formula follow
    await openTable(page, 'Orders');
    await expect(cellAt(page, 0, 0)).toHaveAttribute('aria-label', 'Teapot');
    await cellAt(page, 0, 1).click();
    await page.keyboard.type('20');
    await page.keyboard.press('Enter');
    await expect(cellAt(page, 0, 1)).toHaveAttribute('aria-label', '20');
    await openTable(page, 'Customers');
    await shows(0, ['20, 30', '50', '100']);

    // and the API says the same
    const ann = await apiAs<Record<string, unknown>>(
      page,
      server.url,
      'GET',
      `/api/v1/db/data/noco/${projectId}/Customers/1`,
    );
    expect(ann).toMatchObject({ Name: 'Ann', Total: 50, Doubled: 100 });
    expect(ann['Order amounts']).toEqual([20, 30]);
    const linked = await apiAs<{ list: Array<{ Title: string }> }>(
      page,
      server.url,
      'GET',
      `/api/v1/db/data/noco/${projectId}/Customers/1/hm/${await columnId(page, projectId, 'Orders')}`,
    );
    expect(linked.list.map((o) => o.Title).sort()).toEqual(['Kettle', 'Teapot']);
  });

  /** The id of a Customers field, read from the table's meta. */
  async function columnId(page: Page, projectId: string, title: string): Promise<string> {
    const tables = await apiAs<{ list: Array<{ id: string; title: string }> }>(
      page,
      server.url,
      'GET',
      `/api/v1/db/meta/projects/${projectId}/tables`,
    );
    const customers = tables.list.find((t) => t.title === 'Customers')!;
    const meta = await apiAs<{ columns: Array<{ id: string; title: string }> }>(
      page,
      server.url,
      'GET',
      `/api/v1/db/meta/tables/${customers.id}`,
    );
    return meta.columns.find((c) => c.title === title)!.id;
  }
});
