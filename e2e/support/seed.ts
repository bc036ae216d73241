import type { Page } from '@playwright/test';
import { apiAs, createProjectWithTable } from './api';

export interface Task {
  Title: string;
  Estimate: number;
  Done: boolean;
  Owner: string;
}

/** Six tasks whose estimates, done flags and owners make filters, sorts and searches tell them apart. */
export const TASKS: Task[] = [
  { Title: 'Task A', Estimate: 3, Done: true, Owner: 'ann@example.com' },
  { Title: 'Task B', Estimate: 12, Done: true, Owner: 'bob@example.com' },
  { Title: 'Task C', Estimate: 20, Done: false, Owner: 'ann@example.com' },
  { Title: 'Task D', Estimate: 8, Done: true, Owner: 'bob@example.com' },
  { Title: 'Task E', Estimate: 15, Done: true, Owner: 'ann@example.com' },
  { Title: 'Task F', Estimate: 30, Done: true, Owner: 'bob@example.com' },
];

/**
 * A project with a "Tasks" table (Title, Estimate, Done, Owner) holding TASKS, made through the API as the user
 * signed in on `page`: what a journey needs before it starts, not what it tests.
 */
export async function seedTasks(page: Page, baseUrl: string, projectTitle: string) {
  const { projectId, tableId } = await createProjectWithTable(page, baseUrl, projectTitle, 'Tasks', [
    { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
    { column_name: 'title', title: 'Title', uidt: 'SingleLineText', pv: true },
    { column_name: 'estimate', title: 'Estimate', uidt: 'Number' },
    { column_name: 'done', title: 'Done', uidt: 'Checkbox' },
    { column_name: 'owner', title: 'Owner', uidt: 'Email' },
  ]);
  await apiAs(page, baseUrl, 'POST', `/api/v1/db/data/bulk/noco/${projectId}/Tasks`, TASKS);
  return { projectId, tableId, tablePath: `${baseUrl}/nc/${projectId}/table/Tasks` };
}
