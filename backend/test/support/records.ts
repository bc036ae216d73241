import type { TestServer } from './each-db';
import { as, createProject, createTable, signUp, type Client, type TableJson } from './workspace';

export const DATA = '/api/v1/db/data/noco';
export const BULK = '/api/v1/db/data/bulk/noco';

export interface RecordsFixture {
  client: Client;
  /** The session token `client` sends. */
  token: string;
  project: { id: string; title: string };
  table: TableJson;
  /** `/api/v1/db/data/noco/<project title>/<table title>`, URL-encoded. */
  path: string;
  bulk: string;
}

const encodedPath = (prefix: string, project: string, table: string) =>
  `${prefix}/${encodeURIComponent(project)}/${encodeURIComponent(table)}`;

/** A signed-up user (the first one, so super), one project and one table with the given columns. */
export async function recordsFixture(server: TestServer, email: string, tableBody: object): Promise<RecordsFixture> {
  const token = await signUp(server, email);
  const user = as(server, token);
  const project = await createProject(user);
  const table = await createTable(user, project.id, tableBody);
  return {
    client: user,
    token,
    project,
    table,
    path: encodedPath(DATA, project.title, table.title),
    bulk: encodedPath(BULK, project.title, table.title),
  };
}

/** Adds `userId` to the project with a role (the members API is a later issue). */
export async function addMember(server: TestServer, projectId: string, email: string, roles: string): Promise<Client> {
  const client = as(server, await signUp(server, email));
  const user = await server.db('nc_users').where({ email }).first('id');
  await server.db('nc_project_users').insert({ project_id: projectId, fk_user_id: user.id, roles });
  return client;
}

/** A stable summary of a table's rows for before/after comparisons. */
export async function checksum(server: TestServer, tableName: string): Promise<string> {
  const rows = await server.db(tableName).select();
  const text = rows
    .map((r) =>
      JSON.stringify(
        Object.keys(r)
          .sort()
          .map((k) => [k, r[k] instanceof Date ? r[k].toISOString() : r[k]]),
      ),
    )
    .sort()
    .join('\n');
  return `${rows.length}:${text}`;
}

export const q = (params: Record<string, string | number>) =>
  Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');

/** An `Orders` table (Id, Item) and a has-many link named Orders from the fixture's table to it. */
export async function addOrdersLink(fx: RecordsFixture): Promise<TableJson> {
  const orders = await createTable(fx.client, fx.project.id, {
    table_name: 'Orders',
    columns: [
      { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
      { column_name: 'item', title: 'Item', uidt: 'SingleLineText' },
    ],
  });
  await fx.client
    .post(`/api/v1/db/meta/tables/${fx.table.id}/columns`, {
      uidt: 'LinkToAnotherRecord',
      title: 'Orders',
      parentId: fx.table.id,
      childId: orders.id,
      type: 'hm',
    })
    .expect(200);
  return orders;
}
