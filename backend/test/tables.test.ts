import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knex from 'knex';
import { describeEachDb } from './support/each-db';
import { as, createProject, createTable, META, signUp, type Client, type TableJson } from './support/workspace';

const pick = (table: TableJson) =>
  table.columns.map(({ title, column_name, uidt, pk, ai, pv }) => ({ title, column_name, uidt, pk, ai, pv }));

describeEachDb('tables API', (server) => {
  let alice: Client;
  let bob: Client;
  let project: Awaited<ReturnType<typeof createProject>>;

  beforeAll(async () => {
    await signUp(server(), 'root@example.com');
    alice = as(server(), await signUp(server(), 'alice@example.com'));
    bob = as(server(), await signUp(server(), 'bob@example.com'));
    project = await createProject(alice);
  });

  it('creates a table with the default columns, a prefixed physical name and a default grid view', async () => {
    const table = await createTable(alice, project.id, { table_name: 'Orders', title: 'Orders' });
    expect(table.id).toMatch(/^md_[0-9a-z]{14}$/);
    expect(table).toMatchObject({
      title: 'Orders',
      table_name: `${project.prefix}_Orders`,
      project_id: project.id,
      type: 'table',
    });
    expect(table.table_name).toMatch(/^nc_[0-9a-z]{4}___Orders$/);
    expect(pick(table)).toEqual([
      { title: 'Id', column_name: 'id', uidt: 'AutoNumber', pk: true, ai: true, pv: false },
      { title: 'Title', column_name: 'title', uidt: 'SingleLineText', pk: false, ai: false, pv: true },
      { title: 'CreatedAt', column_name: 'created_at', uidt: 'CreateTime', pk: false, ai: false, pv: false },
      { title: 'UpdatedAt', column_name: 'updated_at', uidt: 'LastModifiedTime', pk: false, ai: false, pv: false },
    ]);
    for (const column of table.columns) {
      expect(column.id).toMatch(/^cl_[0-9a-z]{14}$/);
      expect(table.columnsById[column.id]).toEqual(column);
      expect(column).toHaveProperty('colOptions', null);
    }
    expect(table.views).toEqual([
      expect.objectContaining({
        title: 'Orders',
        type: 3,
        is_default: true,
        fk_model_id: table.id,
        lock_type: 'collaborative',
      }),
    ]);
    expect(table.views[0]!.id).toMatch(/^vw_[0-9a-z]{14}$/);
    expect(table.views[0]).not.toHaveProperty('password');
    const info = await server().db(table.table_name).columnInfo();
    expect(Object.keys(info).sort()).toEqual(['created_at', 'id', 'title', 'updated_at']);
    // The database fills the default columns on a plain insert.
    await server().db(table.table_name).insert({ title: 'first' });
    const [row] = await server().db(table.table_name).select();
    expect(row).toMatchObject({ id: 1, title: 'first' });
    expect(row.created_at).not.toBeNull();
  });

  it('takes the title as table name when only a title is sent, and a table_name alone as title', async () => {
    const a = await createTable(alice, project.id, { title: 'Only Title' });
    expect(a).toMatchObject({ title: 'Only Title', table_name: `${project.prefix}_Only Title` });
    const b = await createTable(alice, project.id, { table_name: 'only_name' });
    expect(b).toMatchObject({ title: 'only_name', table_name: `${project.prefix}_only_name` });
  });

  it.each([
    [{}, 'Table name required'],
    [{ table_name: '   ' }, 'Table name required'],
    [{ table_name: 'a/b' }, 'Following characters are not allowed: /'],
    [{ table_name: 'a.b\\c/d.' }, 'Following characters are not allowed: . \\ /'],
    [{ table_name: 'fine', title: 'bad/title' }, 'Following characters are not allowed: /'],
    [{ table_name: 'x'.repeat(300) }, /^Table name exceeds \d+ characters$/],
    [{ table_name: 'Cols', columns: [{ title: 'A', uidt: 'Nope' }] }, 'Unknown column type "Nope"'],
    [{ table_name: 'Cols', columns: [{ title: 'A', uidt: 'Formula' }] }, 'Formula columns are not supported yet'],
    [
      {
        table_name: 'Cols',
        columns: [
          { title: 'A', uidt: 'SingleLineText' },
          { title: 'a', uidt: 'Number' },
        ],
      },
      'Duplicate column alias',
    ],
  ])('refuses %j on the default base (loose rule)', async (body, msg) => {
    const res = await alice.post(`${META}/projects/${project.id}/tables`, body).expect(400);
    expect(res.body.msg).toEqual(msg instanceof RegExp ? expect.stringMatching(msg) : msg);
  });

  it('allows spaces and other characters on the default base', async () => {
    const table = await createTable(alice, project.id, { table_name: 'Orders 2026 (EU)' });
    expect(table.title).toBe('Orders 2026 (EU)');
    expect(await server().db.schema.hasTable(table.table_name)).toBe(true);
    // Knex would read " as " in a name as an alias: the physical name avoids it, the title keeps it.
    const sold = await createTable(alice, project.id, { table_name: 'Sold as new' });
    expect(sold).toMatchObject({ title: 'Sold as new', table_name: `${project.prefix}_Sold_as_new` });
    await server().db(sold.table_name).insert({ title: 'x' });
    const [{ n }] = await server().db(sold.table_name).count({ n: '*' });
    // PostgreSQL answers count(*) as a bigint string, the others as a number.
    expect(Number(n)).toBe(1);
    expect(await server().db(sold.table_name).pluck('title')).toEqual(['x']);
  });

  it('refuses duplicate names and titles, ignoring case', async () => {
    await createTable(alice, project.id, { table_name: 'Invoices' });
    expect(
      (
        await alice
          .post(`${META}/projects/${project.id}/tables`, { table_name: 'invoices', title: 'Other' })
          .expect(400)
      ).body,
    ).toEqual({
      msg: 'Duplicate table name',
    });
    expect(
      (await alice.post(`${META}/projects/${project.id}/tables`, { table_name: 'inv2', title: 'INVOICES' }).expect(400))
        .body,
    ).toEqual({
      msg: 'Duplicate table alias',
    });
  });

  it('uses the columns a request brings, adding a key only when none is given', async () => {
    const keyed = await createTable(alice, project.id, {
      table_name: 'Products',
      columns: [
        { column_name: 'code', title: 'Code', uidt: 'SingleLineText', pk: true },
        { column_name: 'qty', title: 'Qty', uidt: 'Number', rqd: true, cdf: '0' },
      ],
    });
    expect(pick(keyed)).toEqual([
      { title: 'Code', column_name: 'code', uidt: 'SingleLineText', pk: true, ai: false, pv: false },
      { title: 'Qty', column_name: 'qty', uidt: 'Number', pk: false, ai: false, pv: true },
    ]);
    await server().db(keyed.table_name).insert({ code: 'A1' });
    // The column default '0' fills the required Qty (node-postgres reads PostgreSQL's bigint as a string).
    const zero = server().dialect === 'pg' ? '0' : 0;
    expect(await server().db(keyed.table_name).select()).toEqual([{ code: 'A1', qty: zero }]);

    const unkeyed = await createTable(alice, project.id, {
      table_name: 'Notes',
      columns: [{ title: 'Text', uidt: 'LongText' }],
    });
    expect(pick(unkeyed).map((c) => [c.title, c.uidt, c.pk, c.pv])).toEqual([
      ['Id', 'AutoNumber', true, false],
      ['Text', 'LongText', false, true],
    ]);

    const nocodbStyle = await createTable(alice, project.id, {
      table_name: 'Legacy',
      columns: [
        { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true, dt: 'int' },
        { column_name: 'title', title: 'Title', uidt: 'SingleLineText' },
        { column_name: 'created_at', title: 'CreatedAt', uidt: 'DateTime' },
      ],
    });
    expect(pick(nocodbStyle).map((c) => [c.uidt, c.pk, c.ai])).toEqual([
      ['ID', true, true],
      ['SingleLineText', false, false],
      ['DateTime', false, false],
    ]);
  });

  it('lists, reads, renames, reorders and deletes tables', async () => {
    const p = await createProject(alice);
    const first = await createTable(alice, p.id, { table_name: 'First' });
    const second = await createTable(alice, p.id, { table_name: 'Second' });

    const list = await alice.get(`${META}/projects/${p.id}/tables?includeM2M=true`).expect(200);
    expect(list.body.list.map((t: TableJson) => t.title)).toEqual(['First', 'Second']);
    expect(list.body.list[0]).not.toHaveProperty('columns');
    expect(list.body.pageInfo).toEqual({ totalRows: 2, page: 1, pageSize: 2, isFirstPage: true, isLastPage: true });
    const viaBase = await alice.get(`${META}/projects/${p.id}/${p.bases[0]!.id}/tables`).expect(200);
    expect(viaBase.body.list).toEqual(list.body.list);
    await alice.get(`${META}/projects/${p.id}/ds_nope/tables`).expect(404);

    const read = await alice.get(`${META}/tables/${first.id}`).expect(200);
    expect(read.body).toEqual(first);

    expect(
      (await alice.patch(`${META}/tables/${first.id}`, { title: 'Renamed', project_id: p.id }).expect(200)).body,
    ).toEqual({ msg: 'The table has been updated successfully' });
    const renamed = await alice.get(`${META}/tables/${first.id}`).expect(200);
    expect(renamed.body).toMatchObject({ title: 'Renamed', table_name: first.table_name });
    expect(renamed.body.views[0].title).toBe('Renamed');
    expect((await alice.patch(`${META}/tables/${first.id}`, { title: 'second' }).expect(400)).body).toEqual({
      msg: 'Duplicate table alias',
    });
    expect((await alice.patch(`${META}/tables/${first.id}`, { title: 'a\\b' }).expect(400)).body).toEqual({
      msg: 'Following characters are not allowed: \\',
    });

    expect((await alice.post(`${META}/tables/${second.id}/reorder`, { order: 0.5 }).expect(200)).body).toBe(true);
    const reordered = await alice.get(`${META}/projects/${p.id}/tables`).expect(200);
    expect(reordered.body.list.map((t: TableJson) => t.title)).toEqual(['Second', 'Renamed']);
    expect((await alice.post(`${META}/tables/${second.id}/reorder`, { order: 'first' }).expect(400)).body.msg).toMatch(
      /order/,
    );

    expect((await alice.delete(`${META}/tables/${first.id}`).expect(200)).body).toBe(true);
    expect(await server().db.schema.hasTable(first.table_name)).toBe(false);
    expect(await server().db('nc_columns').where({ fk_model_id: first.id })).toEqual([]);
    expect(await server().db('nc_views').where({ fk_model_id: first.id })).toEqual([]);
    await alice.delete(`${META}/tables/${first.id}`).expect(404);
  });

  it('answers 404 for unknown tables and columns, and 403 to non-members', async () => {
    const table = await createTable(alice, project.id, { table_name: 'Private' });
    const column = table.columns[1]!;
    for (const res of [
      await alice.get(`${META}/tables/md_unknown`),
      await alice.patch(`${META}/tables/md_unknown`, { title: 'x' }),
      await alice.delete(`${META}/tables/md_unknown`),
      await alice.post(`${META}/tables/md_unknown/reorder`, { order: 1 }),
      await alice.post(`${META}/tables/md_unknown/columns`, { title: 'x', uidt: 'Number' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ msg: "Table 'md_unknown' not found" });
    }
    for (const res of [
      await alice.get(`${META}/columns/cl_unknown`),
      await alice.delete(`${META}/columns/cl_unknown`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ msg: "Column 'cl_unknown' not found" });
    }
    await alice.post(`${META}/projects/p_unknown/tables`, { table_name: 'x' }).expect(404);
    for (const res of [
      await bob.get(`${META}/tables/${table.id}`),
      await bob.patch(`${META}/tables/${table.id}`, { title: 'x' }),
      await bob.delete(`${META}/tables/${table.id}`),
      await bob.post(`${META}/tables/${table.id}/reorder`, { order: 1 }),
      await bob.post(`${META}/tables/${table.id}/columns`, { title: 'x', uidt: 'Number' }),
      await bob.get(`${META}/columns/${column.id}`),
      await bob.patch(`${META}/columns/${column.id}`, { title: 'x' }),
      await bob.delete(`${META}/columns/${column.id}`),
      await bob.post(`${META}/columns/${column.id}/primary`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ msg: 'You do not have access to this project' });
    }
    expect(await server().db.schema.hasTable(table.table_name)).toBe(true);
  });

  describe('on an external database (strict names)', () => {
    let file: string;
    let baseId: string;
    let external: Awaited<ReturnType<typeof createProject>>;

    beforeAll(async () => {
      external = await createProject(alice);
      file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-ext-')), 'external.sqlite');
      baseId = 'ds_externalsqlt1';
      await server()
        .db('nc_bases')
        .insert({
          id: baseId,
          project_id: external.id,
          type: 'sqlite3',
          is_meta: false,
          order: 2,
          config: JSON.stringify({ client: 'better-sqlite3', connection: { filename: file }, useNullAsDefault: true }),
        });
    });

    afterAll(async () => {
      // Deleting the project closes the base's connection; the external table is the user's and stays.
      await alice.delete(`${META}/projects/${external.id}`).expect(200);
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    });

    it.each([
      ['1orders', 'Name must start with an alphabet or _'],
      ['order lines', 'Following characters are not allowed:  '],
      ['order-lines!', 'Following characters are not allowed: - !'],
      ['a.b', 'Following characters are not allowed: .'],
    ])('refuses %j', async (table_name, msg) => {
      const res = await alice.post(`${META}/projects/${external.id}/${baseId}/tables`, { table_name }).expect(400);
      expect(res.body).toEqual({ msg });
    });

    it('creates the table in that database without a prefix', async () => {
      const res = await alice
        .post(`${META}/projects/${external.id}/${baseId}/tables`, { table_name: '_orders_2026' })
        .expect(200);
      expect(res.body).toMatchObject({ table_name: '_orders_2026', base_id: baseId, title: '_orders_2026' });
      const ext = knex({ client: 'better-sqlite3', connection: { filename: file }, useNullAsDefault: true });
      try {
        expect(await ext.schema.hasTable('_orders_2026')).toBe(true);
      } finally {
        await ext.destroy();
      }
      expect(await server().db.schema.hasTable('_orders_2026')).toBe(false);
      const tables = await alice.get(`${META}/projects/${external.id}/${baseId}/tables`).expect(200);
      expect(tables.body.list.map((t: TableJson) => t.table_name)).toEqual(['_orders_2026']);
    });
  });
});
