import { dtxpOf, rowConverter, selectTitlesFromDtxp, type ImportReport } from '@basalt/core';
import { describeEachDb } from './support/each-db';
import { BULK, DATA } from './support/records';
import { as, createProject, createTable, META, signUp, type Client } from './support/workspace';

/**
 * The import writes the values its converter read without reading them a second time (docs/PERFORMANCE.md,
 * import): what it stores must still be exactly what `POST /bulk` stores for the same converted rows, and a row
 * the database refuses must still be reported while the rest of its batch is kept.
 */

/** One field per type the wizard converts into, with source texts (the file's own spellings included). */
const FIELDS = [
  { title: 'Text', uidt: 'SingleLineText', texts: ['plain', '  padded  ', 'ünïcødé 😀'] },
  { title: 'Long', uidt: 'LongText', texts: ['line 1\nline 2', 'x', 'quote " inside'] },
  { title: 'Mail', uidt: 'Email', texts: ['a.b+tag@example.co.uk', 'x@y.io', 'ADA@EXAMPLE.COM'] },
  { title: 'Site', uidt: 'URL', texts: ['https://example.com/x?y=1', 'example.org', 'http://a.b/ü'] },
  { title: 'Phone', uidt: 'PhoneNumber', texts: ['+44 (0)20 7946 0958', '5550100', '555-0100'] },
  { title: 'Count', uidt: 'Number', texts: ['0', '-12', '9007199254740991'] },
  { title: 'Ratio', uidt: 'Decimal', texts: ['0.1', '-0.25', '123456789.123456'] },
  { title: 'Price', uidt: 'Currency', texts: ['$1,250.50', '3', '-0.01'] },
  { title: 'Share', uidt: 'Percent', texts: ['12.5', '100', '0'] },
  { title: 'Stars', uidt: 'Rating', texts: ['0', '3', '5'] },
  { title: 'Done', uidt: 'Checkbox', texts: ['yes', 'no', 'true'] },
  {
    title: 'Day',
    uidt: 'Date',
    meta: { date_format: 'MM/DD/YYYY' },
    texts: ['12/31/2024', '2025-01-02', '02/29/2024'],
  },
  { title: 'At', uidt: 'DateTime', texts: ['2024-06-01T12:00:00+02:00', '2024-02-29T23:59:59.999Z', '2024-01-15'] },
  { title: 'Year', uidt: 'Year', texts: ['1901', '2024', '2155'] },
  { title: 'Clock', uidt: 'Time', texts: ['12:34', '00:00:00', '23:59:59'] },
  { title: 'Took', uidt: 'Duration', texts: ['1:30', '5400', '0'] },
  { title: 'Team', uidt: 'SingleSelect', dtxp: "'Red','Blue'", texts: ['red', 'Blue', 'RED'] },
  { title: 'Tags', uidt: 'MultiSelect', dtxp: "'a','b c'", texts: ['a', 'B C,a', 'a, b c'] },
  { title: 'Data', uidt: 'JSON', texts: ['{"n":{"l":[1,"x",null]}}', '[1,2]', '"s"'] },
];

const columnName = (title: string) => title.toLowerCase();
const csvCell = (text: string) => `"${text.replaceAll('"', '""')}"`;

