import { expect, test } from '@playwright/test';
import { utils, write } from 'xlsx';
import {
  chooseFileAndRead,
  openImportWizard,
  reportOf,
  rowsOf,
  signUpWithProject,
  startAndWaitForReport,
  tableByTitle,
} from '../support/import';
import { startBasalt, type BasaltServer } from '../support/server';

/** The import wizard (issue 12): an Excel workbook with two sheets becomes two tables, each typed from its cells. */

/** A workbook made the way a spreadsheet saves one: numbers, booleans and days as cells of their own kinds. */
function twoSheetWorkbook(): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(
    book,
    utils.aoa_to_sheet([
      ['Product', 'Price', 'In stock'],
      ['Teapot', 12.5, true],
      ['Kettle', 30.25, false],
      ['Mug', 4.75, true],
    ]),
    'Products',
  );
  utils.book_append_sheet(
    book,
    utils.aoa_to_sheet(
      [
        ['Order', 'Placed', 'Quantity'],
        ['A-1', new Date(2024, 2, 1), 3],
        ['A-2', new Date(2024, 2, 15), 10],
        ['A-3', new Date(2024, 3, 2), 7],
      ],
      { cellDates: true },
    ),
    'Orders',
  );
  return write(book, { type: 'buffer', bookType: 'xlsx', cellDates: true }) as Buffer;
}

test.describe('importing an Excel workbook', () => {
  let server: BasaltServer;
  test.beforeAll(async () => {
    server = await startBasalt();
  });
  test.afterAll(async () => server.stop());

  test('two sheets become two tables, with the types and values of their cells', async ({ page }) => {
    // a loaded machine: the wizard's worker and the server share two cores with the browser
    test.setTimeout(120_000);
    const projectId = await signUpWithProject(page, server.url, 'excel@example.com');
    await openImportWizard(page, server.url, projectId, 'excel');
    await chooseFileAndRead(page, {
      name: 'shop.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: twoSheetWorkbook(),
    });

    // one tab per sheet, each with its own table name and preview
    await expect(page.getByRole('tab', { name: 'Sheet: Products' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sheet: Orders' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Table name' })).toHaveValue('Products');
    await page.getByRole('tab', { name: 'Sheet: Orders' }).click();
    const ordersPanel = page.getByRole('tabpanel', { name: 'Sheet: Orders' });
    await expect(ordersPanel.getByRole('textbox', { name: 'Table name' })).toHaveValue('Orders');
    await expect(ordersPanel.getByRole('region', { name: /Preview/ })).toContainText('A-2');

    await startAndWaitForReport(page, 2);
    for (const [table, rows] of [
      ['Products', '3'],
      ['Orders', '3'],
    ] as const) {
      await expect(reportOf(page, table)).toContainText('Import complete');
      await expect(reportOf(page, table).getByTestId('import-rows-written')).toHaveText(rows);
      await expect(reportOf(page, table).getByTestId('import-rows-skipped')).toHaveText('0');
    }

    const products = await tableByTitle(page, server.url, projectId, 'Products');
    expect(products.typeOf('Product')).toBe('SingleLineText');
    expect(products.typeOf('Price')).toBe('Decimal');
    expect(products.typeOf('In stock')).toBe('Checkbox');
    const productRows = await rowsOf(page, server.url, projectId, products.id, 'Price');
    expect(productRows.map((r) => [r.Product, Number(r.Price), !!r['In stock']])).toEqual([
      ['Mug', 4.75, true],
      ['Teapot', 12.5, true],
      ['Kettle', 30.25, false],
    ]);

    const orders = await tableByTitle(page, server.url, projectId, 'Orders');
    expect(orders.typeOf('Order')).toBe('SingleLineText');
    expect(orders.typeOf('Placed')).toBe('Date');
    expect(orders.typeOf('Quantity')).toBe('Number');
    const orderRows = await rowsOf(page, server.url, projectId, orders.id, 'Order');
    expect(orderRows.map((r) => [r.Order, String(r.Placed).slice(0, 10), Number(r.Quantity)])).toEqual([
      ['A-1', '2024-03-01', 3],
      ['A-2', '2024-03-15', 10],
      ['A-3', '2024-04-02', 7],
    ]);
  });
});
