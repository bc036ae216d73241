import { Readable } from 'node:stream';
import { rowCursor } from '../data/cursor';
import type { Query } from './list-args';
import { readListArgs } from './list-args';
import { objectMapper } from './rows';
import { applyOrder, filtered, orderOf } from './select';
import type { RecordColumn, TableMeta } from './table-meta';
import type { ViewMeta } from './view-meta';
import { pageColumns, readVirtualFields } from './virtual-page';

/** One CSV field (RFC 4180): quoted when it holds a quote, separator, line break, or edge spaces. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: readonly unknown[]) => `${values.map(csvField).join(',')}\r\n`;

/** A file name for Content-Disposition: the title without characters that break headers or paths. */
export function csvFileName(title: string): string {
  const safe = [...title].map((c) => (c < ' ' || c === '\u007f' || '\\/:*?"<>|'.includes(c) ? '_' : c)).join('');
  return `${safe.trim().slice(0, 120) || 'export'}.csv`;
}

export interface CsvExport {
  fileName: string;
  stream: Readable;
}

/**
 * `GET .../export/csv` (docs/API.md §1.11): the rows of the table or view (its filters, sorts and visible columns, and
 * the query's `where`/`sort`) as CSV with a header of titles, streamed from a database cursor in batches so memory
 * does not grow with the table. Everything is answered at once, so `nc-export-offset` is -1 for NocoDB's client.
 */
export function exportCsv(table: TableMeta, view: ViewMeta | undefined, query: Query): CsvExport {
  const args = readListArgs(table, view, query);
  const fields: RecordColumn[] = args.fields;
  const order = orderOf(table, args.sorts);
  const page = applyOrder(filtered(table, args.where, new Date()).select(pageColumns(table, fields)), table, order);
  if (args.offset) page.offset(args.offset);
  const qb = readVirtualFields(table, fields, page, order);
  const toApi = objectMapper(fields, table.dialect);
  async function* lines(): AsyncGenerator<string> {
    yield csvLine(fields.map((f) => f.title));
    for await (const batch of rowCursor(table.knex, qb, table.fast)) {
      let text = '';
      for (const row of batch) {
        const api = toApi(row);
        text += csvLine(fields.map((f) => api[f.title]));
      }
      yield text;
    }
  }
  return { fileName: csvFileName((view?.view.title ?? table.model.title) || 'export'), stream: Readable.from(lines()) };
}
