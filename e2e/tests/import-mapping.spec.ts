import { expect, test } from '@playwright/test';
import { apiAs, createProjectWithTable } from '../support/api';
import { signUp } from '../support/auth';
import {
  chooseFileAndRead,
  openImportWizard,
  pickVisibleOption,
  rowsOf,
  startAndWaitForReport,
  tableByTitle,
} from '../support/import';
import { shoot } from '../support/screenshots';
import { startBasalt, type BasaltServer } from '../support/server';

/**
 * The import wizard (issue 12): rows of a CSV appended to an existing table. Columns are matched to fields by name;
 * the user sends one column elsewhere and leaves one out; the rows already there stay.
 */

const CONTACTS_CSV = [
  'name,E-mail,Phone,Notes',
  'Dana,dana@example.com,+47 22 33 44 55,met at the fair',
  'Emil,emil@example.com,+47 99 88 77 66,',
].join('\n');

test.describe('importing into an existing table', () => {
  let server: BasaltServer;
  test.beforeAll(async () => {
    server = await startBasalt();
  });
  test.afterAll(async () => server.stop());

  test('columns match fields by name, one is remapped by hand, and the rows land in those fields', async ({ page }) => {
    // a loaded machine: the wizard's worker and the server share two cores with the browser
    test.setTimeout(120_000);
    await signUp(page, server.url, 'mapper@example.com');
    const { projectId, tableId } = await createProjectWithTable(page, server.url, 'CRM', 'Contacts', [
      { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
      { column_name: 'name', title: 'Name', uidt: 'SingleLineText', pv: true },
      { column_name: 'email', title: 'Email', uidt: 'Email' },
      { column_name: 'phone', title: 'Phone', uidt: 'SingleLineText' },
      { column_name: 'mobile', title: 'Mobile', uidt: 'PhoneNumber' },
    ]);
    await apiAs(page, server.url, 'POST', `/api/v1/db/data/bulk/noco/${projectId}/Contacts`, [
      { Name: 'Carl', Email: 'carl@example.com' },
    ]);

    await openImportWizard(page, server.url, projectId, 'csv');
    await chooseFileAndRead(page, { name: 'contacts.csv', mimeType: 'text/csv', buffer: Buffer.from(CONTACTS_CSV) });
    await page.locator('.ant-segmented').getByText('Existing table').click();
    await page.getByRole('combobox', { name: 'Table to import into' }).click();
    await pickVisibleOption(page, 'Contacts');

    // matched by name: exactly, then ignoring case, spaces and punctuation turned to `_`
    const fieldFor = (column: string) =>
      page.locator('.import-fields tr').filter({ has: page.getByRole('cell', { name: column, exact: true }) });
    await expect(fieldFor('name')).toContainText('Name');
    await expect(fieldFor('E-mail')).toContainText('Email');
    await expect(fieldFor('Phone')).toContainText('Phone');
    await expect(fieldFor('Notes')).toContainText('Do not import');
    await expect(page.getByText('Every row converts.')).toBeVisible();

    // the phone numbers go to the Mobile field instead
    await page.getByRole('combobox', { name: 'Field for Phone' }).click();
    await pickVisibleOption(page, 'Mobile');
    await expect(fieldFor('Phone')).toContainText('Mobile');
    await expect(page.getByText('Every row converts.')).toBeVisible();
    await shoot(page, 'import-mapping');

    await startAndWaitForReport(page);
    await expect(page.getByText('Import complete')).toBeVisible();
    await expect(page.getByTestId('import-rows-written')).toHaveText('2');

    const table = await tableByTitle(page, server.url, projectId, 'Contacts');
    expect(table.id).toBe(tableId);
    // the import added no field to the table it went into
    expect(Object.keys(table.fields).sort()).toEqual(['Email', 'Id', 'Mobile', 'Name', 'Phone']);
    const rows = await rowsOf(page, server.url, projectId, tableId, 'Name');
    expect(rows.map((r) => [r.Name, r.Email, r.Phone ?? null, r.Mobile ?? null])).toEqual([
      ['Carl', 'carl@example.com', null, null],
      ['Dana', 'dana@example.com', null, '+47 22 33 44 55'],
      ['Emil', 'emil@example.com', null, '+47 99 88 77 66'],
    ]);
  });
});
