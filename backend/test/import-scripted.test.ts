import { describeEachDb } from './support/each-db';
import { addMember } from './support/records';
import { as, createProject, createTable, META, signUp, type Client } from './support/workspace';

interface Report {
  table: { id: string; title: string };
  rowsRead: number;
  rowsWritten: number;
  rowsSkipped: number;
  failures: { row: number; field: string; value: string; reason: string }[];
  parseErrors: { kind: string; row?: number; message: string }[];
  outcome: string;
}

describeEachDb('scripted import (POST /projects/:id/import)', (server) => {
  let token: string;
  let owner: Client;
  let projectId: string;
  const importPath = (query: Record<string, string> = {}) =>
    `${META}/projects/${projectId}/import?${new URLSearchParams(query).toString()}`;
  const post = (query: Record<string, string>, type: string, body: string) =>
    server().request().post(importPath(query)).set('xc-auth', token).set('Content-Type', type).send(body);
  const fieldsOf = async (tableId: string) =>
    Object.fromEntries(
      (
        (await owner.get(`${META}/tables/${tableId}`).expect(200)).body.columns as { title: string; uidt: string }[]
      ).map((c) => [c.title, c.uidt]),
    );
  const rowsOf = async (tableId: string) =>
    (await owner.get(`/api/v1/db/data/noco/${projectId}/${tableId}?limit=1000`).expect(200)).body.list as Record<
      string,
      unknown
    >[];

  beforeAll(async () => {
    token = await signUp(server(), 'importer@example.com');
    owner = as(server(), token);
    projectId = (await createProject(owner)).id;
  });

  it('imports a CSV body into a new table with inferred field types', async () => {
    const lines = ['Name,E-mail,Amount,Active,Born,Team'];
    for (let i = 1; i <= 10; i++)
      lines.push(
        `Person ${i},p${i}@example.com,${i}.5,${i % 2 ? 'yes' : 'no'},2020-01-${String(i).padStart(2, '0')},${i % 2 ? 'Red' : 'Blue'}`,
      );
    const res = await post({ title: 'People' }, 'text/csv', `${lines.join('\r\n')}\r\n`).expect(200);
    const report = res.body as Report;
    expect(report).toMatchObject({ rowsRead: 10, rowsWritten: 10, rowsSkipped: 0, failures: [], outcome: 'complete' });
    expect(report.table.title).toBe('People');
    const fields = await fieldsOf(report.table.id);
    expect(fields).toMatchObject({
      Name: 'SingleLineText',
      E_mail: 'Email',
      Amount: 'Decimal',
      Active: 'Checkbox',
      Born: 'Date',
      Team: 'SingleSelect',
    });
    const rows = await rowsOf(report.table.id);
    expect(rows).toHaveLength(10);
    expect(rows[2]).toMatchObject({
      Name: 'Person 3',
      E_mail: 'p3@example.com',
      Amount: 3.5,
      Active: true,
      Born: '2020-01-03',
      Team: 'Red',
    });
    expect(rows[1]).toMatchObject({ Active: false, Team: 'Blue' });
  });

  it('imports a multipart file, named after the file, with a guessed delimiter', async () => {
    const csv = 'city;population\nParis;2100000\nLyon;520000\n';
    const res = await server()
      .request()
      .post(importPath())
      .set('xc-auth', token)
      .attach('file', Buffer.from(csv), { filename: 'Cities.csv', contentType: 'text/csv' })
      .expect(200);
    expect(res.body.table.title).toBe('Cities');
    expect(res.body.rowsWritten).toBe(2);
    const rows = await rowsOf(res.body.table.id);
    expect(rows.map((r) => [r.city, r.population])).toEqual([
      ['Paris', 2100000],
      ['Lyon', 520000],
    ]);
  });

  it('flattens nested JSON with normalizeNested', async () => {
    const body = JSON.stringify([
      { name: 'Ada', address: { city: 'London', zip: 'N1' } },
      { name: 'Grace', address: { city: 'New York', zip: '10001' } },
    ]);
    const res = await post({ title: 'Nested', normalizeNested: 'true' }, 'application/json', body).expect(200);
    expect(res.body).toMatchObject({ rowsRead: 2, rowsWritten: 2, rowsSkipped: 0 });
    const fields = await fieldsOf(res.body.table.id);
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['name', 'address_city', 'address_zip']));
    const rows = await rowsOf(res.body.table.id);
    expect(rows.map((r) => [r.name, r.address_city, r.address_zip])).toEqual([
      ['Ada', 'London', 'N1'],
      ['Grace', 'New York', '10001'],
    ]);
    const kept = await post({ title: 'Kept' }, 'application/json', body).expect(200);
    const keptRows = await rowsOf(kept.body.table.id);
    expect(JSON.parse(String(keptRows[0]!.address))).toEqual({ city: 'London', zip: 'N1' });
  });

  it('appends to an existing table, matching columns to fields by name, and lists rows that do not convert', async () => {
    const table = await createTable(owner, projectId, {
      table_name: 'Stock',
      columns: [
        { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
        { column_name: 'name', title: 'Name', uidt: 'SingleLineText', rqd: true },
        { column_name: 'qty', title: 'Qty', uidt: 'Number' },
      ],
    });
    // Row 4 converts (an empty cell is null) but the records engine refuses it: its batch is retried row by row.
    const csv = 'qty,name,unknown\n5,Bolts,x\nmany,Nuts,y\n7,Screws,z\n8,,w\n';
    const res = await post({ tableId: table.id }, 'text/csv', csv).expect(200);
    const report = res.body as Report;
    expect(report.table.id).toBe(table.id);
    expect(report).toMatchObject({ rowsRead: 4, rowsWritten: 2, rowsSkipped: 2 });
    expect(report.failures).toEqual([
      expect.objectContaining({ row: 2, field: 'Qty', value: 'many' }),
      expect.objectContaining({ row: 4, reason: expect.stringContaining('Name') }),
    ]);
    const rows = await rowsOf(table.id);
    expect(rows.map((r) => [r.Name, r.Qty])).toEqual([
      ['Bolts', 5],
      ['Screws', 7],
    ]);
  });

  it('reports quote and field-count problems with their row numbers and keeps the other rows', async () => {
    const csv = ['a,b', '1,2', '3,4,5', '6', '7,8', '"bad"x,9'].join('\n');
    const res = await post({ title: 'Messy', autoTypes: 'false' }, 'text/csv', csv).expect(200);
    const report = res.body as Report;
    expect(report.rowsRead).toBe(report.rowsWritten + report.rowsSkipped);
    expect(report.rowsWritten).toBe(2);
    const kinds = report.parseErrors.map((e) => [e.kind, e.row]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['TooManyFields', 2],
        ['TooFewFields', 3],
        ['InvalidQuotes', 5],
      ]),
    );
    // The rows at fault add no field of their own.
    expect(Object.keys(await fieldsOf(report.table.id))).toEqual(['Id', 'a', 'b']);
    const rows = await rowsOf(report.table.id);
    expect(rows.map((r) => [r.a, r.b])).toEqual([
      ['1', '2'],
      ['7', '8'],
    ]);
  });

  it('streams rows past the sample and across batches, listing late rows that do not fit', async () => {
    const lines = ['n,label'];
    for (let i = 1; i <= 2500; i++) {
      const n = i === 1800 ? 'not a number' : String(i);
      lines.push(`${n},${i === 2200 ? 'y'.repeat(300) : `label ${i}`}`);
    }
    const res = await post({ title: 'Long' }, 'text/csv', lines.join('\n')).expect(200);
    const report = res.body as Report;
    expect(report).toMatchObject({ rowsRead: 2500, rowsWritten: 2498, rowsSkipped: 2, outcome: 'complete' });
    expect(report.failures.map((f) => f.row)).toEqual([1800, 2200]);
    expect(report.failures[0]).toMatchObject({ field: 'n', value: 'not a number' });
    expect(report.failures[1]).toMatchObject({ row: 2200, field: 'label' });
    expect(report.failures[1]!.reason).not.toBe('');
    const count = await owner.get(`/api/v1/db/data/noco/${projectId}/${report.table.id}/count`).expect(200);
    expect(count.body.count).toBe(2498);
  });

  it('refuses invalid JSON, Excel, unknown types and bad options with clear messages', async () => {
    const bad = await post({ title: 'Broken' }, 'application/json', '[{"a": 1},').expect(400);
    expect(bad.body.msg).toContain('The file is not valid JSON');
    const excel = await post(
      { title: 'Book' },
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'PK',
    ).expect(400);
    expect(excel.body.msg).toContain('Excel workbooks are not parsed on the server');
    const book = await server()
      .request()
      .post(importPath())
      .set('xc-auth', token)
      .attach('file', Buffer.from('PK'), { filename: 'Book.xlsx', contentType: 'application/octet-stream' })
      .expect(400);
    expect(book.body.msg).toContain('Excel workbooks are not parsed on the server');
    const other = await post({ title: 'Pic' }, 'image/png', 'x').expect(400);
    expect(other.body.msg).toBe('target file is not an accepted file type');
    expect((await post({ title: 'Empty' }, 'text/csv', '\n').expect(400)).body.msg).toContain('empty');
    const delimiter = await post({ title: 'D', delimiter: 'ab' }, 'text/csv', 'a\n1').expect(400);
    expect(delimiter.body.msg).toContain('delimiter');
    const tables = (await owner.get(`${META}/projects/${projectId}/tables`).expect(200)).body.list as {
      title: string;
    }[];
    expect(tables.map((t) => t.title)).not.toEqual(expect.arrayContaining(['Broken', 'Book', 'Pic', 'Empty', 'D']));
  });

  it('needs the right to create tables for a new one, and the write right for an existing one', async () => {
    await server()
      .request()
      .post(importPath({ title: 'Anon' }))
      .set('Content-Type', 'text/csv')
      .send('a\n1')
      .expect(401);
    const editor = await addMember(server(), projectId, 'import-editor@example.com', 'editor');
    const viewer = await addMember(server(), projectId, 'import-viewer@example.com', 'viewer');
    const send = (client: Client, query: Record<string, string>) =>
      client.post(importPath(query)).set('Content-Type', 'text/csv').send('Name\nWidget\n');
    await send(editor, { title: 'By editor' }).expect(403);
    const table = await createTable(owner, projectId, {
      table_name: 'Parts',
      columns: [{ column_name: 'name', title: 'Name', uidt: 'SingleLineText' }],
    });
    expect((await send(editor, { tableId: table.id }).expect(200)).body.rowsWritten).toBe(1);
    await send(viewer, { tableId: table.id }).expect(403);
  });
});
