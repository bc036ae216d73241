/** @jest-environment node */
import type { ImportTableTemplate, ImportValue, TableMeta } from '@basalt/core';
import { BatchRejected, type ImportRecord } from './batch-uploader';
import { runSheets } from './import-runner';
import type { OpenedSource, RowChunk } from './sheet-source';
import type { TableApi } from './table-api';

const template: ImportTableTemplate = {
  sourceName: 'people',
  title: 'people',
  table_name: 'people',
  headerRow: true,
  columns: [
    { sourceIndex: 0, sourceName: 'Name', title: 'Name', column_name: 'name', uidt: 'SingleLineText' },
    { sourceIndex: 1, sourceName: 'Age', title: 'Age', column_name: 'age', uidt: 'Number' },
  ],
};

function sourceOf(rows: ImportValue[][], chunkRows = 3): OpenedSource {
  return {
    sheets: [
      {
        name: 'people',
        async *chunks(): AsyncGenerator<RowChunk> {
          for (let i = 0; i < rows.length; i += chunkRows) {
            await Promise.resolve();
            yield {
              rows: rows.slice(i, i + chunkRows),
              errors: i === 0 ? [{ kind: 'TooFewFields', row: 3, message: 'Too few fields' }] : [],
              firstRecord: i + 1,
              fraction: Math.min(1, (i + chunkRows) / rows.length),
            };
          }
        },
      },
    ],
  };
}

function fakeApi(refuse?: (record: ImportRecord) => boolean) {
  const written: ImportRecord[] = [];
  const api: TableApi = {
    createTable: (t) => Promise.resolve({ id: 'tbl1', title: t.title, columns: [] } as unknown as TableMeta),
    readTable: (id) =>
      Promise.resolve({
        id,
        title: 'Existing',
        columns: [{ id: 'c1', title: 'Years', column_name: 'years', uidt: 'Number' }],
      } as unknown as TableMeta),
    bulkInsert: (_id, records) => {
      if (refuse && records.some(refuse)) return Promise.reject(new BatchRejected('refused by the server'));
      written.push(...records);
      return Promise.resolve();
    },
    importCsv: () => Promise.reject(new Error('CSV goes through server-import.ts, not this runner')),
  };
  return { api, written };
}

const data = (n: number): ImportValue[][] => [
  ['Name', 'Age'],
  ...Array.from({ length: n }, (_, i) => [`p${i + 1}`, String(i + 1)]),
];

describe('runSheets', () => {
  it('creates the table, writes every row that converts, and reports the others with their row numbers', async () => {
    const rows = data(10);
    rows[4] = ['p4', 'not a number'];
    const { api, written } = fakeApi((r) => r.Name === 'p7');
    const progress: number[] = [];
    const [report] = await runSheets(sourceOf(rows), [{ sheetName: 'people', template }], {
      api,
      cancelled: () => false,
      onProgress: (p) => progress.push(p.rowsDone),
      batchRows: 4,
    });
    expect(report!.outcome).toBe('complete');
    expect(report!.table).toEqual({ id: 'tbl1', title: 'people' });
    expect(report!.rowsRead).toBe(10);
    expect(report!.rowsWritten).toBe(8);
    expect(report!.rowsSkipped).toBe(2);
    expect(report!.failures.map((f) => [f.row, f.field])).toEqual([
      [4, 'Age'],
      [7, ''],
    ]);
    expect(report!.parseErrors).toEqual([{ kind: 'TooFewFields', row: 2, message: 'Too few fields' }]);
    expect(written).toHaveLength(8);
    expect(written[0]).toEqual({ Name: 'p1', Age: 1 });
    expect(progress.at(-1)).toBe(8);
  });

  it('on cancel stops sending, keeps the committed batches and says so', async () => {
    const { api, written } = fakeApi();
    let cancelled = false;
    const reports = await runSheets(
      sourceOf(data(30)),
      [
        { sheetName: 'people', template },
        { sheetName: 'people', template },
      ],
      {
        api: {
          ...api,
          bulkInsert: async (id, records) => {
            await api.bulkInsert(id, records);
            cancelled = true;
          },
        },
        cancelled: () => cancelled,
        onProgress: () => {},
        batchRows: 5,
      },
    );
    expect(reports[0]!.outcome).toBe('cancelled');
    expect(reports[0]!.rowsWritten).toBe(written.length);
    expect(written.length % 5).toBe(0);
    expect(written.length).toBeLessThan(30);
    expect(reports[1]).toMatchObject({ outcome: 'cancelled', rowsWritten: 0 });
  });

  it('an outage ends the sheet as failed with exactly the committed rows', async () => {
    const { api } = fakeApi();
    let calls = 0;
    const [report] = await runSheets(sourceOf(data(20)), [{ sheetName: 'people', template }], {
      api: {
        ...api,
        bulkInsert: (id, records) =>
          ++calls === 2 ? Promise.reject(new Error('HTTP 503')) : api.bulkInsert(id, records),
      },
      cancelled: () => false,
      onProgress: () => {},
      batchRows: 5,
    });
    expect(report!.outcome).toBe('failed');
    expect(report!.parseErrors.at(-1)).toMatchObject({ kind: 'Failed', message: 'HTTP 503' });
    expect(report!.rowsWritten).toBeLessThanOrEqual(15);
    expect(report!.rowsWritten % 5).toBe(0);
  });

  it('imports into an existing table through a mapping', async () => {
    const { api, written } = fakeApi();
    const [report] = await runSheets(
      sourceOf(data(3)),
      [{ sheetName: 'people', mapping: { tableId: 'tbl9', fields: [null, 'Years'], headerRow: true } }],
      { api, cancelled: () => false, onProgress: () => {} },
    );
    expect(report).toMatchObject({ table: { id: 'tbl9', title: 'Existing' }, rowsWritten: 3, outcome: 'complete' });
    expect(written).toEqual([{ Years: 1 }, { Years: 2 }, { Years: 3 }]);
  });
});
