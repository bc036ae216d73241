import { describeEachDb } from './support/each-db';
import { BULK, DATA, addMember, checksum, q, recordsFixture, type RecordsFixture } from './support/records';
import { as, createTable, signUp, type Client } from './support/workspace';

const options = (...titles: string[]) => ({ options: titles.map((title) => ({ title })) });

describeEachDb('records CRUD', (server) => {
  let fx: RecordsFixture;

  beforeAll(async () => {
    fx = await recordsFixture(server(), 'crud@example.com', {
      table_name: 'Contacts',
      columns: [
        { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
        { column_name: 'full_name', title: 'Name', uidt: 'SingleLineText', rqd: true },
        { column_name: 'mail', title: 'Email', uidt: 'Email' },
        { column_name: 'age', title: 'Age', uidt: 'Number' },
        { column_name: 'born', title: 'Born', uidt: 'Date' },
        { column_name: 'level', title: 'Level', uidt: 'SingleSelect', colOptions: options('low', 'high') },
        { column_name: 'country', title: 'Country', uidt: 'SingleLineText', rqd: true, cdf: 'NL' },
        { column_name: 'seq', title: 'Seq', uidt: 'AutoNumber' },
        { column_name: 'created_at', title: 'CreatedAt', uidt: 'CreateTime' },
        { column_name: 'updated_at', title: 'UpdatedAt', uidt: 'LastModifiedTime' },
      ],
    });
  });

  it('inserts a row and answers it keyed by title, with server-kept times and running numbers', async () => {
    const res = await fx.client
      .post(fx.path, { Name: 'Ada', Email: 'ada@example.com', Age: '36', CreatedAt: '2000-01-01', Seq: 99 })
      .expect(200);
    expect(res.body).toMatchObject({ Name: 'Ada', Email: 'ada@example.com', Age: 36, Country: 'NL', Seq: 1 });
    expect(Object.keys(res.body)).toEqual([
      'Id',
      'Name',
      'Email',
      'Age',
      'Born',
      'Level',
      'Country',
      'Seq',
      'CreatedAt',
      'UpdatedAt',
    ]);
    expect(Date.now() - Date.parse(res.body.CreatedAt)).toBeLessThan(60_000);
    expect(res.body.UpdatedAt).toBe(res.body.CreatedAt);
    const second = await fx.client.post(fx.path, { Name: 'Bob' }).expect(200);
    expect(second.body.Seq).toBe(2);
  });

  it('writes by title or column_name, column_name winning', async () => {
    const res = await fx.client.post(fx.path, { full_name: 'By Name', Name: 'By Title', age: 5, Nope: 1 }).expect(200);
    expect(res.body).toMatchObject({ Name: 'By Name', Age: 5 });
    expect(res.body).not.toHaveProperty('Nope');
  });

  it('reads, updates (UpdatedAt moves), checks existence and deletes by row id', async () => {
    const created = (await fx.client.post(fx.path, { Name: 'Cy', Age: 1 }).expect(200)).body;
    await new Promise((r) => setTimeout(r, 20));
    expect((await fx.client.get(`${fx.path}/${created.Id}`).expect(200)).body).toEqual(created);
    const updated = (await fx.client.patch(`${fx.path}/${created.Id}`, { Age: 2, Id: 999 }).expect(200)).body;
    expect(updated).toMatchObject({ Id: created.Id, Age: 2, CreatedAt: created.CreatedAt });
    expect(Date.parse(updated.UpdatedAt)).toBeGreaterThan(Date.parse(created.UpdatedAt));
    expect((await fx.client.get(`${fx.path}/${created.Id}/exist`).expect(200)).body).toBe(true);
    expect((await fx.client.delete(`${fx.path}/${created.Id}`).expect(200)).body).toBe(1);
    expect((await fx.client.delete(`${fx.path}/${created.Id}`).expect(200)).body).toBe(0);
    expect((await fx.client.get(`${fx.path}/${created.Id}/exist`).expect(200)).body).toBe(false);
    expect((await fx.client.get(`${fx.path}/${created.Id}`).expect(404)).body).toEqual({ msg: 'Row not found' });
    expect((await fx.client.patch(`${fx.path}/${created.Id}`, { Age: 3 }).expect(404)).body.msg).toBe('Row not found');
    expect((await fx.client.get(`${fx.path}/not-a-number`).expect(404)).body.msg).toBe('Row not found');
    expect((await fx.client.get(`${fx.path}/not-a-number/exist`).expect(200)).body).toBe(false);
  });

  it.each([
    [{ Name: 'X', Email: 'not-an-email' }, ['Email', 'not-an-email']],
    [{ Name: 'X', Level: 'medium' }, ['Level', 'medium', 'not one of the options']],
    [{ Name: 'X', Age: 'twelve' }, ['Age', 'twelve']],
    [{ Name: 'X', Age: 1.5 }, ['Age', 'whole number']],
    [{ Name: 'X', Born: '2023-02-30' }, ['Born', '2023-02-30']],
    [{ Email: 'a@b.io' }, ['Missing required columns: Name']],
    [{ Name: null }, ['Missing required columns: Name']],
    [{ Name: 'X', Country: null }, ['Missing required columns: Country']],
    [[{ Name: 'X' }], ['JSON object']],
  ])('refuses %j with a 400 naming the field', async (body, words) => {
    const before = await checksum(server(), fx.table.table_name);
    const res = await fx.client.post(fx.path, body as object).expect(400);
    expect(Object.keys(res.body)).toEqual(['msg']);
    for (const word of words) expect(res.body.msg).toContain(word);
    expect(await checksum(server(), fx.table.table_name)).toBe(before);
  });

  it('refuses setting a required column to null on update', async () => {
    const row = (await fx.client.post(fx.path, { Name: 'Req' }).expect(200)).body;
    const res = await fx.client.patch(`${fx.path}/${row.Id}`, { Name: null }).expect(400);
    expect(res.body.msg).toBe('Missing required columns: Name');
  });

  it('finds one row by where and sort, or answers {}', async () => {
    const one = await fx.client.get(`${fx.path}/find-one?${q({ where: '(Name,like,a)', sort: '-Id' })}`).expect(200);
    expect(one.body.Name).toMatch(/a/i);
    const none = await fx.client.get(`${fx.path}/find-one?${q({ where: '(Name,eq,nobody)' })}`).expect(200);
    expect(none.body).toEqual({});
  });

  it('names the project and table by title or id', async () => {
    const byIds = await fx.client.get(`${DATA}/${fx.project.id}/${fx.table.id}?limit=1`).expect(200);
    const byTitles = await fx.client.get(`${fx.path}?limit=1`).expect(200);
    expect(byIds.body).toEqual(byTitles.body);
    expect((await fx.client.get(`${DATA}/nope/${fx.table.id}`).expect(404)).body.msg).toContain('nope');
    expect((await fx.client.get(`${DATA}/${fx.project.id}/nope`).expect(404)).body.msg).toContain('nope');
  });

  it('lets members read by role: viewers read, editors write', async () => {
    const viewer: Client = await addMember(server(), fx.project.id, 'viewer@example.com', 'viewer');
    const editor: Client = await addMember(server(), fx.project.id, 'editor@example.com', 'editor');
    await viewer.get(fx.path).expect(200);
    expect((await viewer.post(fx.path, { Name: 'V' }).expect(403)).body).toHaveProperty('msg');
    await viewer.delete(`${fx.path}/1`).expect(403);
    await editor.post(fx.path, { Name: 'E' }).expect(200);
    await server().request().get(fx.path).expect(401);
  });

  describe('a signed-up user who is not a member of the project', () => {
    type Send = (c: Client) => ReturnType<Client['get']>;
    let stranger: Client;
    let member: Client;
    /** One row per way of naming the table (titles, ids): the member's delete by one leaves the other. */
    let rowIds: number[];

    beforeAll(async () => {
      stranger = as(server(), await signUp(server(), 'stranger@example.com'));
      member = await addMember(server(), fx.project.id, 'member@example.com', 'editor');
      rowIds = [];
      for (const Name of ['Guarded 1', 'Guarded 2'])
        rowIds.push((await fx.client.post(fx.path, { Name }).expect(200)).body.Id);
    });

    const bulkOf = (path: string) => path.replace(DATA, BULK);

    /** Every data request on one row or the whole table, by project and table title and by their ids. */
    const requests = (): Array<[string, Send]> =>
      [fx.path, `${DATA}/${fx.project.id}/${fx.table.id}`].flatMap((path, i): Array<[string, Send]> => [
        [`read a row of ${path}`, (c) => c.get(`${path}/${rowIds[i]}`)],
        [`list ${path}`, (c) => c.get(path)],
        [`count ${path}`, (c) => c.get(`${path}/count`)],
        [`find one in ${path}`, (c) => c.get(`${path}/find-one`)],
        [`group ${path}`, (c) => c.get(`${path}/groupby?column_name=full_name`)],
        [`insert into ${path}`, (c) => c.post(path, { Name: 'Intruder' })],
        [`update a row of ${path}`, (c) => c.patch(`${path}/${rowIds[i]}`, { Name: 'Changed' })],
        [`bulk insert into ${bulkOf(path)}`, (c) => c.post(bulkOf(path), [{ Name: 'Intruder' }])],
        [`bulk update ${bulkOf(path)}`, (c) => c.patch(bulkOf(path), [{ Id: rowIds[i], Name: 'Changed' }])],
        [`delete a row of ${path}`, (c) => c.delete(`${path}/${rowIds[i]}`)],
      ]);

    it('is refused reading, listing, counting, inserting, updating and deleting: 403 {msg}, rows unchanged', async () => {
      const before = await checksum(server(), fx.table.table_name);
      for (const [what, send] of requests()) {
        const res = await send(stranger);
        expect([what, res.status]).toEqual([what, 403]);
        expect([what, Object.keys(res.body)]).toEqual([what, ['msg']]);
      }
      expect(await checksum(server(), fx.table.table_name)).toBe(before);
    });

    it('while a member sending the same requests is answered (so the refusal is about membership)', async () => {
      for (const [what, send] of requests()) {
        const res = await send(member);
        expect([what, res.status]).toEqual([what, 200]);
      }
      for (const id of rowIds) expect((await member.get(`${fx.path}/${id}/exist`).expect(200)).body).toBe(false);
    });
  });

  it('keys rows by a composite primary key joined with ___ (docs/API.md §3)', async () => {
    const table = await createTable(fx.client, fx.project.id, {
      table_name: 'Pairs',
      columns: [
        { column_name: 'code', title: 'Code', uidt: 'SingleLineText', pk: true },
        { column_name: 'year', title: 'Year', uidt: 'Number', pk: true },
        { column_name: 'note', title: 'Note', uidt: 'SingleLineText' },
      ],
    });
    const path = `${DATA}/${fx.project.id}/${table.id}`;
    expect((await fx.client.post(path, { Code: 'a_b', Year: 2024, Note: 'one' }).expect(200)).body).toEqual({
      Code: 'a_b',
      Year: 2024,
      Note: 'one',
    });
    await fx.client.post(path, { Code: 'a_b', Year: 2025, Note: 'two' }).expect(200);
    const duplicate = await fx.client.post(path, { Code: 'a_b', Year: 2025 }).expect(400);
    expect(duplicate.body).toEqual({ msg: 'A row with the same primary key or unique value already exists' });
    expect((await fx.client.post(path, { Code: 'x' }).expect(400)).body.msg).toBe('Missing required columns: Year');
    expect((await fx.client.get(`${path}/a_b___2025`).expect(200)).body.Note).toBe('two');
    expect((await fx.client.patch(`${path}/a_b___2024`, { Note: 'uno' }).expect(200)).body.Note).toBe('uno');
    expect((await fx.client.get(`${path}/a_b___2024/exist`).expect(200)).body).toBe(true);
    expect((await fx.client.get(`${path}/a_b/exist`).expect(200)).body).toBe(false);
    expect((await fx.client.get(`${path}/a_b___x`).expect(404)).body.msg).toBe('Row not found');
    expect((await fx.client.delete(`${path}/a_b___2024`).expect(200)).body).toBe(1);
    const list = (await fx.client.get(path).expect(200)).body.list;
    expect(list).toEqual([{ Code: 'a_b', Year: 2025, Note: 'two' }]);
  });
});
