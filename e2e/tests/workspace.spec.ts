import { expect, test, type Page } from '@playwright/test';
import { signUp } from '../support/auth';
import { createProjectWithTable } from '../support/api';
import { shoot } from '../support/screenshots';
import { startBasalt, type BasaltServer } from '../support/server';

const sidebar = (page: Page) => page.locator('#basalt-sidebar');
const tabs = (page: Page) => page.locator('#basalt-tabbar .project-tab');
const tableItems = (page: Page) => sidebar(page).getByTestId('table-item');

async function createTable(page: Page, title: string) {
  await sidebar(page).getByRole('button', { name: 'Create a table' }).click();
  await page.getByTestId('table-title').fill(title);
  await page.getByRole('button', { name: 'Create table' }).click();
  await expect(page).toHaveURL(new RegExp(`/table/${encodeURIComponent(title)}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('view-page').getByText(title, { exact: true })).toBeVisible();
}

test.describe('workspace: projects, tables and tabs', () => {
  let server: BasaltServer;
  test.beforeAll(async () => {
    server = await startBasalt();
  });
  test.afterAll(async () => server.stop());

  test('a project is created, its tables shaped, its tabs followed', async ({ page }) => {
    await signUp(page, server.url, 'maker@example.com');
    await expect(page.getByText('No projects yet')).toBeVisible();
    await shoot(page, 'projects-empty');

    // create a project: a 51-character name is refused as you type
    await page.getByRole('button', { name: 'New project' }).first().click();
    await page.getByTestId('project-title').fill('x'.repeat(51));
    await expect(page.getByText('project name exceeds 50 characters')).toBeVisible();
    await page.getByTestId('project-title').fill('Sales CRM');
    await expect(page.getByText('project name exceeds 50 characters')).toHaveCount(0);
    await shoot(page, 'project-create');
    await page.getByRole('button', { name: 'Create project' }).click();
    await expect(page).toHaveURL(/\/nc\/p_[\w-]+$/);
    await expect(sidebar(page).getByText('Sales CRM')).toBeVisible();
    await shoot(page, 'project-home');

    // a name with / shows the offending characters; fixing it in the same dialog creates the table
    await sidebar(page).getByRole('button', { name: 'Create a table' }).click();
    await page.getByTestId('table-title').fill('Orders/2026');
    await expect(page.getByText('Following characters are not allowed: /')).toBeVisible();
    await page.getByTestId('table-title').fill('Customers');
    await page.getByRole('button', { name: 'Create table' }).click();
    await expect(page).toHaveURL(/\/table\/Customers$/);
    await expect(page.getByTestId('view-page').getByText('Customers', { exact: true })).toBeVisible();

    await createTable(page, 'Orders');
    await createTable(page, 'Products');
    await expect(tableItems(page)).toHaveText(['Customers', 'Orders', 'Products']);
    await expect(tabs(page)).toHaveText(['Customers', 'Orders', 'Products']);
    await shoot(page, 'project-tables');

    // rename
    await tableItems(page).filter({ hasText: 'Orders' }).hover();
    await sidebar(page).getByRole('button', { name: 'Actions for Orders' }).click();
    await page.getByRole('menuitem', { name: 'Rename' }).click();
    await page.getByRole('dialog').getByRole('textbox').fill('Invoices');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(tableItems(page)).toHaveText(['Customers', 'Invoices', 'Products']);
    await expect(tabs(page)).toHaveText(['Customers', 'Invoices', 'Products']);

    // reorder by dragging Products to the top; the order survives a reload
    await tableItems(page)
      .filter({ hasText: 'Products' })
      .dragTo(tableItems(page).filter({ hasText: 'Customers' }));
    await expect(tableItems(page)).toHaveText(['Products', 'Customers', 'Invoices']);

    // tabs: selecting navigates; closing the active one goes to the previous, the first to the next
    await tabs(page).filter({ hasText: 'Customers' }).click();
    await expect(page).toHaveURL(/\/table\/Customers$/);
    await tabs(page).filter({ hasText: 'Invoices' }).click();
    await tabs(page)
      .filter({ hasText: 'Invoices' })
      .getByRole('button', { name: /^Close / })
      .click();
    await expect(page).toHaveURL(/\/table\/Customers$/);
    await tabs(page)
      .filter({ hasText: 'Customers' })
      .getByRole('button', { name: /^Close / })
      .click();
    await expect(page).toHaveURL(/\/table\/Products$/);
    await tabs(page)
      .filter({ hasText: 'Products' })
      .getByRole('button', { name: /^Close / })
      .click();
    await expect(page).toHaveURL(/\/nc\/p_[\w-]+$/);
    await expect(tabs(page)).toHaveCount(0);

    // reload keeps the open project and its table order
    await page.reload();
    await expect(sidebar(page).getByText('Sales CRM')).toBeVisible();
    await expect(tableItems(page)).toHaveText(['Products', 'Customers', 'Invoices']);

    // delete with confirmation
    await tableItems(page).filter({ hasText: 'Invoices' }).hover();
    await sidebar(page).getByRole('button', { name: 'Actions for Invoices' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(tableItems(page)).toHaveText(['Products', 'Customers']);

    // the projects list shows the new project
    await page.getByRole('link', { name: 'Projects' }).click();
    await expect(page.getByTestId('project-card')).toHaveText(/Sales CRM/);
    await shoot(page, 'projects-list');
  });

  test("another user cannot open a project they don't belong to", async ({ page, browser }) => {
    // its own owner, so this test stands alone when the journey above fails or runs elsewhere
    await signUp(page, server.url, 'planner@example.com');
    const { projectId } = await createProjectWithTable(page, server.url, 'Private plans', 'Secrets');

    const stranger = await browser.newPage();
    await signUp(stranger, server.url, 'stranger@example.com');
    await stranger.goto(`${server.url}/nc/${projectId}/table/Secrets`);
    await expect(stranger.getByText("You don't have enough permission to access the project.")).toBeVisible();
    await expect(stranger).toHaveURL(`${server.url}/`);
    await expect(stranger.getByText('Private plans')).toHaveCount(0);
    await stranger.close();
  });

  test('names typed straight after New project, Create a table and Add a field are kept whole', async ({ page }) => {
    // the journeys run with reduced motion, where antd's Modal mounts its fields hidden (useFocusWhenShown)
    await signUp(page, server.url, 'quick-typist@example.com');

    // each dialog's code is fetched when it is first opened; the keys typed meanwhile go into its name field
    await page.getByRole('button', { name: 'New project' }).first().click();
    await page.keyboard.type('Marketing');
    await expect(page.getByTestId('project-title')).toHaveValue('Marketing');
    await expect(page.getByTestId('project-title')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sidebar(page).getByText('Marketing')).toBeVisible();

    await sidebar(page).getByRole('button', { name: 'Create a table' }).click();
    await page.keyboard.type('Campaigns');
    await expect(page.getByTestId('table-title')).toHaveValue('Campaigns');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/table\/Campaigns$/);

    await page.getByRole('button', { name: 'Add a field' }).click();
    await page.keyboard.type('Budget');
    const name = page.getByRole('dialog', { name: 'Add field' }).getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Budget');
    await expect(name).toBeFocused();
  });
});
