import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiAs } from '../support/api';
import {
  chooseFileAndRead,
  countOf,
  openImportWizard,
  signUpWithProject,
  startAndWaitForReport,
  tableByTitle,
} from '../support/import';
import { shoot } from '../support/screenshots';
import { startBasalt, type BasaltServer } from '../support/server';

/**
 * The import wizard (issue 12): values that do not convert. The first 500 rows (the ones types are inferred from)
 * are clean; three later rows are not. They are skipped whole, listed in the report with row, field, value and
 * reason, counted in the summary, and in the downloadable failures CSV.
 */

const ROWS = 520;
/** Data row number (from 1) → the cells that spoil it. */
const BAD: Record<number, Partial<Record<'Quantity' | 'Contact' | 'Due', string>>> = {
  505: { Quantity: 'twelve' },
  512: { Contact: 'nobody at example', Due: 'soon' },
  520: { Quantity: '=SUM(A1)' },
};

function ordersCsv(): string {
  const lines = ['Item,Quantity,Contact,Due'];
  for (let n = 1; n <= ROWS; n++) {
    const good = {
      Quantity: String((n % 40) + 1),
      Contact: `buyer${n}@example.com`,
      Due: `2024-01-${String((n % 28) + 1).padStart(2, '0')}`,
    };
    const cells = { ...good, ...BAD[n] };
    lines.push([`item-${n}`, cells.Quantity, cells.Contact, cells.Due].join(','));
  }
  return lines.join('\n');
}

test.describe('an import with rows that do not convert', () => {
  let server: BasaltServer;
  test.beforeAll(async () => {
    server = await startBasalt();
  });
  test.afterAll(async () => server.stop());

  test('skips those rows whole and lists each refused value in the report and its CSV', async ({ page }) => {
    test.setTimeout(120_000);
    const projectId = await signUpWithProject(page, server.url, 'bad-rows@example.com');
    await openImportWizard(page, server.url, projectId, 'csv');
    await chooseFileAndRead(page, { name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(ordersCsv()) });
    await startAndWaitForReport(page);

    const report = page.getByTestId('import-report');
    // a finished import that skipped rows is not shown as a plain success
    await expect(report.locator('.ant-result-title')).toHaveText('Import complete, with rows skipped: 3');
    await expect(report.locator('.ant-result-warning')).toBeVisible();
    await expect(report.getByTestId('import-rows-read')).toHaveText('520');
    await expect(report.getByTestId('import-rows-written')).toHaveText('517');
    await expect(report.getByTestId('import-rows-skipped')).toHaveText('3');
    const failures = report.locator('.import-failures tr.ant-table-row');
    await expect(failures).toHaveCount(4);
    const cells = await failures.evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent)),
    );
    expect(cells).toEqual([
      ['505', 'Quantity', 'twelve', '"twelve" is not a valid Number'],
      ['512', 'Contact', 'nobody at example', '"nobody at example" is not a valid e-mail address'],
      ['512', 'Due', 'soon', '"soon" is not a valid date'],
      ['520', 'Quantity', '=SUM(A1)', '"=SUM(A1)" is not a valid Number'],
    ]);
    await report.scrollIntoViewIfNeeded();
    await shoot(page, 'import-bad-rows-report');

    const downloading = page.waitForEvent('download');
    await report.getByRole('button', { name: 'Download report' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('orders-report.csv');
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n')).toEqual([
      'row,field,value,reason',
      '505,Quantity,twelve,"""twelve"" is not a valid Number"',
      '512,Contact,nobody at example,"""nobody at example"" is not a valid e-mail address"',
      '512,Due,soon,"""soon"" is not a valid date"',
      // a value a spreadsheet would run as a formula is defused with a leading quote
      `520,Quantity,'=SUM(A1),"""=SUM(A1)"" is not a valid Number"`,
      '',
    ]);

    const table = await tableByTitle(page, server.url, projectId, 'orders');
    expect(table.typeOf('Quantity')).toBe('Number');
    expect(table.typeOf('Contact')).toBe('Email');
    expect(table.typeOf('Due')).toBe('Date');
    expect(await countOf(page, server.url, projectId, table.id)).toBe(517);
    // the skipped rows are not there at all, not even in part; their neighbours are
    const present = async (item: string) => {
      const answer = await apiAs<{ list: { Item: string }[] }>(
        page,
        server.url,
        'GET',
        `/api/v1/db/data/noco/${projectId}/${table.id}?where=${encodeURIComponent(`(Item,eq,${item})`)}`,
      );
      return answer.list.length === 1;
    };
    for (const n of [505, 512, 520]) expect(await present(`item-${n}`)).toBe(false);
    for (const n of [504, 506, 511, 513, 519]) expect(await present(`item-${n}`)).toBe(true);
  });
});
