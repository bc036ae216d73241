import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../support/api';
import { signUp } from '../support/auth';
import { shoot } from '../support/screenshots';
import { seedTasks } from '../support/seed';
import { startBasalt, type BasaltServer } from '../support/server';

/** A form view built from the sidebar: fields dragged in and reordered, a label, required, the success message. */

const viewList = (page: Page) => page.getByRole('list', { name: 'Views of Tasks' });
const formFields = (page: Page) => page.getByRole('list', { name: 'Fields of the form' }).getByTestId('form-field');
const leftOut = (page: Page) => page.getByRole('region', { name: 'Fields not in the form' });

interface FormColumn {
  fk_column_id: string;
  label: string | null;
  required: boolean;
  show: boolean;
  order: number;
}

test.describe('form builder', () => {
  let server: BasaltServer;
  test.beforeAll(async () => {
    server = await startBasalt();
  });
  test.afterAll(async () => server.stop());

  test('a form view is created from the sidebar, built by dragging, and stored as built', async ({ page }) => {
    // a long journey (two screenshots, saves polled back, a reload): more than the default minute on a busy machine
    test.setTimeout(120_000);
    await signUp(page, server.url, 'forms@example.com');
    const { tablePath, tableId } = await seedTasks(page, server.url, 'Forms');
    await page.goto(tablePath);
    await expect(viewList(page).getByTestId('view-item')).toHaveText(['Tasks']);

    await page.getByRole('button', { name: 'New form view' }).click();
    const create = page.getByRole('dialog', { name: 'Create a form view' });
    await expect(create.getByRole('textbox', { name: 'View name' })).toHaveValue('Form view');
    await create.getByRole('textbox', { name: 'View name' }).fill('Sign-up');
    await create.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/Sign-up$/);
    await expect(page.getByTestId('form-builder')).toBeVisible();
    // a new form asks for every field the table lets visitors fill in
    await expect(formFields(page)).toHaveText([/Title/, /Estimate/, /Done/, /Owner/]);

    // take two out (one by dragging it onto the left-out list, one by its button), then drag one back in first place
    await formFields(page).filter({ hasText: 'Done' }).dragTo(leftOut(page));
    await page.getByRole('button', { name: 'Remove Owner from the form' }).click();
    await expect(formFields(page)).toHaveText([/Title/, /Estimate/]);
    await expect(leftOut(page).getByRole('button', { name: /^Add .* to the form$/ })).toHaveText(['Done', 'Owner']);
    await leftOut(page)
      .getByRole('button', { name: 'Add Owner to the form' })
      .dragTo(formFields(page).first(), { targetPosition: { x: 40, y: 4 } });
    await expect(formFields(page)).toHaveText([/Owner/, /Title/, /Estimate/]);
    // and the keyboard way: Estimate up one place
    await page.getByRole('button', { name: 'Move Estimate up' }).click();
    await expect(formFields(page)).toHaveText([/Owner/, /Estimate/, /Title/]);

    // label and required for Title
    await page.getByRole('button', { name: 'Title', exact: true }).click();
    await page.getByRole('textbox', { name: 'Label' }).fill('Your task');
    await page.getByRole('switch', { name: 'Required' }).click();
    await expect(formFields(page).nth(2)).toHaveAttribute('aria-label', 'Your task');
    await page.getByRole('textbox', { name: 'Form heading' }).fill('Suggest a task');
    await page.getByRole('textbox', { name: 'Success message' }).fill('Thanks, we got it!');
    await page.getByRole('switch', { name: 'Show a blank form after 5 seconds' }).click();
    // the picture starts at the form's heading, the selected field's settings open below it
    await page.getByRole('textbox', { name: 'Form heading' }).scrollIntoViewIfNeeded();
    await shoot(page, 'form-builder');

    // what the server kept: poll until the debounced saves have landed
    const views = await apiAs<{ list: { id: string; title: string }[] }>(
      page,
      server.url,
      'GET',
      `/api/v1/db/meta/tables/${tableId}/views`,
    );
    const formId = views.list.find((v) => v.title === 'Sign-up')!.id;
    const table = await apiAs<{ columns: { id: string; title: string }[] }>(
      page,
      server.url,
      'GET',
      `/api/v1/db/meta/tables/${tableId}`,
    );
    const titleOf = new Map(table.columns.map((c) => [c.id, c.title]));
    await expect
      .poll(async () => {
        const { list } = await apiAs<{ list: FormColumn[] }>(
          page,
          server.url,
          'GET',
          `/api/v1/db/meta/forms/${formId}/columns`,
        );
        return list
          .filter((c) => c.show)
          .sort((a, b) => a.order - b.order)
          .map((c) => `${titleOf.get(c.fk_column_id)}:${c.label ?? ''}:${c.required}`);
      })
      .toEqual(['Owner::false', 'Estimate::false', 'Title:Your task:true']);
    await expect
      .poll(async () => {
        const settings = await apiAs<Record<string, unknown>>(
          page,
          server.url,
          'GET',
          `/api/v1/db/meta/forms/${formId}`,
        );
        return [settings.heading, settings.success_msg, settings.show_blank_form];
      })
      .toEqual(['Suggest a task', 'Thanks, we got it!', true]);

    // and the builder shows it all again after a reload
    await page.reload();
    // the page and its remotes load afresh: slower than one expect's wait on a busy machine
    await expect(page.getByTestId('form-builder')).toBeVisible({ timeout: 30_000 });
    await expect(formFields(page)).toHaveText([/Owner/, /Estimate/, /Your task/]);
    await expect(page.getByRole('textbox', { name: 'Success message' })).toHaveValue('Thanks, we got it!');
  });
});
