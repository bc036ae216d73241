import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import { apiAs } from './api';
import { signUp } from './auth';

/** The import wizard's journeys (issue 12): the steps they share, and the API reads that check what was stored. */

export type ImportKind = 'csv' | 'excel' | 'json';

const KIND_BUTTONS: Record<ImportKind, { button: RegExp; heading: string }> = {
  csv: { button: /CSV/, heading: 'Import data: CSV' },
  excel: { button: /Excel/, heading: 'Import data: Excel' },
  json: { button: /JSON/, heading: 'Import data: JSON' },
};

export interface ColumnMeta {
  id: string;
  title: string;
  uidt: string;
  dtxp?: string | null;
  meta?: Record<string, unknown> | null;
}

export type Row = Record<string, unknown>;

/** Signs a new user up and makes an empty project for them; the project's id. */
export async function signUpWithProject(page: Page, baseUrl: string, email: string, title = 'Imports') {
  await signUp(page, baseUrl, email);
  const project = await apiAs<{ id: string }>(page, baseUrl, 'POST', '/api/v1/db/meta/projects/', { title });
  return project.id;
}

/** Opens the wizard from the project's import tile, as a user does. */
export async function openImportWizard(page: Page, baseUrl: string, projectId: string, kind: ImportKind) {
  await page.goto(`${baseUrl}/nc/${projectId}`);
  await page.getByTestId('import-tile').getByRole('button', { name: KIND_BUTTONS[kind].button }).click();
  await expect(page).toHaveURL(new RegExp(`/nc/${projectId}/import/${kind}$`));
  await expect(page.getByRole('heading', { name: KIND_BUTTONS[kind].heading })).toBeVisible();
}

/** Picks a file on the source step and goes on to the template step. */
export async function chooseFileAndRead(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByText(`Chosen file: ${file.name}`)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Start import' })).toBeVisible({ timeout: 30_000 });
}

/** Starts the import and waits for its report (one section per table). */
export async function startAndWaitForReport(page: Page, tables = 1) {
  await page.getByRole('button', { name: 'Start import' }).click();
  await expect(page.getByTestId('import-report')).toHaveCount(tables, { timeout: 60_000 });
}

/** The report section of one table, by its title. */
export const reportOf = (page: Page, table: string) =>
  page.getByTestId('import-report').filter({ has: page.locator('.ant-result-subtitle', { hasText: table }) });

/** Picks one entry of the open antd Select list by its exact text. */
export async function pickVisibleOption(page: Page, text: string) {
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .click();
}

/** What the API says the project's table `title` is: its id and its fields by title. */
export async function tableByTitle(page: Page, baseUrl: string, projectId: string, title: string) {
  const tables = await apiAs<{ list: { id: string; title: string }[] }>(
    page,
    baseUrl,
    'GET',
    `/api/v1/db/meta/projects/${projectId}/tables`,
  );
  const table = tables.list.find((t) => t.title === title);
  if (!table) throw new Error(`no table "${title}" among ${tables.list.map((t) => t.title).join(', ')}`);
  const meta = await apiAs<{ columns: ColumnMeta[] }>(page, baseUrl, 'GET', `/api/v1/db/meta/tables/${table.id}`);
  const fields = Object.fromEntries(meta.columns.map((c) => [c.title, c]));
  return { id: table.id, fields, typeOf: (field: string) => fields[field]?.uidt };
}

/** The rows of a table through the data API (up to 1,000), in `sort` order. */
export async function rowsOf(page: Page, baseUrl: string, projectId: string, tableId: string, sort: string) {
  const answer = await apiAs<{ list: Row[] }>(
    page,
    baseUrl,
    'GET',
    `/api/v1/db/data/noco/${projectId}/${tableId}?sort=${encodeURIComponent(sort)}&limit=1000`,
  );
  return answer.list;
}

/** How many rows the table holds, by the API's count. */
export async function countOf(page: Page, baseUrl: string, projectId: string, tableId: string) {
  const answer = await apiAs<{ count: number }>(
    page,
    baseUrl,
    'GET',
    `/api/v1/db/data/noco/${projectId}/${tableId}/count`,
  );
  return Number(answer.count);
}

/** Text of a report figure (rows read, written, skipped) as a plain number, whatever the digit grouping. */
export async function figure(page: Page, testId: string, scope = page.locator('body')) {
  const text = await scope.getByTestId(testId).innerText();
  return Number(text.replace(/\D/g, ''));
}

/**
 * A file served over HTTP on 127.0.0.1 with `Range` support, as a remote host would serve it; it records each
 * request's range so a journey can see the file was read in slices.
 */
export async function serveFile(name: string, body: Buffer, type = 'text/csv') {
  const ranges: string[] = [];
  const server = http.createServer((req, res) => {
    if (new URL(req.url!, 'http://x').pathname !== `/${name}`) {
      res.writeHead(404).end();
      return;
    }
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    ranges.push(req.headers.range ?? '');
    if (!range) {
      res.writeHead(200, { 'content-type': type, 'content-length': body.length }).end(body);
      return;
    }
    const start = Number(range[1]);
    const end = Math.min(range[2] ? Number(range[2]) : body.length - 1, body.length - 1);
    if (start >= body.length) {
      res.writeHead(416, { 'content-range': `bytes */${body.length}` }).end();
      return;
    }
    res
      .writeHead(206, { 'content-type': type, 'content-range': `bytes ${start}-${end}/${body.length}` })
      .end(body.subarray(start, end + 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/${name}`,
    ranges: () => [...ranges],
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
