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

/**
 * Like `shoot`, for a popup (a menu, a dropdown): `open` opens it at each size in turn, as a person would there (on
 * a phone its button may first have to be scrolled to), and Escape closes it after each picture.
 */
export async function shootOpen(page: Page, name: string, open: () => Promise<void>): Promise<void> {
  fs.mkdirSync(DIR, { recursive: true });
  const size = page.viewportSize()!;
  for (const [width, height, suffix] of [
    [size.width, size.height, '1280'],
    [375, 740, '375'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await open();
    await page.screenshot({ path: path.join(DIR, `${name}-${suffix}.png`) });
    await page.keyboard.press('Escape');
  }
  await page.setViewportSize(size);
}
