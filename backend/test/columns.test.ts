import { OPTION_COLORS } from '@basalt/core';
import { describeEachDb } from './support/each-db';
import { indexesOf } from './support/indexes';
import {
  as,
  createProject,
  createTable,
  META,
  signUp,
  type Client,
  type ColumnJson,
  type TableJson,
} from './support/workspace';

const byTitle = (table: TableJson, title: string) => table.columns.find((c) => c.title === title) as ColumnJson;

describeEachDb('columns API', (server) => {
  let alice: Client;
  let projectId: string;
  let table: TableJson;

  beforeAll(async () => {
    alice = as(server(), await signUp(server(), 'alice@example.com'));
    projectId = (await createProject(alice)).id;
    table = await createTable(alice, projectId, { table_name: 'People' });
    await server()
      .db(table.table_name)
      .insert([{ title: 'Ada' }, { title: 'Bob' }]);
  });

  const add = (body: object, tableId = table.id) => alice.post(`${META}/tables/${tableId}/columns`, body);
  const rows = (name = table.table_name) => server().db(name).select().orderBy('id');

  it('adds a column and answers the whole table', async () => {
    const res = await add({ title: 'Nick Name', uidt: 'SingleLineText', meta: { note: 1 } }).expect(200);
    expect(res.body.id).toBe(table.id);
    const column = byTitle(res.body, 'Nick Name');
    expect(column).toMatchObject({
      fk_model_id: table.id,
      column_name: 'Nick Name',
      uidt: 'SingleLineText',
      pk: false,
      pv: false,
      rqd: false,
      meta: { note: 1 },
      colOptions: null,
    });
    expect(column.id).toMatch(/^cl_[0-9a-z]{14}$/);
    expect(res.body.columnsById[column.id]).toEqual(column);
    expect((await alice.get(`${META}/columns/${column.id}`).expect(200)).body).toEqual(column);
    expect(Object.keys(await server().db(table.table_name).columnInfo())).toContain('Nick Name');
  });

  it('keeps physical column names free of dots and " as "', async () => {
    const res = await add({ title: 'Price.usd as of today', uidt: 'Decimal' }).expect(200);
    const column = byTitle(res.body, 'Price.usd as of today');
    expect(column.column_name).toBe('Price_usd_as_of today');
    await server()
      .db(table.table_name)
      .update({ [column.column_name]: 2.5 });
    expect((await rows()).map((r) => Number(r[column.column_name]))).toEqual([2.5, 2.5]);
  });

  it.each([
    [{ title: 'X', uidt: 'Nope' }, 'Unknown column type "Nope"'],
    [{ title: 'X' }, 'uidt is required'],
    [{ title: 'X', uidt: 'LinkToAnotherRecord' }, "type must be one of 'hm', 'bt' and 'mm'"],
    [{ title: 'X', uidt: 'Rollup' }, 'fk_relation_column_id is required'],
    [{ title: 'X', uidt: 'ID' }, 'ID columns cannot be added to an existing table'],
    [{ title: 'X', uidt: 'ForeignKey' }, 'ForeignKey columns cannot be added to an existing table'],
    [{ uidt: 'Number' }, 'Column title is required'],
    [{ title: 'title', uidt: 'Number' }, 'Duplicate column alias'],
    [{ title: 'Other', column_name: 'TITLE', uidt: 'Number' }, 'Duplicate column name'],
    [{ title: 'Key2', uidt: 'Number', pk: true }, 'A primary key can only be set when the table is created'],
    [{ title: 'X', uidt: 'Number', cdf: 'abc' }, 'Invalid default value: "abc" is not a valid Number'],
    [
      { title: 'X', uidt: 'SpecificDBType', dt: 'int; drop table x' },
      'dt must be a database type name, such as varchar(100)',
    ],
    [{ title: 'X', uidt: 'SingleSelect', colOptions: { options: [{ title: '' }] } }, 'Select options cannot be empty'],
    [
      { title: 'X', uidt: 'SingleSelect', colOptions: { options: [{ title: 'a' }, { title: 'a' }] } },
      'Duplicate select option "a"',
    ],
    [
      { title: 'X', uidt: 'MultiSelect', colOptions: { options: [{ title: 'a,b' }] } },
      'MultiSelect options cannot contain a comma: "a,b"',
    ],
    [
      { title: 'X', uidt: 'SingleSelect', colOptions: { options: [{ title: 'a', color: 'nope' }] } },
      'Invalid colour for select option "a"',
    ],
    [
      { title: 'X', uidt: 'SingleSelect', colOptions: { options: [{ title: 'a' }] }, cdf: 'z' },
      'Default value "z" is not one of the options',
    ],
    [{ title: 'X', uidt: 'SingleSelect', colOptions: 'a,b' }, /^colOptions: /],
    [
      { title: 'X', uidt: 'Email', rqd: true },
      'Column "X" is required but has no default value, and the table already has rows',
    ],
  ])('refuses %j with 400', async (body, msg) => {
    const before = await server().db(table.table_name).columnInfo();
    const res = await add(body).expect(400);
    expect(res.body.msg).toEqual(msg instanceof RegExp ? expect.stringMatching(msg) : msg);
    expect(await server().db(table.table_name).columnInfo()).toEqual(before);
  });

  it('stores select options with palette colours and gives rows a required default', async () => {
    const res = await add({
      title: 'Status',
      uidt: 'SingleSelect',
      rqd: true,
      cdf: 'new',
      colOptions: { options: [{ title: 'new' }, { title: 'done', color: '#00ff00' }] },
    }).expect(200);
    const column = byTitle(res.body, 'Status');
    expect(column.colOptions!.options).toEqual([
      expect.objectContaining({ title: 'new', color: OPTION_COLORS[0], order: 1, fk_column_id: column.id }),
      expect.objectContaining({ title: 'done', color: '#00ff00', order: 2 }),
    ]);
    expect(column.colOptions!.options[0]!.id).toMatch(/^sl_[0-9a-z]{14}$/);
    expect(column).toMatchObject({ rqd: true, cdf: 'new', dtxp: "'new','done'" });
    expect((await rows()).map((r) => r.Status)).toEqual(['new', 'new']);
  });

  it('fills engine-kept columns on rows already there: creation time and running numbers', async () => {
    const t = await createTable(alice, projectId, { table_name: 'Filled' });
    await server()
      .db(t.table_name)
      .insert([{ title: 'a' }, { title: 'b' }, { title: 'c' }]);
    await add({ title: 'Seq', uidt: 'AutoNumber' }, t.id).expect(200);
    await add({ title: 'Born', uidt: 'CreateTime' }, t.id).expect(200);
    const all = await rows(t.table_name);
    expect(all.map((r) => Number(r.Seq))).toEqual([1, 2, 3]);
    for (const r of all) expect(r.Born).not.toBeNull();
  });

  it('changes the display value and refuses to drop the key or the display value', async () => {
    const t = await createTable(alice, projectId, { table_name: 'Display' });
    const nick = byTitle((await add({ title: 'Nick', uidt: 'SingleLineText' }, t.id).expect(200)).body, 'Nick');
    expect((await alice.post(`${META}/columns/${nick.id}/primary`).expect(200)).body).toBe(true);
    const read = (await alice.get(`${META}/tables/${t.id}`).expect(200)).body as TableJson;
    expect(read.columns.filter((c) => c.pv).map((c) => c.title)).toEqual(['Nick']);
    expect((await alice.delete(`${META}/columns/${nick.id}`).expect(400)).body).toEqual({
      msg: 'The display value column cannot be deleted; make another column the display value first',
    });
    expect((await alice.delete(`${META}/columns/${byTitle(read, 'Id').id}`).expect(400)).body).toEqual({
      msg: 'The primary key column cannot be deleted',
    });
    const dropped = await alice.delete(`${META}/columns/${byTitle(read, 'Title').id}`).expect(200);
    expect(dropped.body.columns.map((c: ColumnJson) => c.title)).toEqual(['Id', 'CreatedAt', 'UpdatedAt', 'Nick']);
    expect(Object.keys(await server().db(t.table_name).columnInfo())).not.toContain('title');
  });

  it('renames titles without touching data, and physical names keeping it', async () => {
    const t = await createTable(alice, projectId, { table_name: 'Renames' });
    await server()
      .db(t.table_name)
      .insert([{ title: 'one' }, { title: 'two' }]);
    const title = byTitle(t, 'Title');
    let res = await alice.patch(`${META}/columns/${title.id}`, { title: 'Name' }).expect(200);
    expect(byTitle(res.body, 'Name')).toMatchObject({
      id: title.id,
      column_name: 'title',
      uidt: 'SingleLineText',
      pv: true,
    });
    res = await alice.patch(`${META}/columns/${title.id}`, { column_name: 'label' }).expect(200);
    expect(byTitle(res.body, 'Name').column_name).toBe('label');
    expect((await rows(t.table_name)).map((r) => r.label)).toEqual(['one', 'two']);
    const key = byTitle(t, 'Id');
    expect((await alice.patch(`${META}/columns/${key.id}`, { uidt: 'Number' }).expect(400)).body).toEqual({
      msg: 'Only the title of the primary key column can be changed',
    });
    res = await alice.patch(`${META}/columns/${key.id}`, { title: 'Key' }).expect(200);
    expect(byTitle(res.body, 'Key')).toMatchObject({ uidt: 'AutoNumber', pk: true, ai: true });
    expect((await alice.patch(`${META}/columns/${key.id}`, { title: 'name' }).expect(400)).body).toEqual({
      msg: 'Duplicate column alias',
    });
  });

  it('renames and removes select options in the data, and turns text into options', async () => {
    const t = await createTable(alice, projectId, { table_name: 'Selects' });
    const created = await add(
      {
        title: 'Tags',
        uidt: 'MultiSelect',
        colOptions: { options: [{ title: 'red' }, { title: 'green' }, { title: 'blue' }] },
      },
      t.id,
    ).expect(200);
    const tags = byTitle(created.body, 'Tags');
    await server()
      .db(t.table_name)
      .insert([{ Tags: 'red,green' }, { Tags: 'blue' }, { Tags: null }]);
    const [red, green] = tags.colOptions!.options;
    const res = await alice
      .patch(`${META}/columns/${tags.id}`, {
        colOptions: { options: [{ ...red, title: 'crimson' }, green] },
      })
      .expect(200);
    expect(byTitle(res.body, 'Tags').colOptions!.options.map((o) => [o.id, o.title])).toEqual([
      [red!.id, 'crimson'],
      [green!.id, 'green'],
    ]);
    expect((await rows(t.table_name)).map((r) => r.Tags)).toEqual(['crimson,green', null, null]);

    await server().db(t.table_name).update({ title: 'low' }).where({ id: 1 });
    await server().db(t.table_name).update({ title: 'high' }).where({ id: 2 });
    const converted = await alice
      .patch(`${META}/columns/${byTitle(t, 'Title').id}`, { uidt: 'SingleSelect' })
      .expect(200);
    expect(byTitle(converted.body, 'Title').colOptions!.options.map((o) => [o.title, o.color])).toEqual([
      ['low', OPTION_COLORS[0]],
      ['high', OPTION_COLORS[1]],
    ]);
  });

  it('refuses to make a column required while rows have no value, changing nothing', async () => {
    const t = await createTable(alice, projectId, { table_name: 'Required' });
    await server()
      .db(t.table_name)
      .insert([{ title: 'x' }, { title: null }]);
    const res = await alice.patch(`${META}/columns/${byTitle(t, 'Title').id}`, { rqd: true }).expect(400);
    expect(res.body).toEqual({
      msg: 'Cannot change column "Title" to SingleLineText: 1 row(s) have no value but the column is required',
    });
    await server().db(t.table_name).update({ title: 'y' }).whereNull('title');
    const ok = await alice.patch(`${META}/columns/${byTitle(t, 'Title').id}`, { rqd: true }).expect(200);
    expect(byTitle(ok.body, 'Title').rqd).toBe(true);
    // (Not `rejects.toThrow()`: better-sqlite3 errors come from the realm of the first test file that loaded it.)
    const refused = await server()
      .db(t.table_name)
      .insert({ title: null })
      .then(
        () => false,
        () => true,
      );
    expect(refused).toBe(true);
  });

  it("keeps a table's indexes when a column changes type (SQLite rebuilds the table to do it)", async () => {
    const t = await createTable(alice, projectId, { table_name: 'Indexed' });
    const amount = byTitle((await add({ title: 'Amount', uidt: 'Number' }, t.id).expect(200)).body, 'Amount');
    await server().db.raw('create index ?? on ?? (??)', ['indexed_title_idx', t.table_name, 'title']);
    await server()
      .db(t.table_name)
      .insert([{ title: 'a', Amount: 1 }]);
    const before = await indexesOf(server(), t.table_name);
    expect(before).toContainEqual({ name: 'indexed_title_idx', columns: ['title'], unique: false });
    await alice.patch(`${META}/columns/${amount.id}`, { uidt: 'Decimal' }).expect(200);
    expect(await indexesOf(server(), t.table_name)).toEqual(before);
    // Decimal reads back as a number (SQLite, MySQL) or a numeric string (PostgreSQL): the value is kept.
    expect((await rows(t.table_name)).map((r) => [r.title, Number(r.Amount)])).toEqual([['a', 1]]);
  });
});
