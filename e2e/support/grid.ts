import { expect, type Locator, type Page } from '@playwright/test';

/** The grid of a table, named by its accessible label. */
export const gridOf = (page: Page, table: string) => page.getByRole('grid', { name: `Records of ${table}` });

/** A data cell by its row and column index (the grid draws only the cells on screen, plus the active one). */
export const cellAt = (page: Page, row: number, col: number) =>
  page.locator(`[role="gridcell"][data-row="${row}"][data-col="${col}"]`);

/** The header of a field, by its exact title. */
export const headerOf = (page: Page, title: string) =>
  page
    .getByRole('columnheader')
    .filter({ has: page.locator('.grid-hcell-title', { hasText: new RegExp(`^${title}$`) }) });

/** The titles of the columns the grid draws, in order. */
export const headerTitles = (page: Page) => page.locator('.grid-hcell-title');

/**
 * Makes `(row, col)` the active cell from the keyboard: a click on the row's first cell, then arrows. The grid
 * scrolls each cell it moves to into view, so columns past the window's edge are reached as a person would.
 */
export async function goToCell(page: Page, row: number, col: number): Promise<Locator> {
  await cellAt(page, row, 0).click();
  await expect(cellAt(page, row, 0)).toBeFocused();
  for (let c = 0; c < col; c++) await page.keyboard.press('ArrowRight');
  const target = cellAt(page, row, col);
  await expect(target).toBeFocused();
  return target;
}

/** Picks one entry of an open antd Select list by its exact text. */
export async function pickOption(page: Page, text: string): Promise<void> {
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .click();
}

/** Opens the field editor from the header's "+" and fills its name and type; the caller sets the rest and adds. */
export async function openNewField(page: Page, name: string, typeLabel: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add a field' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add field' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.keyboard.type(typeLabel);
  await pickOption(page, typeLabel);
  return dialog;
}

/** Saves the field editor and waits for the new column's header at the grid's end (scrolled to, as it is drawn
 *  only on screen). */
export async function addFieldFromDialog(page: Page, dialog: Locator, name: string): Promise<void> {
  await dialog.getByRole('button', { name: 'Add field' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Add a field' }).scrollIntoViewIfNeeded();
  await expect(headerOf(page, name)).toBeVisible();
}
