import { expect, test } from '@playwright/test';
import { apiAs } from '../support/api';
import { signUp } from '../support/auth';
import { shoot } from '../support/screenshots';
import { startBasalt, type BasaltServer } from '../support/server';

/** The import wizard (issue 12): a CSV file into a new table, each step looked at, the result read back by API. */

const PEOPLE_CSV = [
  'Name,Email,Age,Active',
  'Ada Lovelace,ada@example.com,36,yes',
  'Linus Torvalds,linus@example.com,54,no',
  'Grace Hopper,grace@example.com,85,yes',
  'Alan Turing,alan@example.com,41,no',
].join('\n');

interface ColumnMeta {
  title: string;
  uidt: string;
}

test.describe('the import wizard', () => {
  let server: BasaltServer;
  test.beforeAll(async () => {
    server = await startBasalt();
  });
  test.afterAll(async () => server.stop());

  test('imports a CSV file into a new table: inferred field types and every value, then opens it', async ({ page }) => {
    await signUp(page, server.url, 'importer@example.com');
    const project = await apiAs<{ id: string }>(page, server.url, 'POST', '/api/v1/db/meta/projects/', {
      title: 'Imports',
    });
    await page.goto(`${server.url}/nc/${project.id}`);
    await page.getByTestId('import-tile').getByRole('button', { name: /CSV/ }).click();
    await expect(page).toHaveURL(new RegExp(`/nc/${project.id}/import/csv$`));
    await expect(page.getByRole('heading', { name: 'Import data: CSV' })).toBeVisible();
    await shoot(page, 'import-source');

    await page.locator('input[type="file"]').setInputFiles({
      name: 'people.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(PEOPLE_CSV),
    });
    await expect(page.getByText('Chosen file: people.csv')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    const tableName = page.getByRole('textbox', { name: 'Table name' });
    await expect(tableName).toHaveValue('people');
    await expect(page.getByRole('region', { name: /Preview/ })).toContainText('grace@example.com');
    await shoot(page, 'import-template');

    // slow the first batch a little, to see the progress step
    let delayed = false;
    await page.route('**/api/v1/db/data/bulk/**', async (route) => {
      if (!delayed) {
        delayed = true;
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      await route.continue();
    });
    await page.getByRole('button', { name: 'Start import' }).click();
    await expect(page.getByRole('button', { name: 'Cancel import' })).toBeVisible();
    await shoot(page, 'import-run');

    await expect(page.getByText('Import complete')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('import-rows-written')).toHaveText('4');
    await expect(page.getByTestId('import-rows-skipped')).toHaveText('0');
    await shoot(page, 'import-report');

    const tables = await apiAs<{ list: { id: string; title: string }[] }>(
      page,
      server.url,
      'GET',
      `/api/v1/db/meta/projects/${project.id}/tables`,
    );
    const table = tables.list.find((t) => t.title === 'people');
    expect(table).toBeTruthy();
    const meta = await apiAs<{ columns: ColumnMeta[] }>(page, server.url, 'GET', `/api/v1/db/meta/tables/${table!.id}`);
    const typeOf = (title: string) => meta.columns.find((c) => c.title === title)?.uidt;
    expect(typeOf('Name')).toBe('SingleLineText');
    expect(typeOf('Email')).toBe('Email');
    expect(typeOf('Age')).toBe('Number');
    expect(typeOf('Active')).toBe('Checkbox');

    const rows = await apiAs<{ list: Record<string, unknown>[] }>(
      page,
      server.url,
      'GET',
      `/api/v1/db/data/noco/${project.id}/${table!.id}?sort=Age`,
    );
    expect(rows.list.map((r) => [r.Name, r.Email, Number(r.Age), !!r.Active])).toEqual([
      ['Ada Lovelace', 'ada@example.com', 36, true],
      ['Alan Turing', 'alan@example.com', 41, false],
      ['Linus Torvalds', 'linus@example.com', 54, false],
      ['Grace Hopper', 'grace@example.com', 85, true],
    ]);

    await page.getByRole('button', { name: 'Open table' }).click();
    await expect(page).toHaveURL(new RegExp(`/nc/${project.id}/table/people$`));
    await expect(page.locator('#basalt-sidebar')).toContainText('people');
  });
});
