import { expect, test } from '@playwright/test';
import {
  openImportWizard,
  rowsOf,
  serveFile,
  signUpWithProject,
  startAndWaitForReport,
  tableByTitle,
} from '../support/import';
import { startBasalt } from '../support/server';

/**
 * The import wizard (issue 12): a CSV by URL, read through the backend's fetch proxy in `Range` slices. The file is
 * served on 127.0.0.1, which the proxy refuses unless BASALT_UPLOAD_BY_URL_ALLOW_PRIVATE is set: the server of the
 * import journey sets it, the default one refuses it.
 */

const CITIES_CSV = [
  'City,Country,Population,Website',
  'Oslo,Norway,709037,https://www.oslo.kommune.no',
  'Lima,Peru,10092000,https://www.munlima.gob.pe',
  'Pune,India,3124458,https://www.pmc.gov.in',
  'Perth,Australia,2192229,https://perth.wa.gov.au',
].join('\r\n');

test('imports a CSV by URL from a local server the backend is allowed to reach', async ({ page }) => {
  test.setTimeout(120_000);
  const remote = await serveFile('cities.csv', Buffer.from(CITIES_CSV));
  const server = await startBasalt({ BASALT_UPLOAD_BY_URL_ALLOW_PRIVATE: 'true' });
  try {
    const projectId = await signUpWithProject(page, server.url, 'url@example.com');
    await openImportWizard(page, server.url, projectId, 'csv');
    await page.getByRole('textbox', { name: /Or import from a URL/ }).fill(remote.url);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('textbox', { name: 'Table name' })).toHaveValue('cities', { timeout: 30_000 });
    await expect(page.getByRole('region', { name: /Preview/ })).toContainText('Peru');
    await startAndWaitForReport(page);
    await expect(page.getByText('Import complete')).toBeVisible();
    await expect(page.getByTestId('import-rows-written')).toHaveText('4');
    // the proxy passed the wizard's slices on: the file was read by ranges, not fetched whole
    expect(remote.ranges().length).toBeGreaterThan(0);
    expect(remote.ranges().every((r) => /^bytes=\d+-\d+$/.test(r))).toBe(true);

    const table = await tableByTitle(page, server.url, projectId, 'cities');
    expect(table.typeOf('City')).toBe('SingleLineText');
    expect(table.typeOf('Country')).toBe('SingleLineText');
    expect(table.typeOf('Population')).toBe('Number');
    expect(table.typeOf('Website')).toBe('URL');
    const rows = await rowsOf(page, server.url, projectId, table.id, '-Population');
    expect(rows.map((r) => [r.City, r.Country, Number(r.Population), r.Website])).toEqual([
      ['Lima', 'Peru', 10092000, 'https://www.munlima.gob.pe'],
      ['Pune', 'India', 3124458, 'https://www.pmc.gov.in'],
      ['Perth', 'Australia', 2192229, 'https://perth.wa.gov.au'],
      ['Oslo', 'Norway', 709037, 'https://www.oslo.kommune.no'],
    ]);
  } finally {
    await server.stop();
    await remote.stop();
  }
});

test('a server left as configured by default refuses the local address, and says so', async ({ page }) => {
  test.setTimeout(120_000);
  const remote = await serveFile('cities.csv', Buffer.from(CITIES_CSV));
  const server = await startBasalt();
  try {
    const projectId = await signUpWithProject(page, server.url, 'url-refused@example.com');
    await openImportWizard(page, server.url, projectId, 'csv');
    await page.getByRole('textbox', { name: /Or import from a URL/ }).fill(remote.url);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'That address is not allowed: private and local addresses are refused.',
    );
    expect(remote.ranges()).toEqual([]);
    const tables = await tableByTitle(page, server.url, projectId, 'cities').catch((e: Error) => e);
    expect(tables).toBeInstanceOf(Error);
  } finally {
    await server.stop();
    await remote.stop();
  }
});
