import type { Page } from '@playwright/test';
import { apiAs } from './api';
import { seedTasks } from './seed';

const META = '/api/v1/db/meta';

/**
 * The Tasks table (support/seed.ts) and its grid view, ready to be shared: what the shared-grid journeys start from,
 * set up through the API as the owner signed in on `page`, since it is not what they test.
 */
export async function seedTasksView(page: Page, baseUrl: string, projectTitle: string) {
  const seeded = await seedTasks(page, baseUrl, projectTitle);
  const table = await apiAs<{ columns: { id: string; title: string }[]; views: { id: string }[] }>(
    page,
    baseUrl,
    'GET',
    `${META}/tables/${seeded.tableId}`,
  );
  const viewId = table.views[0]!.id;
  const fieldId = (title: string) => table.columns.find((c) => c.title === title)!.id;

  return {
    ...seeded,
    /** Hides a field in the grid view. */
    async hideField(title: string) {
      const settings = await apiAs<{ list: { id: string; fk_column_id: string }[] }>(
        page,
        baseUrl,
        'GET',
        `${META}/views/${viewId}/columns`,
      );
      const setting = settings.list.find((s) => s.fk_column_id === fieldId(title))!;
      await apiAs(page, baseUrl, 'PATCH', `${META}/views/${viewId}/columns/${setting.id}`, { show: false });
    },
    /** Saves a filter in the grid view that keeps only the done tasks (Task C is not done). */
    async keepOnlyDone() {
      await apiAs(page, baseUrl, 'POST', `${META}/views/${viewId}/filters`, {
        fk_column_id: fieldId('Done'),
        comparison_op: 'checked',
        logical_op: 'and',
      });
    },
    /** Shares the grid view by link, with no password: the link a visitor opens. */
    async share(): Promise<string> {
      const shared = await apiAs<{ uuid: string }>(page, baseUrl, 'POST', `${META}/views/${viewId}/share`);
      return `${baseUrl}/nc/view/${shared.uuid}`;
    },
  };
}
