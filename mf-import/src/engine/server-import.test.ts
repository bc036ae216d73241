/** @jest-environment node */
import type { ImportReport, ImportTableTemplate, TableMeta } from '@basalt/core';
import type { CsvSlice, CsvSlicing } from './csv-slices';
import { runCsvThroughServer, sliceQuery } from './server-import';
import type { TableApi } from './table-api';
import type { ImportProgress } from './types';

const template: ImportTableTemplate = {
  sourceName: 'people',
  title: 'people',
  table_name: 'people',
  headerRow: true,
  // column 1 of the file was dropped in the template editor
  columns: [
    { sourceIndex: 0, sourceName: 'Name', title: 'Name', column_name: 'name', uidt: 'SingleLineText' },
    { sourceIndex: 2, sourceName: 'Age', title: 'Years', column_name: 'age', uidt: 'Number' },
  ],
};

function slicingOf(texts: string[]): CsvSlicing {
  async function* slices(): AsyncGenerator<CsvSlice> {
    for (const [i, text] of texts.entries())
      yield { body: new TextEncoder().encode(text), bytesRead: (i + 1) * 10, totalBytes: texts.length * 10 };
  }
  return { delimiter: ',', width: 3, errors: [], slices: slices() };
}

/** A server that writes each slice's lines but the header, fails the numbers in `refuse`, or answers `outage`. */
function fakeServer(options: { refuse?: string[]; outageAt?: number; onSlice?: (i: number) => void } = {}) {
  const sent: { text: string; query: Record<string, string> }[] = [];
  const api: TableApi = {
    createTable: (t) => Promise.resolve({ id: 'tbl1', title: t.title, columns: [] } as unknown as TableMeta),
    readTable: () => Promise.reject(new Error('not used')),
    bulkInsert: () => Promise.reject(new Error('CSV goes up as text')),
    importCsv: (body, query) => {
      const text = new TextDecoder().decode(body as Uint8Array);
      sent.push({ text, query });
      options.onSlice?.(sent.length);
      if (options.outageAt === sent.length) return Promise.reject(new Error('HTTP 502'));
      const lines = text.split('\n').filter(Boolean);
      const data = query.firstRowIsHeader === 'true' ? lines.slice(1) : lines;
      const failures = data.flatMap((line, i) =>
        options.refuse?.includes(line.split(',')[0]!) ? [{ row: i + 1, field: 'Name', value: line, reason: 'no' }] : [],
      );
      const report: ImportReport = {
        table: { id: 'tbl1', title: 'people' },
        rowsRead: data.length,
        rowsWritten: data.length - failures.length,
        rowsSkipped: failures.length,
        failures,
        parseErrors: data.length > 1 ? [{ kind: 'TooFewFields', row: 2, message: 'short' }] : [],
        outcome: 'complete',
      };
      return Promise.resolve(report);
    },
  };
  return { api, sent };
}

const run = (texts: string[], api: TableApi, cancelled = () => false) => {
  const progress: ImportProgress[] = [];
  const report = runCsvThroughServer(
    slicingOf(texts),
    { sheetName: 'people', template },
    {
      api,
      cancelled,
      onProgress: (p) => progress.push(p),
    },
  );
  return { report, progress };
};

describe('runCsvThroughServer', () => {
  it('maps source columns by index and sends the header only with the first slice', () => {
    const destination = { table: { id: 't', title: 'people' }, columns: template.columns, headerRow: true };
    expect(sliceQuery(destination, 3, ';', true)).toEqual({
      tableId: 't',
      fields: '["Name",null,"Years"]',
      delimiter: ';',
      firstRowIsHeader: 'true',
    });
  });

  it('merges the slices reports, failures and parse problems renumbered to file rows', async () => {
    const { api, sent } = fakeServer({ refuse: ['b', 'e'] });
    const { report, progress } = run(['Name,x,Age\na,1,2\nb,1,2\n', 'c,1,2\nd,1,2\ne,1,2\n'], api);
    const result = await report;
    expect(sent.map((s) => s.query.firstRowIsHeader)).toEqual(['true', 'false']);
    expect(JSON.parse(sent[1]!.query.fields!)).toEqual(['Name', null, 'Years']);
    expect(result).toMatchObject({ rowsRead: 5, rowsWritten: 3, rowsSkipped: 2, outcome: 'complete' });
    expect(result.failures.map((f) => f.row)).toEqual([2, 5]);
    expect(result.parseErrors.map((e) => e.row)).toEqual([2, 4]);
    expect(progress[progress.length - 1]).toMatchObject({ rowsDone: 3, rowsFailed: 2, fraction: 1 });
  });

  it('on cancel sends no further slice and reports exactly the rows of the slices sent', async () => {
    let cancel = false;
    const { api, sent } = fakeServer({ onSlice: (n) => (cancel = n === 2) });
    const result = await run(['h,x,y\n1,1,1\n', '2,1,1\n3,1,1\n', '4,1,1\n'], api, () => cancel).report;
    expect(sent).toHaveLength(2);
    expect(result).toMatchObject({ rowsRead: 3, rowsWritten: 3, outcome: 'cancelled' });
  });

  it('stops as failed on an outage, keeping the count of what was written before', async () => {
    const { api, sent } = fakeServer({ outageAt: 2 });
    const result = await run(['h,x,y\n1,1,1\n', '2,1,1\n', '3,1,1\n'], api).report;
    expect(sent).toHaveLength(2);
    expect(result).toMatchObject({ rowsRead: 1, rowsWritten: 1, outcome: 'failed' });
    expect(result.parseErrors[result.parseErrors.length - 1]).toMatchObject({ kind: 'Failed', message: 'HTTP 502' });
  });
});
