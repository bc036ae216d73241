import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from './server';

const DIR =
  process.env.BASALT_UPDATE_SCREENSHOTS === '1'
    ? path.join(REPO_ROOT, 'docs', 'screenshots')
    : path.join(REPO_ROOT, 'e2e', 'test-results', 'screenshots');

/**
 * Like shoot() (screenshots.ts), at 1280 and 375 px, for a screen with a menu open: resizing the window may close
 * it, or leave it anchored to a button that scrolled away, so `open` runs again at each size before its picture.
 * `open` must leave the menu open whether it was open or not.
 */
export async function shootWithMenu(page: Page, name: string, open: () => Promise<void>): Promise<void> {
  fs.mkdirSync(DIR, { recursive: true });
  const size = page.viewportSize()!;
  await open();
  await page.screenshot({ path: path.join(DIR, `${name}-1280.png`) });
  await page.setViewportSize({ width: 375, height: 740 });
  await open();
  await page.screenshot({ path: path.join(DIR, `${name}-375.png`) });
  await page.setViewportSize(size);
  await open();
}
