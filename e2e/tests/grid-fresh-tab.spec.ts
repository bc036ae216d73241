import { expect, test, type Page } from '@playwright/test';
import { apiAs, createProjectWithTable } from '../support/api';
import { signUp } from '../support/auth';
import { cellAt, gridOf } from '../support/grid';
import { startBasalt, type BasaltServer } from '../support/server';

/** The GETs a tab makes (its workers' too), by path and query. */
function requestsOf(tab: Page): string[] {
  const seen: string[] = [];
  tab.on('request', (r) => {
    const url = new URL(r.url());
    seen.push(url.pathname + url.search);
  });
  return seen;
}

/**
 * A table's address opened in a fresh tab (docs/PERFORMANCE.md, "First rows in a fresh tab"): the page's inline
 * script reads the table's data before the app's scripts run, and the app takes those answers instead of asking again.
 */
test.describe('a table opened in a fresh tab', () => {
  let server: BasaltServer;
  test.beforeAll(async () => {
    server = await startBasalt();
  });
  test.afterAll(async () => server.stop());

  test('shows its rows, read once, with the remotes manifest in the page', async ({ page, context }) => {
    await signUp(page, server.url, 'fresh-tab@example.com');
    const { projectId, tableId } = await createProjectWithTable(page, server.url, 'Fresh', 'Plants', [
      { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
      { column_name: 'name', title: 'Name', uidt: 'SingleLineText', pv: true },
    ]);
    await apiAs(page, server.url, 'POST', `/api/v1/db/data/bulk/noco/${projectId}/Plants`, [
      { Name: 'Fern' },
      { Name: 'Moss' },
    ]);

    const tab = await context.newPage();
    const requests = requestsOf(tab);
    await tab.goto(`${server.url}/nc/${projectId}/table/Plants`);
    await expect(gridOf(tab, 'Plants')).toBeVisible();
    await expect(cellAt(tab, 0, 0)).toHaveAttribute('aria-label', 'Fern');
    await expect(cellAt(tab, 1, 0)).toHaveAttribute('aria-label', 'Moss');

    // the tables, the table's meta, its view's columns and first rows came in one request (docs/API.md §1.6,
    // opening a table), sent by the page's inline script; the app took those answers instead of reading them again
    const opening = `/api/v1/basalt/projects/${projectId}/opening?table=Plants`;
    expect(requests.filter((r) => r.startsWith(`/api/v1/basalt/projects/${projectId}/opening`))).toEqual([opening]);
    // sent before the page's own scripts: the first of its API reads, after the page's entry script was asked for
    const firstApiRead = requests.findIndex((r) => r.startsWith('/api/'));
    expect(requests.indexOf(opening)).toBeLessThanOrEqual(firstApiRead + 1);
    expect(requests.indexOf(opening)).toBeLessThan(requests.findIndex((r) => /^\/antd-core\./.test(r)));
    expect(requests.filter((r) => r.startsWith(`/api/v1/db/data/noco/${projectId}/${tableId}/views/`))).toEqual([]);
    expect(requests.filter((r) => r === `/api/v1/db/meta/tables/${tableId}`)).toEqual([]);
    expect(requests.filter((r) => /^\/api\/v1\/db\/meta\/views\/[^/]+\/columns$/.test(r))).toEqual([]);
    expect(requests).not.toContain('/remotes.json');
    expect(await tab.locator('script#basalt-remotes').count()).toBe(1);

    // the header and the project sidebar, drawn after the grid (routes/sidebar-after-main.ts), are there; the
    // sidebar lists the table and takes a click
    await expect(tab.locator('#basalt-header .basalt-brand')).toBeVisible();
    const sidebar = tab.locator('#basalt-sidebar');
    await expect(sidebar.getByTestId('table-item').filter({ hasText: 'Plants' })).toBeVisible();
    await sidebar.getByTestId('table-item').filter({ hasText: 'Plants' }).click();
    await expect(tab).toHaveURL(new RegExp(`/nc/${projectId}/table/Plants`));
    await expect(cellAt(tab, 0, 0)).toHaveAttribute('aria-label', 'Fern');
    await tab.close();
  });

  test('reads nothing for a signed-out visitor, who is asked to sign in', async ({ page }) => {
    const requests = requestsOf(page);
    await page.goto(`${server.url}/nc/p_anything/table/Plants`);
    // sign-up when the journey runs alone on its fresh server (no user yet), else sign-in
    await expect(page).toHaveURL(/\/sign(in|up)/);
    await expect(page.getByRole('button', { name: /^Sign (in|up)$/ })).toBeVisible();
    expect(requests.filter((r) => r.startsWith('/api/v1/db/') && !r.endsWith('/nocodb/info'))).toEqual([]);
  });

  test('falls back to its own reads when the stored token is refused', async ({ page }) => {
    await page.goto(`${server.url}/signin`);
    await page.evaluate(() => localStorage.setItem('nocodb-gui-v2', JSON.stringify({ token: 'not-a-token' })));
    await page.goto(`${server.url}/nc/p_anything/table/Plants`);
    await expect(page).toHaveURL(/\/sign(in|up)/);
    await expect(page.getByRole('button', { name: /^Sign (in|up)$/ })).toBeVisible();
  });
});
