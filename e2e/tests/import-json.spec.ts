import { expect, test } from '@playwright/test';
import {
  chooseFileAndRead,
  openImportWizard,
  rowsOf,
  signUpWithProject,
  startAndWaitForReport,
  tableByTitle,
} from '../support/import';
import { startBasalt, type BasaltServer } from '../support/server';

/** The import wizard (issue 12): a JSON array of nested objects, flattened into `_`-joined fields. */

const MEMBERS = [
  { name: 'Ann', age: 31, address: { city: 'Oslo', geo: { lat: 59.91 } }, tags: ['admin', 'ops'] },
  { name: 'Bob', age: 45, address: { city: 'Lima', geo: { lat: -12.05 } }, tags: [] },
  { name: 'Cleo', age: 27, address: { city: 'Pune', geo: { lat: 18.52 } }, tags: ['ops'] },
];

test.describe('importing a JSON file', () => {
  let server: BasaltServer;
  test.beforeAll(async () => {
    server = await startBasalt();
  });
  test.afterAll(async () => server.stop());

  test("nested objects become `_`-joined fields when 'normalize nested' is set", async ({ page }) => {
    // a loaded machine: the wizard's worker and the server share two cores with the browser
    test.setTimeout(120_000);
    const projectId = await signUpWithProject(page, server.url, 'json@example.com');
    await openImportWizard(page, server.url, projectId, 'json');
    const flatten = page.getByRole('checkbox', { name: 'Flatten nested objects into fields' });
    await flatten.check();
    await expect(flatten).toBeChecked();
    await chooseFileAndRead(page, {
      name: 'members.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(MEMBERS, null, 2)),
    });

    await expect(page.getByRole('textbox', { name: 'Table name' })).toHaveValue('members');
    for (const name of ['name', 'age', 'address_city', 'address_geo_lat', 'tags']) {
      await expect(page.getByRole('textbox', { name: `Field name for ${name}` })).toHaveValue(name);
    }
    await expect(page.getByRole('region', { name: /Preview/ })).toContainText('Lima');

    await startAndWaitForReport(page);
    await expect(page.getByText('Import complete')).toBeVisible();
    await expect(page.getByTestId('import-rows-written')).toHaveText('3');

    const table = await tableByTitle(page, server.url, projectId, 'members');
    expect(table.typeOf('name')).toBe('SingleLineText');
    expect(table.typeOf('age')).toBe('Number');
    expect(table.typeOf('address_city')).toBe('SingleLineText');
    expect(table.typeOf('address_geo_lat')).toBe('Decimal');
    expect(table.fields['address']).toBeUndefined();
    const rows = await rowsOf(page, server.url, projectId, table.id, 'name');
    expect(rows.map((r) => [r.name, Number(r.age), r.address_city, Number(r.address_geo_lat), r.tags])).toEqual([
      ['Ann', 31, 'Oslo', 59.91, '["admin","ops"]'],
      ['Bob', 45, 'Lima', -12.05, '[]'],
      ['Cleo', 27, 'Pune', 18.52, '["ops"]'],
    ]);
  });
});
