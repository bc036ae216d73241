import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REPO_ROOT, serveDirectory, startBasalt, type RunningServer } from '../support/server';
import { recordScripts, remotesRequested } from '../support/network';
import { signUp } from '../support/auth';
import { shoot } from '../support/screenshots';
import { createProjectWithTable } from '../support/api';

/** Properties only React's and ReactDOM's own modules assign: counting scripts that assign them counts copies. */
const REACT_DEFINITION = /\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=[^=]/;
const REACT_DOM_DEFINITION = /\.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=[^=]/;

test.describe('the shell and its remotes on a fresh server', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startBasalt();
  });
  test.afterAll(async () => server.stop());

  test('/ lands on /signup drawn by mf-auth inside the shell layout', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(`${server.url}/`);
    await expect(page).toHaveURL(/\/signup$/);
    const main = page.locator('#basalt[data-layout="general"] #basalt-main');
    await expect(main.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(main.getByLabel('Email')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Sign up' })).toBeVisible();
    expect(remotesRequested(scripts.urls())).toEqual(['mf-auth']);

    await shoot(page, 'signup');
  });

  test('an unknown route shows the not-found page', async ({ page }) => {
    await page.goto(`${server.url}/nope`);
    await expect(page.getByText('Page not found: /nope')).toBeVisible();
    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('with two remotes mounted React is loaded exactly once', async ({ page }) => {
    await signUp(page, server.url, 'react-once@example.com');
    const { projectId } = await createProjectWithTable(page, server.url, 'Two remotes', 'Things');
    const scripts = recordScripts(page);
    await page.goto(`${server.url}/nc/${projectId}/table/Things`);
    await expect(
      page.locator('#basalt-sidebar nav').getByTestId('table-item').filter({ hasText: 'Things' }),
    ).toBeVisible();
    await expect(page.getByTestId('view-page')).toBeVisible();
    expect(remotesRequested(scripts.urls())).toEqual(['mf-views', 'mf-workspace']);

    for (const definition of [REACT_DEFINITION, REACT_DOM_DEFINITION]) {
      const copies = await scripts.matching(definition);
      expect(copies).toHaveLength(1);
      expect(copies[0]).not.toContain('/remotes/');
    }

    // The share scope agrees: one React version, provided by the shell.
    const reactVersions = await page.evaluate(() => {
      const share = (
        window as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<
              string,
              Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>
            >;
          };
        }
      ).__FEDERATION__.__SHARE__;
      return Object.values(share).flatMap((scopes) =>
        Object.entries(scopes.default?.react ?? {}).map(([version, entry]) => ({
          version,
          from: entry.from,
          loaded: !!entry.loaded,
        })),
      );
    });
    // Each container sees the same scope; whoever looks, one React version is loaded, the shell's.
    const loaded = new Set(reactVersions.filter((v) => v.loaded).map((v) => `${v.version}@${v.from}`));
    const { version } = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'node_modules/react/package.json'), 'utf8'));
    expect([...loaded]).toEqual([`${version}@shell`]);
  });

  test('a public route loads only the shell and mf-shared', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(`${server.url}/nc/view/vw_missing`);
    await expect(page.locator('#basalt[data-layout="shared-view"] .shared-view')).toBeVisible();
    expect(remotesRequested(scripts.urls())).toEqual(['mf-shared']);
    const origins = new Set(scripts.urls().map((u) => new URL(u).origin));
    expect([...origins]).toEqual([server.url]);
  });
});

test.describe('remotes deployed on their own', () => {
  let copy: string;
  let elsewhere: RunningServer;
  test.beforeAll(async () => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-remote-copy-'));
    fs.cpSync(path.join(REPO_ROOT, 'mf-auth', 'dist'), copy, { recursive: true });
    elsewhere = await serveDirectory(copy);
  });
  test.afterAll(async () => {
    await elsewhere.stop();
    fs.rmSync(copy, { recursive: true, force: true });
  });

  test('a remote served from another port is used without rebuilding the shell', async ({ page }) => {
    const server = await startBasalt({ BASALT_REMOTE_MF_AUTH: `${elsewhere.url}/remoteEntry.js` });
    try {
      const scripts = recordScripts(page);
      await page.goto(`${server.url}/signup`);
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      const fromCopy = scripts.urls().filter((u) => u.startsWith(elsewhere.url));
      expect(fromCopy).toContain(`${elsewhere.url}/remoteEntry.js`);
      expect(remotesRequested(scripts.urls())).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  test('a dead remote shows the error slot while the shell still navigates', async ({ page }) => {
    const server = await startBasalt({ BASALT_REMOTE_MF_AUTH: 'http://127.0.0.1:9/remoteEntry.js' });
    try {
      await page.goto(`${server.url}/signup`);
      const slot = page.locator('#basalt-main .basalt-remote-error[data-remote="mf-auth"]');
      await expect(slot).toBeVisible();
      await expect(slot).toContainText('This part of Basalt could not be loaded');

      await page.evaluate(() => window.history.pushState(null, '', '/nope'));
      await expect(page.getByText('Page not found: /nope')).toBeVisible();
      await expect(slot).toHaveCount(0);

      await page.evaluate(() => window.history.pushState(null, '', '/nc/view/vw_1'));
      await expect(page.locator('.shared-view')).toBeVisible();
    } finally {
      await server.stop();
    }
  });
});
