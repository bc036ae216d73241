import { expect, test, type Page } from '@playwright/test';
import { signUp } from '../support/auth';
import { apiAs } from '../support/api';
import { shoot } from '../support/screenshots';
import { startBasalt, type BasaltServer } from '../support/server';

/** A table of a few fields made through the API, with `count` rows. */
async function seedTable(page: Page, baseUrl: string, count: number, projectTitle = 'Grid') {
  const project = await apiAs<{ id: string }>(page, baseUrl, 'POST', '/api/v1/db/meta/projects/', {
    title: projectTitle,
  });
  const table = await apiAs<{ id: string }>(page, baseUrl, 'POST', `/api/v1/db/meta/projects/${project.id}/tables`, {
    table_name: 'Tasks',
    title: 'Tasks',
    columns: [
      { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
      { column_name: 'title', title: 'Title', uidt: 'SingleLineText', pv: true },
      { column_name: 'estimate', title: 'Estimate', uidt: 'Number' },
      { column_name: 'done', title: 'Done', uidt: 'Checkbox' },
      { column_name: 'notes', title: 'Notes', uidt: 'LongText' },
      { column_name: 'email', title: 'Owner', uidt: 'Email' },
    ],
  });
  const rows = Array.from({ length: count }, (_, i) => ({
    Title: `Task ${i + 1}`,
    Estimate: (i * 7) % 40,
    Done: i % 3 === 0,
    Notes: i % 2 ? 'Check with the team before Friday' : null,
    Owner: `person${i % 5}@example.com`,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await apiAs(page, baseUrl, 'POST', `/api/v1/db/data/bulk/noco/${project.id}/Tasks`, rows.slice(i, i + 500));
  }
  return { projectId: project.id, tableId: table.id };
}

const cell = (page: Page, row: number, col: number) =>
  page.locator(`[role="gridcell"][data-row="${row}"][data-col="${col}"]`);

test.describe('grid view', () => {
  let server: BasaltServer;
  test.beforeAll(async () => {
    server = await startBasalt();
  });
  test.afterAll(async () => server.stop());

  test('reads the view by windows, moves by keyboard, and keeps an edit across a reload', async ({ page }) => {
    await signUp(page, server.url, 'grid@example.com');
    const { projectId, tableId } = await seedTable(page, server.url, 2000);
    const reads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(`/api/v1/db/data/noco/${projectId}/${tableId}/views/`)) reads.push(r.url());
    });
    await page.goto(`${server.url}/nc/${projectId}/table/Tasks`);

    const grid = page.getByRole('grid', { name: 'Records of Tasks' });
    await expect(cell(page, 0, 0)).toHaveAttribute('aria-label', 'Task 1');
    // the ARIA row count is the API's totalRows plus the header row
    const count = await apiAs<{ pageInfo: { totalRows: number } }>(
      page,
      server.url,
      'GET',
      `/api/v1/db/data/noco/${projectId}/${tableId}?limit=1`,
    );
    await expect(grid).toHaveAttribute('aria-rowcount', String(count.pageInfo.totalRows + 1));
    await expect(page.getByText('2000 records')).toBeVisible();
    await shoot(page, 'grid');

    // keyboard: focus follows the active cell; Ctrl+End reaches the last row without reading the pages between
    await cell(page, 0, 0).click();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect(cell(page, 1, 1)).toBeFocused();
    await page.keyboard.press('Control+End');
    await expect(page.locator('[role="gridcell"][data-row="1999"]').first()).toBeVisible();
    await expect(page.locator(':focus')).toHaveAttribute('data-row', '1999');
    await expect(page.getByRole('gridcell', { name: 'Task 2000' })).toBeVisible();
    const offsets = reads.map((u) => Number(new URL(u).searchParams.get('offset')));
    expect(offsets.filter((o) => o >= 300 && o < 1800)).toEqual([]);
    await page.keyboard.press('Control+Home');
    await expect(cell(page, 0, 0)).toBeFocused();

    // typing replaces the value, Enter saves it, and a reload shows it kept
    await page.keyboard.type('Write the plan');
    await page.keyboard.press('Enter');
    await expect(cell(page, 0, 0)).toHaveAttribute('aria-label', 'Write the plan');
    await expect(cell(page, 0, 0)).toBeFocused();
    await expect
      .poll(async () => {
        const row = await apiAs<{ Title: string }>(
          page,
          server.url,
          'GET',
          `/api/v1/db/data/noco/${projectId}/${tableId}/1`,
        );
        return row.Title;
      })
      .toBe('Write the plan');
    await page.reload();
    await expect(cell(page, 0, 0)).toHaveAttribute('aria-label', 'Write the plan');

    // the editor opens over the cell on double-click; Escape leaves the value as it was
    await cell(page, 1, 0).dblclick();
    await expect(grid.getByRole('textbox', { name: 'Title' })).toBeFocused();
    await shoot(page, 'grid-editing');
    await page.keyboard.press('Escape');
    await expect(grid.getByRole('textbox', { name: 'Title' })).toHaveCount(0);
    await expect(cell(page, 1, 0)).toHaveAttribute('aria-label', 'Task 2');

    // a locked view says so and cannot be edited
    const views = await apiAs<{ list: { id: string }[] }>(
      page,
      server.url,
      'GET',
      `/api/v1/db/meta/tables/${tableId}/views`,
    );
    await apiAs(page, server.url, 'PATCH', `/api/v1/db/meta/views/${views.list[0]!.id}`, { lock_type: 'locked' });
    await page.reload();
    await expect(page.getByText('This view is locked: records cannot be edited')).toBeVisible();
    await expect(grid).toHaveAttribute('aria-readonly', 'true');
    await cell(page, 1, 0).dblclick();
    await page.keyboard.type('x');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(cell(page, 1, 0)).toHaveAttribute('aria-label', 'Task 2');
    await shoot(page, 'grid-locked');
  });

  test('mirrors in Arabic: row numbers at the right, the display column frozen beside them', async ({ page }) => {
    await signUp(page, server.url, 'grid-rtl@example.com');
    const { projectId } = await seedTable(page, server.url, 50, 'Grid RTL');
    await page.goto(`${server.url}/nc/${projectId}/table/Tasks`);
    await expect(cell(page, 0, 0)).toHaveAttribute('aria-label', 'Task 1');
    await page.locator('#basalt-header select').selectOption('ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const rowNumber = page.locator('.grid-row .grid-rownum').nth(1);
    const x = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!.x;
    await expect.poll(async () => (await x(rowNumber)) > (await x(cell(page, 0, 0)))).toBe(true);
    const displayX = await x(cell(page, 0, 0));
    await page.locator('.grid-scroller').evaluate((el) => (el.scrollLeft = -400));
    await expect.poll(async () => x(cell(page, 0, 0))).toBe(displayX);
    await shoot(page, 'grid-rtl');
  });
});
