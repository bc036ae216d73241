import type { ImportReport } from '@basalt/core';
import { describeEachDb } from './support/each-db';
import { as, createProject, createTable, META, signUp, type Client } from './support/workspace';

type Report = ImportReport;

/**
 * The import wizard's CSV slices (docs/API.md §6.1, `fields` and `rowOffset`): text of whole records sent to an
 * existing table with an explicit column -> field mapping, converted by the fields' own types, rows numbered as
 * in the whole file.
 */
describeEachDb('import of CSV slices with a field mapping', (server) => {
  let token: string;
  let owner: Client;
  let projectId: string;
  let tableId: string;
  const post = (query: Record<string, string>, body: string) =>
    server()
      .request()
      .post(`${META}/projects/${projectId}/import?${new URLSearchParams(query).toString()}`)
      .set('xc-auth', token)
      .set('Content-Type', 'text/csv; charset=utf-8')
      .send(body);
  const rows = async () =>
    (await owner.get(`/api/v1/db/data/noco/${projectId}/${tableId}?limit=100&sort=Seq`).expect(200)).body
      .list as Record<string, unknown>[];
  // Column 1 ("Skip") is not imported; the Day field reads days as 12/31/2024 (its date_format).
  const fields = JSON.stringify(['Seq', null, 'Day', 'Team', 'Price']);

  beforeAll(async () => {
    token = await signUp(server(), 'slices@example.com');
    owner = as(server(), token);
    projectId = (await createProject(owner)).id;
    tableId = (
      await createTable(owner, projectId, {
        table_name: 'Ledger',
        columns: [
          { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
          { column_name: 'seq', title: 'Seq', uidt: 'Number' },
          { column_name: 'day', title: 'Day', uidt: 'Date', meta: { date_format: 'MM/DD/YYYY' } },
          { column_name: 'team', title: 'Team', uidt: 'SingleSelect', dtxp: "'Red','Blue'" },
          { column_name: 'price', title: 'Price', uidt: 'Currency' },
        ],
      })
    ).id;
  });

  it('converts by the mapped fields, skips the header of the first slice only, and numbers rows as in the file', async () => {
    const first = await post(
      { tableId, fields, firstRowIsHeader: 'true', delimiter: ';' },
      'Seq;Skip;Day;Team;Price\n1;x;12/31/2024;red;$1,250.50\n2;x;01/02/2025;Blue;$3\n',
    ).expect(200);
    expect(first.body as Report).toMatchObject({ rowsRead: 2, rowsWritten: 2, rowsSkipped: 0, outcome: 'complete' });
    const second = await post(
      { tableId, fields, firstRowIsHeader: 'false', rowOffset: '2', delimiter: ';' },
      '3;x;02/30/2025;Red;$4\n4;x;03/01/2025;Green;$5\n5;x\n6;x;03/03/2025;RED;$6;extra\n',
    ).expect(200);
    const report = second.body as Report;
    // Rows 3 (no 30 February) and 4 (no Green option) fail; 5 and 6 have the wrong number of cells: listed with
    // their file rows, and kept as the wizard keeps them (5 padded with empty cells).
    expect(report).toMatchObject({ rowsRead: 4, rowsWritten: 2, rowsSkipped: 2, outcome: 'complete' });
    expect(report.failures.map((f) => [f.row, f.field, f.value])).toEqual([
      [3, 'Day', '02/30/2025'],
      [4, 'Team', 'Green'],
    ]);
    expect(report.parseErrors.map((e) => [e.kind, e.row])).toEqual([
      ['TooFewFields', 5],
      ['TooManyFields', 6],
    ]);
    const stored = await rows();
    expect(stored.map((r) => [Number(r.Seq), r.Day, r.Team, r.Price === null ? null : Number(r.Price)])).toEqual([
      [1, '2024-12-31', 'Red', 1250.5],
      [2, '2025-01-02', 'Blue', 3],
      [5, null, null, null],
      [6, '2025-03-03', 'Red', 6],
    ]);
  });

  it('refuses a mapping without a table, one that is not a list of titles, an unknown field and a bad rowOffset', async () => {
    expect((await post({ fields }, '1\n').expect(400)).body.msg).toContain('give tableId');
    expect((await post({ tableId, fields: '{"a":1}' }, '1\n').expect(400)).body.msg).toContain('JSON array');
    expect((await post({ tableId, fields: '[1]' }, '1\n').expect(400)).body.msg).toContain('JSON array');
    const unknown = await post({ tableId, fields: JSON.stringify(['Seq', 'Nope']) }, '1,2\n').expect(400);
    expect(unknown.body.msg).toContain("no writable field 'Nope'");
    expect((await post({ tableId, fields, rowOffset: '-1' }, '1\n').expect(400)).body.msg).toContain('rowOffset');
    expect((await rows()).length).toBe(4);
  });
});
