import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { REPO_ROOT } from './server';

/**
 * A visitor of a public link: a browser context of its own, with no session and nothing stored. `locale` is the
 * browser's language, which the public pages follow (they have no language menu): `ar` shows them right to left.
 */
export async function visitorPage(browser: Browser, locale = 'en-US'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', locale });
  return context.newPage();
}

type Messages = { [key: string]: string | Messages };
let arabicMessages: Messages | undefined;

/** A string of the Arabic locale (core/locales/ar.json) by its key, `{{name}}` filled from `vars`: what an Arabic visitor reads. */
export function arabic(key: string, vars: Record<string, string | number> = {}): string {
  arabicMessages ??= JSON.parse(
    fs.readFileSync(path.join(REPO_ROOT, 'core', 'locales', 'ar.json'), 'utf8'),
  ) as Messages;
  const text = key.split('.').reduce<string | Messages>((node, part) => (node as Messages)[part]!, arabicMessages);
  if (typeof text !== 'string') throw new Error(`no Arabic string for ${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name]));
}
