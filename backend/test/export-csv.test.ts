import http from 'node:http';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { describeEachDb } from './support/each-db';
import { q, recordsFixture, type RecordsFixture } from './support/records';
import { META } from './support/workspace';

const COLUMNS = [
  { column_name: 'id', title: 'Id', uidt: 'ID', pk: true, ai: true },
  { column_name: 'name', title: 'Name, full', uidt: 'SingleLineText' },
  { column_name: 'note', title: 'Note', uidt: 'LongText' },
  { column_name: 'n', title: 'N', uidt: 'Number' },
  { column_name: 'ok', title: 'OK', uidt: 'Checkbox' },
];

/** A garbage collector for memory measurements (Node exposes it to code once the flag is set). */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

describeEachDb('CSV export', (server) => {
  let fx: RecordsFixture;

  beforeAll(async () => {
    fx = await recordsFixture(server(), 'csv@example.com', { table_name: 'Export Me', columns: COLUMNS });
    await fx.client
      .post(fx.bulk, [
        { 'Name, full': 'Ada, Countess', Note: 'said "hi"', N: 1, OK: true },
        { 'Name, full': ' padded ', Note: 'line one\nline two', N: 2, OK: false },
        { 'Name, full': 'Zoë ✓', Note: null, N: 3 },
      ])
      .expect(200);
  });

  it('streams every row as RFC 4180 CSV with a header of titles', async () => {
    const res = await fx.client.get(`${fx.path}/export/csv`).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Export Me.csv"; filename*=UTF-8''Export%20Me.csv`,
    );
    expect(res.headers['nc-export-offset']).toBe('-1');
    expect(res.text).toBe(
      [
        'Id,"Name, full",Note,N,OK',
        '1,"Ada, Countess","said ""hi""",1,true',
        '2," padded ","line one\nline two",2,false',
        '3,Zoë ✓,,3,',
        '',
      ].join('\r\n'),
    );
  });

  it("applies the query's where and sort, and the view's columns, filters and sorts", async () => {
    const res = await fx.client.get(`${fx.path}/export/csv?${q({ where: '(N,gt,1)', sort: '-N' })}`).expect(200);
    expect(res.text.split('\r\n').map((l) => l.split(',')[0])).toEqual(['Id', '3', '2', '']);
    const later = await fx.client.get(`${fx.path}/export/csv?${q({ offset: 1, sort: 'N' })}`).expect(200);
    expect(later.text.split('\r\n').map((l) => l.split(',')[0])).toEqual(['Id', '2', '3', '']);
    const view = (await fx.client.post(`${META}/tables/${fx.table.id}/grids`, { title: 'Small' }).expect(200)).body;
    const columns = (await fx.client.get(`${META}/views/${view.id}/columns`).expect(200)).body.list;
    const note = fx.table.columns.find((c) => c.title === 'Note')!;
    const n = fx.table.columns.find((c) => c.title === 'N')!;
    const noteSetting = columns.find((c: { fk_column_id: string }) => c.fk_column_id === note.id);
    await fx.client.patch(`${META}/views/${view.id}/columns/${noteSetting.id}`, { show: false }).expect(200);
    await fx.client.post(`${META}/views/${view.id}/sorts`, { fk_column_id: n.id, direction: 'desc' }).expect(200);
    await fx.client
      .post(`${META}/views/${view.id}/filters`, { fk_column_id: n.id, comparison_op: 'neq', value: '2' })
      .expect(200);
    const viewed = await fx.client.get(`${fx.path}/views/Small/export/csv`).expect(200);
    expect(viewed.text).toBe(['Id,"Name, full",N,OK', '3,Zoë ✓,3,', '1,"Ada, Countess",1,true', ''].join('\r\n'));
    expect(viewed.headers['content-disposition']).toContain('filename="Small.csv"');
  });

  it('streams 100,000 rows with flat memory (a database cursor on every database)', async () => {
    const total = 100_000;
    const tableName = fx.table.table_name;
    await server().db(tableName).delete();
    const text = 'x'.repeat(200);
    for (let i = 0; i < total; i += 400) {
      const rows = Array.from({ length: 400 }, (_, j) => ({ name: `row ${i + j}`, note: text, n: i + j, ok: true }));
      await server().db(tableName).insert(rows);
    }
    const gc = collector();
    const listener = http.createServer(server().app.callback());
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    try {
      gc();
      const baseline = process.memoryUsage().heapUsed;
      let peak = 0;
      let lines = 0;
      let bytes = 0;
      const { port } = listener.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const req = http.get(
          `http://127.0.0.1:${port}${fx.path}/export/csv`,
          { headers: { 'xc-auth': fx.token } },
          (res) => {
            let chunks = 0;
            res.on('data', (chunk: Buffer) => {
              bytes += chunk.length;
              for (const b of chunk) if (b === 10) lines++;
              if (++chunks % 200 === 0) {
                gc();
                peak = Math.max(peak, process.memoryUsage().heapUsed - baseline);
              }
            });
            res.on('end', resolve);
            res.on('error', reject);
          },
        );
        req.on('error', reject);
      });
      expect(lines).toBe(total + 1);
      // Holding the rows would take well over 100 MB of heap (200-character notes alone are 20 MB as bytes).
      expect(bytes).toBeGreaterThan(total * 200);
      expect(peak).toBeLessThan(8 * 1024 * 1024);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  }, 60_000);
});
