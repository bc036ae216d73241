import type { TestServer } from './each-db';
import { PASSWORD } from './auth-helpers';

export const META = '/api/v1/db/meta';

/** A signed-up user's token, through the real auth routes (the first user of a database is super). */
export async function signUp(server: TestServer, email: string): Promise<string> {
  const res = await server.request().post('/api/v1/auth/user/signup').send({ email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`sign-up of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

/** Requests as a user: `as(token).get(path)` etc., with `xc-auth` set. */
export function as(server: TestServer, token: string) {
  const agent = () => server.request();
  return {
    get: (path: string) => agent().get(path).set('xc-auth', token),
    post: (path: string, body?: object) =>
      agent()
        .post(path)
        .set('xc-auth', token)
        .send(body ?? {}),
    patch: (path: string, body?: object) =>
      agent()
        .patch(path)
        .set('xc-auth', token)
        .send(body ?? {}),
    delete: (path: string) => agent().delete(path).set('xc-auth', token),
  };
}

export type Client = ReturnType<typeof as>;

let counter = 0;
/** A title no other test of the run uses. */
export const unique = (prefix: string) => `${prefix} ${process.pid % 1000}-${++counter}`;

export async function createProject(client: Client, title = unique('Project')) {
  const res = await client.post(`${META}/projects/`, { title });
  if (res.status !== 200) throw new Error(`project create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; title: string; prefix: string; bases: Array<{ id: string; type: string }> };
}

export interface ColumnJson {
  id: string;
  title: string;
  column_name: string;
  uidt: string;
  dt: string;
  pk: boolean;
  pv: boolean;
  ai: boolean;
  rqd: boolean;
  system: boolean;
  cdf: string | null;
  meta: Record<string, unknown>;
  colOptions: { options: Array<{ id: string; title: string; color: string; order: number }> } | null;
  [key: string]: unknown;
}

export interface TableJson {
  id: string;
  title: string;
  table_name: string;
  columns: ColumnJson[];
  columnsById: Record<string, unknown>;
  views: Array<Record<string, unknown>>;
}

export async function createTable(client: Client, projectId: string, body: object): Promise<TableJson> {
  const res = await client.post(`${META}/projects/${projectId}/tables`, body);
  if (res.status !== 200) throw new Error(`table create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as TableJson;
}
