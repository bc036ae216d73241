import type { Page } from '@playwright/test';

/** Calls the API as the signed-in user of `page` (token from the app's stored preferences). */
export async function apiAs<T>(page: Page, baseUrl: string, method: string, path: string, body?: unknown): Promise<T> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('nocodb-gui-v2') ?? '{}').token as string);
  const res = await page.request.fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'xc-auth': token, 'content-type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok()) throw new Error(`${method} ${path} answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A project holding one table: with `columns` (docs/API.md §1.6 column bodies) or the server's default ones. */
export async function createProjectWithTable(
  page: Page,
  baseUrl: string,
  projectTitle: string,
  tableTitle: string,
  columns?: object[],
) {
  const project = await apiAs<{ id: string }>(page, baseUrl, 'POST', '/api/v1/db/meta/projects/', {
    title: projectTitle,
  });
  const table = await apiAs<{ id: string }>(page, baseUrl, 'POST', `/api/v1/db/meta/projects/${project.id}/tables`, {
    table_name: tableTitle,
    title: tableTitle,
    ...(columns ? { columns } : {}),
  });
  return { projectId: project.id, tableId: table.id };
}
