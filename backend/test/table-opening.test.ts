import { projectTablesPath, tableMetaPath, tableOpeningPath, viewColumnsPath, firstRowsPath } from '@basalt/core';
import { describeEachDb } from './support/each-db';
import { as, createProject, createTable, META, signUp, type Client, type TableJson } from './support/workspace';

/** Opening a table's address in one request (docs/API.md §1.6): each read as its own endpoint answers it. */
describeEachDb('opening a table', (server) => {
  let alice: Client;
  let bob: Client;
  let project: Awaited<ReturnType<typeof createProject>>;
  let table: TableJson;
  let byTitleDesc: { id: string; title: string };

  beforeAll(async () => {
    await signUp(server(), 'root@example.com');
    alice = as(server(), await signUp(server(), 'alice@example.com'));
    bob = as(server(), await signUp(server(), 'bob@example.com'));
    project = await createProject(alice);
    table = await createTable(alice, project.id, { table_name: 'Orders', title: 'Orders' });
    await createTable(alice, project.id, { table_name: 'Customers', title: 'Customers' });
    const rows = Array.from({ length: 130 }, (_, i) => ({ Title: `order ${String(i).padStart(3, '0')}` }));
    await alice.post(`/api/v1/db/data/bulk/noco/${project.id}/${table.id}`, rows as never).expect(200);
    byTitleDesc = (await alice.post(`${META}/tables/${table.id}/grids`, { title: 'Latest first' }).expect(200)).body;
    const titleColumn = table.columns.find((c) => c.title === 'Title')!;
    await alice
      .post(`${META}/views/${byTitleDesc.id}/sorts`, { fk_column_id: titleColumn.id, direction: 'desc' })
      .expect(200);
  });

  const separately = async (client: Client, paths: string[]) =>
    Object.fromEntries(
      await Promise.all(paths.map(async (p) => [p, (await client.get(p).expect(200)).body])),
    ) as Record<string, unknown>;

  it("answers the tables, the table's meta, its default view's columns and first 100 rows as their own endpoints do", async () => {
    const { body } = await alice.get(tableOpeningPath(project.id, 'Orders')).expect(200);
    const defaultView = table.views.find((v) => v.is_default)!.id as string;
    const paths = [
      projectTablesPath(project.id),
      tableMetaPath(table.id),
      viewColumnsPath(defaultView),
      firstRowsPath(project.id, table.id, defaultView),
    ];
    expect(Object.keys(body.reads).sort()).toEqual([...paths].sort());
    expect(body.reads).toEqual(await separately(alice, paths));
    const rows = body.reads[paths[3]!] as { list: Array<{ Title: string }>; pageInfo: { totalRows: number } };
    expect(rows.list).toHaveLength(100);
    expect(rows.list[0]!.Title).toBe('order 000');
    expect(rows.pageInfo.totalRows).toBe(130);
  });

  it('answers the view the address names, by title, with its own sort', async () => {
    const { body } = await alice.get(tableOpeningPath(project.id, 'Orders', 'Latest first')).expect(200);
    const rowsPath = firstRowsPath(project.id, table.id, byTitleDesc.id);
    expect(Object.keys(body.reads)).toContain(viewColumnsPath(byTitleDesc.id));
    const rows = body.reads[rowsPath] as { list: Array<{ Title: string }> };
    expect(rows.list.slice(0, 3).map((r) => r.Title)).toEqual(['order 129', 'order 128', 'order 127']);
    expect(rows).toEqual((await alice.get(rowsPath).expect(200)).body);
  });

  it('answers only the tables when the address names a table or view that is not there', async () => {
    const noTable = await alice.get(tableOpeningPath(project.id, 'Nowhere')).expect(200);
    expect(Object.keys(noTable.body.reads)).toEqual([projectTablesPath(project.id)]);
    const noView = await alice.get(tableOpeningPath(project.id, 'Orders', 'No such view')).expect(200);
    expect(Object.keys(noView.body.reads)).toEqual([projectTablesPath(project.id), tableMetaPath(table.id)]);
  });

  it("refuses whoever the project's tables refuse, with the same status and message", async () => {
    const own = await bob.get(projectTablesPath(project.id));
    expect(own.status).toBeGreaterThanOrEqual(400);
    const opening = await bob.get(tableOpeningPath(project.id, 'Orders'));
    expect(opening.status).toBe(own.status);
    expect(opening.body).toEqual(own.body);
    expect(opening.body).not.toHaveProperty('reads');
  });

  it('refuses a visitor without a session, and a request without a table title', async () => {
    await server().request().get(tableOpeningPath(project.id, 'Orders')).expect(401);
    const res = await alice.get(`/api/v1/basalt/projects/${project.id}/opening`).expect(400);
    expect(res.body.msg).toContain('table');
  });
});
