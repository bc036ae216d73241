import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from './server';

/**
 * Screenshots of each screen at 1280 and 375 px, to look at. They go to test-results; with
 * BASALT_UPDATE_SCREENSHOTS=1 they refresh the ones the docs show (docs/screenshots).
 */
const DIR =
  process.env.BASALT_UPDATE_SCREENSHOTS === '1'
    ? path.join(REPO_ROOT, 'docs', 'screenshots')
    : path.join(REPO_ROOT, 'e2e', 'test-results', 'screenshots');

export async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(DIR, { recursive: true });
  const size = page.viewportSize()!;
  await page.screenshot({ path: path.join(DIR, `${name}-1280.png`) });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: path.join(DIR, `${name}-375.png`) });
  await page.setViewportSize(size);
}
