import { expect, test, type Page } from '@playwright/test';
import { signUp } from '../support/auth';
import { cellAt, gridOf } from '../support/grid';
import { seedTasks } from '../support/seed';
import { startBasalt, type BasaltServer } from '../support/server';

/**
 * What grid-editing.spec.ts leaves out: a range copied inside the grid with the keyboard's Ctrl+C and pasted with
 * Ctrl+V (the browser's own clipboard, not a synthetic paste event), fill down with Ctrl+D, and redo.
 */

const labels = async (page: Page, col: number, rows: number[]) =>
  Promise.all(rows.map((row) => cellAt(page, row, col).getAttribute('aria-label')));

test.describe('grid clipboard', () => {
  let server: BasaltServer;
  test.beforeAll(async () => {
    server = await startBasalt();
  });
  test.afterAll(async () => server.stop());

  test('a range copied with Ctrl+C lands elsewhere with Ctrl+V; Ctrl+D fills down, undone and redone; all kept', async ({
    page,
  }) => {
    await signUp(page, server.url, 'clipboard@example.com');
    const { tablePath } = await seedTasks(page, server.url, 'Clipboard');
    await page.goto(tablePath);
    await expect(cellAt(page, 5, 0)).toHaveAttribute('aria-label', 'Task F');

    // Title and Estimate of the first two rows, copied over the fourth and fifth
    await cellAt(page, 0, 0).click();
    await cellAt(page, 1, 1).click({ modifiers: ['Shift'] });
    await expect(cellAt(page, 1, 1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Control+c');
    await cellAt(page, 3, 0).click();
    await page.keyboard.press('Control+v');
    await expect(cellAt(page, 4, 1)).toHaveAttribute('aria-label', '12');
    expect(await labels(page, 0, [3, 4])).toEqual(['Task A', 'Task B']);
    expect(await labels(page, 1, [3, 4])).toEqual(['3', '12']);
    // the pasted cells are selected; the rows around them are as they were
    await expect(cellAt(page, 4, 1)).toHaveAttribute('aria-selected', 'true');
    await expect(cellAt(page, 5, 0)).toHaveAttribute('aria-label', 'Task F');
    await expect(gridOf(page, 'Tasks')).toHaveAttribute('aria-rowcount', '7');

    // fill down: the first estimate into the two below it
    await cellAt(page, 0, 1).click();
    await cellAt(page, 2, 1).click({ modifiers: ['Shift'] });
    await page.keyboard.press('Control+d');
    await expect(cellAt(page, 2, 1)).toHaveAttribute('aria-label', '3');
    expect(await labels(page, 1, [0, 1, 2])).toEqual(['3', '3', '3']);

    // undone, then redone
    await page.keyboard.press('Control+z');
    await expect(cellAt(page, 2, 1)).toHaveAttribute('aria-label', '20');
    expect(await labels(page, 1, [0, 1, 2])).toEqual(['3', '12', '20']);
    await page.keyboard.press('Control+y');
    await expect(cellAt(page, 2, 1)).toHaveAttribute('aria-label', '3');
    await expect(cellAt(page, 1, 1)).toHaveAttribute('aria-label', '3');

    await page.reload();
    await expect(cellAt(page, 4, 0)).toHaveAttribute('aria-label', 'Task B');
    expect(await labels(page, 0, [0, 1, 2, 3, 4, 5])).toEqual([
      'Task A',
      'Task B',
      'Task C',
      'Task A',
      'Task B',
      'Task F',
    ]);
    expect(await labels(page, 1, [0, 1, 2, 3, 4, 5])).toEqual(['3', '3', '3', '3', '12', '30']);
  });
});