describeEachDb('import stores converted values as POST /bulk does', (server) => {
  let token: string;
  let owner: Client;
  let projectId: string;
  const post = (tableId: string, fields: string[], csv: string) =>
    server()
      .request()
      .post(`${META}/projects/${projectId}/import?${new URLSearchParams({ tableId, fields: JSON.stringify(fields) })}`)
      .set('xc-auth', token)
      .set('Content-Type', 'text/csv; charset=utf-8')
      .send(csv);
  const rowsOf = async (tableId: string) =>
    (await owner.get(`${DATA}/${projectId}/${tableId}?limit=100&sort=Id`).expect(200)).body.list as Record<
      string,
      unknown
    >[];
  const typedTable = async (tableName: string) =>
    (
      await createTable(owner, projectId, {
        table_name: tableName,
        columns: [
          { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
          ...FIELDS.map(({ title, uidt, meta, dtxp }) => ({
            column_name: columnName(title),
            title,
            uidt,
            ...(meta ? { meta } : {}),
            ...(dtxp ? { dtxp } : {}),
          })),
        ],
      })
    ).id;

  beforeAll(async () => {
    token = await signUp(server(), 'import-alike@example.com');
    owner = as(server(), token);
    projectId = (await createProject(owner)).id;
  });

  it('reads back every field type of an imported row as the same row written by POST /bulk', async () => {
    const imported = await typedTable('Imported');
    const bulked = await typedTable('Bulked');
    const rows = FIELDS[0]!.texts.map((_, i) => FIELDS.map((f) => f.texts[i]!));
    const csv = rows.map((cells) => cells.map(csvCell).join(',')).join('\n');
    const titles = FIELDS.map((f) => f.title);
    const report = (await post(imported, titles, csv).expect(200)).body as ImportReport;
    expect(report).toMatchObject({ rowsRead: 3, rowsWritten: 3, rowsSkipped: 0, failures: [] });

    // What the import wrote before it trusted its converter: the converted rows through the bulk engine.
    const convert = rowConverter(
      FIELDS.map((f, sourceIndex) => ({
        sourceIndex,
        title: f.title,
        uidt: f.uidt as never,
        dtxp: f.dtxp ? dtxpOf(selectTitlesFromDtxp(f.dtxp)) : undefined,
        meta: f.meta,
      })),
    );
    const records = rows.map((cells, i) => convert(cells, i + 1).record);
    expect(records.every(Boolean)).toBe(true);
    await owner.post(`${BULK}/${projectId}/${bulked}`, records as object[]).expect(200);

    const strip = (row: Record<string, unknown>) => Object.fromEntries(titles.map((t) => [t, row[t]]));
    const fromImport = (await rowsOf(imported)).map(strip);
    expect(fromImport).toEqual((await rowsOf(bulked)).map(strip));
    expect(fromImport.map((r) => [r.Price === null ? null : Number(r.Price), r.Day, r.Team, r.Tags])).toEqual([
      [1250.5, '2024-12-31', 'Red', 'a'],
      [3, '2025-01-02', 'Blue', 'b c,a'],
      [-0.01, '2024-02-29', 'Red', 'a,b c'],
    ]);
  });

  it('imports the CSV cell "s" into a JSON field as the JSON string s, as POST /bulk stores the same text', async () => {
    const table = (
      await createTable(owner, projectId, {
        table_name: 'Documents',
        columns: [
          { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
          { column_name: 'data', title: 'Data', uidt: 'JSON' },
        ],
      })
    ).id;
    const texts = ['"s"', '"{\\"a\\":1}"', '{"a":1}', 's'];
    const report = (await post(table, ['Data'], texts.map(csvCell).join('\n')).expect(200)).body as ImportReport;
    expect(report).toMatchObject({ rowsRead: 4, rowsWritten: 3, rowsSkipped: 1 });
    expect(report.failures).toEqual([{ row: 4, field: 'Data', value: 's', reason: '"s" is not valid JSON' }]);
    await owner
      .post(
        `${BULK}/${projectId}/${table}`,
        texts.slice(0, 3).map((Data) => ({ Data })),
      )
      .expect(200);
    const stored = (await rowsOf(table)).map((r) => r.Data);
    expect(stored.slice(0, 3)).toEqual(stored.slice(3));
    expect(stored[0]).toBe('s');
    expect(stored[2]).toEqual({ a: 1 });
  });

  it('reports a row the database refuses (a key already taken) and keeps the rest of its batch', async () => {
    const keyed = (
      await createTable(owner, projectId, {
        table_name: 'Keyed',
        columns: [
          { column_name: 'code', title: 'Code', uidt: 'SingleLineText', pk: true },
          { column_name: 'qty', title: 'Qty', uidt: 'Number' },
        ],
      })
    ).id;
    const report = (await post(keyed, ['Code', 'Qty'], 'A,1\nB,2\nA,3\nC,4\n').expect(200)).body as ImportReport;
    expect(report).toMatchObject({ rowsRead: 4, rowsWritten: 3, rowsSkipped: 1, outcome: 'complete' });
    expect(report.failures).toEqual([expect.objectContaining({ row: 3, field: '' })]);
    expect(report.failures[0]!.reason.length).toBeGreaterThan(0);
    const stored = (await owner.get(`${DATA}/${projectId}/${keyed}?limit=10&sort=Code`).expect(200)).body.list as {
      Code: string;
      Qty: number;
    }[];
    expect(stored.map((r) => [r.Code, Number(r.Qty)])).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 4],
    ]);
  });
});
