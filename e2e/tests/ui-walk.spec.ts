import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { apiAs, createProjectWithTable } from '../support/api';
import { PASSWORD, signIn, signUp } from '../support/auth';
import { shoot } from '../support/screenshots';
import { REPO_ROOT, startBasalt, type BasaltServer } from '../support/server';

/** What a new user met walking through the screens (issue 8 §5), each as the behaviour that fixes it. */

const sidebar = (page: Page) => page.locator('#basalt-sidebar');
const tabs = (page: Page) => page.locator('#basalt-tabbar .project-tab');
const toasts = (page: Page) => page.locator('.ant-message-notice');

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return found;
}

/** A phone-sized screenshot of what is on screen now (shoot() takes the 1280 and 375 pair of a screen). */
async function shootPhone(page: Page, name: string) {
  const dir =
    process.env.BASALT_UPDATE_SCREENSHOTS === '1'
      ? path.join(REPO_ROOT, 'docs', 'screenshots')
      : path.join(REPO_ROOT, 'e2e', 'test-results', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}-375.png`) });
}

test.describe("a new user's walk through the screens", () => {
  let server: BasaltServer;
  let projectId: string;
  test.beforeAll(async ({ browser }) => {
    server = await startBasalt();
    const page = await browser.newPage();
    await signUp(page, server.url, 'walker@example.com');
    ({ projectId } = await createProjectWithTable(page, server.url, 'Sales CRM', 'Orders'));
    await apiAs(page, server.url, 'POST', `/api/v1/db/meta/projects/${projectId}/tables`, {
      table_name: 'Customers',
      title: 'Customers',
    });
    await createProjectWithTable(page, server.url, 'Hiring', 'Candidates');
    await page.close();
  });
  test.afterAll(async () => server.stop());

  const tablePath = (table: string) => `/nc/${projectId}/table/${table}`;

  test('switching from Arabic back to English un-mirrors the projects page without a reload', async ({ page }) => {
    await signIn(page, server.url, 'walker@example.com');
    const searchIcon = page.locator('.projects-search .anticon');
    const searchInput = page.locator('.projects-search input');
    const cardIcon = page.locator('.project-card-icon').first();
    const cardText = page.locator('.project-card-text').first();
    await expect(cardIcon).toBeVisible();

    const language = page.locator('#basalt-header select');
    await language.selectOption('ar');
    // the choice is applied (and kept) before the reload, which would otherwise race it on a loaded machine
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // a page that opens in Arabic: every tree starts right-to-left (the case a switch used to leave mirrored)
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(cardIcon).toBeVisible();
    // mirrored: the search icon on the right of its box, the project's icon on the right of its name
    await expect.poll(async () => (await box(searchIcon)).x > (await box(searchInput)).x).toBe(true);
    expect((await box(cardIcon)).x).toBeGreaterThan((await box(cardText)).x);

    await language.selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
    await expect.poll(async () => (await box(searchIcon)).x < (await box(searchInput)).x).toBe(true);
    expect((await box(cardIcon)).x).toBeLessThan((await box(cardText)).x);
    // no component of any remote keeps antd's right-to-left styles
    await expect(page.locator('[class*="-rtl"]')).toHaveCount(0);
  });

  test('on a phone the project sidebar is a drawer; on a desktop it collapses', async ({ page }) => {
    await signIn(page, server.url, 'walker@example.com');
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`${server.url}${tablePath('Orders')}`);
    await expect(page.getByTestId('view-page')).toBeVisible();
    await expect(sidebar(page)).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Show the sidebar' });
    // the page starts right under the tab bar, not under 260 px of sidebar
    expect((await box(page.getByTestId('view-page'))).y).toBeLessThan(140);

    await toggle.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByTestId('table-item')).toHaveText(['Orders', 'Customers']);
    // focus moves into the drawer (and is kept there), and returns to the button when it closes
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.ant-drawer'))).toBe(true);
    await page.waitForTimeout(500); // the slide-in (under 300 ms) has ended: the picture shows the drawer at rest
    await shootPhone(page, 'project-drawer');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await page.getByRole('dialog').getByTestId('table-item').filter({ hasText: 'Customers' }).click();
    await expect(page).toHaveURL(new RegExp(`${tablePath('Customers')}$`));
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByTestId('view-page').getByText('Customers', { exact: true })).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(sidebar(page)).toBeVisible();
    await page.getByRole('button', { name: 'Hide the sidebar' }).click();
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Show the sidebar' }).click();
    await expect(sidebar(page).getByTestId('table-item')).toHaveText(['Orders', 'Customers']);
  });

  test('a user whose session ended signs in and is back on the page they were on', async ({ page }) => {
    await signIn(page, server.url, 'walker@example.com');
    await page.goto(`${server.url}${tablePath('Orders')}`);
    await expect(page.getByTestId('view-page')).toBeVisible();

    await expect(sidebar(page).getByTestId('table-item')).toHaveText(['Orders', 'Customers']);
    await page.waitForLoadState('networkidle'); // the page has loaded all it reads: the next request is the click's

    // the session ends: the server no longer accepts the token, and refreshing it fails too
    const refuse = (route: Route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ msg: 'Unauthorized' }) });
    await page.route('**/api/v1/**', refuse);
    await sidebar(page).getByTestId('table-item').filter({ hasText: 'Customers' }).click();
    await expect(page).toHaveURL(`${server.url}/signIn?returnTo=${encodeURIComponent(tablePath('Customers'))}`);
    await page.unroute('**/api/v1/**', refuse);
    await expect(page.getByText('You have been signed out')).toBeVisible();

    await page.getByLabel('Email').fill('walker@example.com');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await expect(page).toHaveURL(`${server.url}${tablePath('Customers')}`);
    await expect(page.getByTestId('view-page').getByText('Customers', { exact: true })).toBeVisible();
  });

  test('a link opened while signed out leads through sign-in to that page', async ({ page }) => {
    await page.goto(`${server.url}${tablePath('Orders')}`);
    await expect(page).toHaveURL(/\/signin\?returnTo=/);
    await shoot(page, 'signin');
    await page.getByLabel('Email').fill('walker@example.com');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await expect(page).toHaveURL(`${server.url}${tablePath('Orders')}`);
  });

  test('a non-member opening a project reads one message, the one of the spec', async ({ browser }) => {
    const stranger = await browser.newPage();
    // every toast ever drawn, however briefly
    await stranger.addInitScript(() => {
      const seen: string[] = [];
      const counted = new WeakSet<Element>();
      (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
      // a notice arrives alone or, without motion, inside its freshly drawn container
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) {
            if (!(node instanceof HTMLElement)) continue;
            const notices = node.matches('.ant-message-notice') ? [node] : node.querySelectorAll('.ant-message-notice');
            for (const notice of notices) {
              if (counted.has(notice)) continue;
              counted.add(notice);
              seen.push(notice.textContent ?? '');
            }
          }
      }).observe(document, { childList: true, subtree: true });
    });
    await signUp(stranger, server.url, 'stranger@example.com');
    await stranger.goto(`${server.url}${tablePath('Orders')}`);
    await expect(stranger).toHaveURL(`${server.url}/`);
    await expect(toasts(stranger)).toHaveText(["You don't have enough permission to access the project."]);
    // both the route guard and the project loader have answered by now
    await stranger.waitForTimeout(1500);
    const seen = await stranger.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen);
    expect(seen).toEqual(["You don't have enough permission to access the project."]);
    await stranger.close();
  });

  test('the highlighted tab follows the route, the project home highlights none', async ({ page }) => {
    await signIn(page, server.url, 'walker@example.com');
    await page.goto(`${server.url}${tablePath('Orders')}`);
    await expect(page.locator('#basalt-tabbar [role=tab][aria-selected=true]')).toHaveText('Orders');
    await sidebar(page).getByRole('button', { name: 'Team & auth' }).click();
    await expect(page.locator('#basalt-tabbar [role=tab][aria-selected=true]')).toHaveText('Team & auth');
    await sidebar(page).getByRole('button', { name: 'Sales CRM' }).click();
    await expect(page).toHaveURL(new RegExp(`/nc/${projectId}$`));
    await expect(tabs(page)).toHaveText(['Orders', 'Team & auth']);
    await expect(page.locator('#basalt-tabbar [role=tab][aria-selected=true]')).toHaveCount(0);
  });

  test('every page has a title of its own', async ({ page }) => {
    await page.goto(`${server.url}/signin`);
    await expect(page).toHaveTitle('Sign in · Basalt');
    await page.goto(`${server.url}/signup`);
    await expect(page).toHaveTitle('Sign up · Basalt');
    await shoot(page, 'signup');
    await signIn(page, server.url, 'walker@example.com');
    await expect(page).toHaveTitle('Projects · Basalt');
    await page.goto(`${server.url}/nc/${projectId}`);
    await expect(page).toHaveTitle('Sales CRM · Basalt');
    await page.goto(`${server.url}${tablePath('Orders')}`);
    await expect(page).toHaveTitle('Orders · Sales CRM · Basalt');
    await sidebar(page).getByRole('button', { name: 'Team & auth' }).click();
    await expect(page).toHaveTitle('Team & auth · Sales CRM · Basalt');
    await page.goto(`${server.url}/no/such/page`);
    await expect(page).toHaveTitle('Page not found · Basalt');
  });

  test('account forms keep their messages and links off the fields and buttons', async ({ page }) => {
    await page.goto(`${server.url}/signup`);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Sign up' }).click();
    const lastError = page.getByText('Password must be at least 8 characters long');
    await expect(lastError).toBeVisible();
    const button = await box(page.getByRole('button', { name: 'Sign up' }));
    const error = await box(lastError);
    expect(button.y - (error.y + error.height)).toBeGreaterThanOrEqual(8);
    await shoot(page, 'signup-errors');

    await page.goto(`${server.url}/signin`);
    const field = await box(page.locator('.plain-field-box').filter({ has: page.getByLabel('Password') }));
    const forgot = await box(page.getByRole('link', { name: 'Forgot password?' }));
    expect(forgot.y - (field.y + field.height)).toBeGreaterThanOrEqual(4);
  });

  test('the not-found page wears the brand colour', async ({ page }) => {
    await page.goto(`${server.url}/no/such/page`);
    const home = page.getByRole('button', { name: 'Back to home' });
    await expect(home).toHaveCSS('background-color', 'rgb(67, 81, 232)');
    await expect(page.locator('.basalt-not-found-mark')).toHaveCSS('color', 'rgb(67, 81, 232)');
    // nothing on the page is drawn in antd's default blue
    const defaultBlue = await page.evaluate(
      () =>
        [...document.querySelectorAll('#basalt *')].filter((el) => {
          const style = getComputedStyle(el);
          const painted = [style.color, style.backgroundColor, style.fill, el.getAttribute('fill') ?? ''];
          return painted.some((c) => /rgb\(22, 119, 255\)|#1677ff/i.test(c));
        }).length,
    );
    expect(defaultBlue).toBe(0);
    await shoot(page, 'not-found');
  });

  test('the project home offers the import wizard for CSV, Excel and JSON files', async ({ page }) => {
    await signIn(page, server.url, 'walker@example.com');
    await page.goto(`${server.url}/nc/${projectId}`);
    const tile = page.getByTestId('import-tile');
    await expect(tile.getByText('From a CSV, Excel or JSON file.')).toBeVisible();
    for (const kind of ['CSV', 'Excel', 'JSON'])
      await expect(tile.getByRole('button', { name: new RegExp(kind) })).toBeEnabled();
    await shoot(page, 'project-home');
    await tile.getByRole('button', { name: /CSV/ }).click();
    await expect(page).toHaveURL(new RegExp(`/nc/${projectId}/import/csv$`));
    await expect(page.getByRole('heading', { name: 'Import data: CSV' })).toBeVisible();
  });

  test('the new-project dialog offers the palette and a custom colour', async ({ page }) => {
    await signIn(page, server.url, 'walker@example.com');
    await shoot(page, 'projects-list');
    await page.getByRole('button', { name: 'New project' }).first().click();
    const colours = page.getByRole('radiogroup', { name: 'Colour' });
    await expect(colours.getByRole('radio')).toHaveCount(19);
    await expect(colours.getByRole('radio', { checked: true })).toHaveAccessibleName('#4351e8');
    await page.getByTestId('project-title').fill('Marketing');
    await colours.getByRole('radio', { name: '#16a34a' }).click();
    await shoot(page, 'project-create');
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(page).toHaveURL(/\/nc\/p_[\w-]+$/);
    await expect(page.locator('.project-sidebar-dot')).toHaveCSS('background-color', 'rgb(22, 163, 74)');
  });
});
