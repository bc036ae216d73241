import type { Page } from '@playwright/test';
import { apiAs, createProjectWithTable } from './api';

/** The orders the links journey links to customers: titles to pick, amounts to roll up. */
export const ORDERS = [
  { Title: 'Teapot', Amount: 12 },
  { Title: 'Kettle', Amount: 30 },
  { Title: 'Mug', Amount: 5 },
];

/**
 * A project with "Customers" (Name, required) holding Ann and Bob, and "Orders" (Title, Amount) holding ORDERS, made through
 * the API as the user signed in on `page`: the two tables the journey then links through the UI.
 */
export async function seedShop(page: Page, baseUrl: string, projectTitle: string) {
  const { projectId } = await createProjectWithTable(page, baseUrl, projectTitle, 'Customers', [
    { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
    // required: a new record stays in the grid, not inserted, until it has a name (its links held meanwhile)
    { column_name: 'name', title: 'Name', uidt: 'SingleLineText', pv: true, rqd: true },
  ]);
  await apiAs(page, baseUrl, 'POST', `/api/v1/db/meta/projects/${projectId}/tables`, {
    table_name: 'Orders',
    title: 'Orders',
    columns: [
      { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
      { column_name: 'title', title: 'Title', uidt: 'SingleLineText', pv: true },
      { column_name: 'amount', title: 'Amount', uidt: 'Number' },
    ],
  });
  await apiAs(page, baseUrl, 'POST', `/api/v1/db/data/bulk/noco/${projectId}/Customers`, [
    { Name: 'Ann' },
    { Name: 'Bob' },
  ]);
  await apiAs(page, baseUrl, 'POST', `/api/v1/db/data/bulk/noco/${projectId}/Orders`, ORDERS);
  const tablePath = (title: string) => `${baseUrl}/nc/${projectId}/table/${title}`;
  return { projectId, tablePath };
}
