import { expect, test, type Page } from '@playwright/test';
import { signUp } from '../support/auth';
import { createProjectWithTable } from '../support/api';
import { shoot } from '../support/screenshots';
import { startBasalt, type BasaltServer } from '../support/server';

const grid = (page: Page) => page.getByRole('grid', { name: 'Records of Products' });
const cell = (page: Page, row: number, col: number) =>
  page.locator(`[role="gridcell"][data-row="${row}"][data-col="${col}"]`);
const titles = async (page: Page, count: number) => {
  const names: (string | null)[] = [];
  for (let row = 0; row < count; row++) names.push(await cell(page, row, 0).getAttribute('aria-label'));
  return names;
};

/** What a spreadsheet puts on the clipboard, handed to the focused cell as the browser's paste event. */
async function paste(page: Page, text: string) {
  await page.evaluate((tsv) => {
    const data = new DataTransfer();
    data.setData('text/plain', tsv);
    document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  }, text);
}

async function addField(page: Page, name: string, type: string) {
  await page.getByRole('button', { name: 'Add a field' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add field' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.keyboard.type(type);
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${type}$`) })
    .click();
  return dialog;
}

test.describe('grid editing', () => {
  let server: BasaltServer;
  test.beforeAll(async () => {
    server = await startBasalt();
  });
  test.afterAll(async () => server.stop());

  test('fields, records and values made in the browser, pasted from a spreadsheet, undone, kept', async ({ page }) => {
    await signUp(page, server.url, 'editor@example.com');
    const { projectId } = await createProjectWithTable(page, server.url, 'Shop', 'Products');
    await page.goto(`${server.url}/nc/${projectId}/table/Products`);
    await expect(grid(page)).toHaveAttribute('aria-rowcount', '1');

    // a field through the header's + and the field editor
    const dialog = await addField(page, 'Price', 'Number');
    await shoot(page, 'grid-field-editor');
    await dialog.getByRole('button', { name: 'Add field' }).click();
    await expect(page.getByRole('columnheader', { name: /Price/ })).toBeVisible();

    // a record from the footer, its values typed in place
    await page.getByRole('button', { name: 'New record' }).click();
    await expect(grid(page)).toHaveAttribute('aria-rowcount', '2');
    await expect(cell(page, 0, 0)).toBeFocused();
    await page.keyboard.type('Lamp');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('25');
    await page.keyboard.press('Enter');
    await expect(cell(page, 0, 1)).toHaveAttribute('aria-label', '25');

    // a block from a spreadsheet, pasted under the last row, adds the rows it needs
    await cell(page, 0, 0).click();
    await page.keyboard.press('ArrowDown'); // nothing below: stays
    await paste(page, 'Lamp\t25\r\nChair\t40\r\nDesk\t120\r\n');
    await expect(grid(page)).toHaveAttribute('aria-rowcount', '4');
    await expect(cell(page, 2, 0)).toHaveAttribute('aria-label', 'Desk');

    // an edit taken back with Ctrl+Z
    await cell(page, 1, 1).click();
    await page.keyboard.type('999');
    await page.keyboard.press('Enter');
    await expect(cell(page, 1, 1)).toHaveAttribute('aria-label', '999');
    await page.keyboard.press('Control+z');
    await expect(cell(page, 1, 1)).toHaveAttribute('aria-label', '40');
    await shoot(page, 'grid-edited');

    // kept across a reload
    await page.reload();
    await expect(cell(page, 2, 1)).toHaveAttribute('aria-label', '120');
    expect(await titles(page, 3)).toEqual(['Lamp', 'Chair', 'Desk']);
    await expect(cell(page, 1, 1)).toHaveAttribute('aria-label', '40');

    // sort by a field from its header menu: the view keeps it
    await page.getByRole('columnheader', { name: /Price/ }).hover();
    await page.getByRole('button', { name: 'Field menu: Price' }).click();
    await shoot(page, 'grid-column-menu');
    // the screenshots resized the window, which closes a menu: open it again
    await page.getByRole('columnheader', { name: /Price/ }).hover();
    await page.getByRole('button', { name: 'Field menu: Price' }).click();
    await page.getByRole('menuitem', { name: 'Sort descending' }).click();
    await expect(cell(page, 0, 0)).toHaveAttribute('aria-label', 'Desk');
    await page.reload();
    await expect(cell(page, 0, 0)).toHaveAttribute('aria-label', 'Desk');
    expect(await titles(page, 3)).toEqual(['Desk', 'Chair', 'Lamp']);

    // delete a record after confirming
    await cell(page, 2, 0).click();
    await page.getByRole('button', { name: 'Delete record' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(grid(page)).toHaveAttribute('aria-rowcount', '3');

    // hide the field: the view keeps it hidden
    await page.getByRole('columnheader', { name: /Price/ }).hover();
    await page.getByRole('button', { name: 'Field menu: Price' }).click();
    await page.getByRole('menuitem', { name: 'Hide field' }).click();
    await expect(page.getByRole('columnheader', { name: /Price/ })).toHaveCount(0);
    await page.reload();
    await expect(cell(page, 0, 0)).toHaveAttribute('aria-label', 'Desk');
    await expect(page.getByRole('columnheader', { name: /Price/ })).toHaveCount(0);
  });

  test('what is typed straight after New record goes into the new record, every key of it, and is kept', async ({
    page,
  }) => {
    await signUp(page, server.url, 'quick@example.com');
    const { projectId } = await createProjectWithTable(page, server.url, 'Quick', 'Products');
    await page.goto(`${server.url}/nc/${projectId}/table/Products`);
    await expect(grid(page)).toHaveAttribute('aria-rowcount', '1');

    // two records, each typed the moment its button is pressed, with no wait for the server
    for (const name of ['Globex', 'Initech']) {
      await page.getByRole('button', { name: 'New record' }).click();
      await page.keyboard.type(name);
      await page.keyboard.press('Enter');
    }
    await expect(grid(page)).toHaveAttribute('aria-rowcount', '3');
    expect(await titles(page, 2)).toEqual(['Globex', 'Initech']);

    await page.reload();
    await expect(grid(page)).toHaveAttribute('aria-rowcount', '3');
    expect(await titles(page, 2)).toEqual(['Globex', 'Initech']);
  });
});
