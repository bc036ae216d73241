import type { ImportReport } from '@basalt/core';
import { describeEachDb } from './support/each-db';
import { q, recordsFixture, type RecordsFixture } from './support/records';
import { META } from './support/workspace';

/**
 * The import writes its rows several per INSERT statement (backend/src/records/tx.ts, insertRows; docs/PERFORMANCE.md,
 * import). Rows must still arrive in the file's order with the database's ids, running numbers and timestamps, and a
 * row the database refuses inside a run must still be reported by its number while the rest of its batch is kept.
 */
describeEachDb('import writes rows several per statement', (server) => {
  let fx: RecordsFixture;

  beforeAll(async () => {
    fx = await recordsFixture(server(), 'import-multirow@example.com', {
      table_name: 'Runs',
      columns: [
        { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
        { column_name: 'code', title: 'Code', uidt: 'SingleLineText' },
        { column_name: 'qty', title: 'Qty', uidt: 'Number' },
        { column_name: 'seq', title: 'Seq', uidt: 'AutoNumber' },
        { column_name: 'created_at', title: 'CreatedAt', uidt: 'CreateTime' },
        { column_name: 'updated_at', title: 'UpdatedAt', uidt: 'LastModifiedTime' },
      ],
    });
    // A unique code, so the database (not the converter) refuses a repeated one.
    await server().db.schema.alterTable(fx.table.table_name, (t) => t.unique(['code']));
  });

  const post = (csv: string) =>
    server()
      .request()
      .post(
        `${META}/projects/${fx.project.id}/import?${new URLSearchParams({
          tableId: fx.table.id,
          fields: JSON.stringify(['Code', 'Qty']),
        })}`,
      )
      .set('xc-auth', fx.token)
      .set('Content-Type', 'text/csv; charset=utf-8')
      .send(csv);
  const stored = async () =>
    (await fx.client.get(`${fx.path}?${q({ limit: 1000, sort: 'Id' })}`).expect(200)).body.list as Array<
      Record<string, unknown>
    >;

  it('stores 250 rows in file order with ascending ids, running numbers and timestamps', async () => {
    const csv = Array.from({ length: 250 }, (_, i) => `c${i},${i}`).join('\n');
    const report = (await post(csv).expect(200)).body as ImportReport;
    expect(report).toMatchObject({ rowsRead: 250, rowsWritten: 250, rowsSkipped: 0, failures: [] });
    const rows = await stored();
    expect(rows.map((r) => [r.Code, Number(r.Qty)])).toEqual(Array.from({ length: 250 }, (_, i) => [`c${i}`, i]));
    const ids = rows.map((r) => Number(r.Id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(250);
    expect(rows.map((r) => Number(r.Seq))).toEqual(rows.map((_, i) => i + 1));
    for (const row of rows) {
      expect(Date.now() - Date.parse(String(row.CreatedAt))).toBeLessThan(120_000);
      expect(row.UpdatedAt).toBe(row.CreatedAt);
    }
  });

  it('reports by its number a row the database refuses in the middle of a run, and keeps the others', async () => {
    const before = (await stored()).length;
    // row 150 repeats a code already stored: the database refuses it, inside a run of 100 rows
    const codes = Array.from({ length: 230 }, (_, i) => (i === 149 ? 'c7' : `d${i}`));
    const report = (await post(codes.map((c, i) => `${c},${i}`).join('\n')).expect(200)).body as ImportReport;
    expect(report).toMatchObject({ rowsRead: 230, rowsWritten: 229, rowsSkipped: 1, outcome: 'complete' });
    expect(report.failures).toEqual([expect.objectContaining({ row: 150, field: '' })]);
    const rows = (await stored()).slice(before);
    expect(rows.map((r) => r.Code)).toEqual(codes.filter((_, i) => i !== 149));
  });
});
