import type { Context } from 'koa';
import type { CsvExport } from '../records/export-csv';
import { contentDisposition } from './content-disposition';

/**
 * Sends a CSV export as a download (docs/API.md §1.11): the file name, and NocoDB's batch headers (everything is sent
 * at once, so the offset is -1), readable by scripts on other origins. Shared by the data API and public links.
 */
export function sendCsvDownload(ctx: Context, { fileName, stream }: CsvExport, startedAt: number): void {
  ctx.set('Content-Disposition', contentDisposition('attachment', fileName));
  ctx.set('nc-export-offset', '-1');
  ctx.set('nc-export-elapsed-time', String((Date.now() - startedAt) / 1000));
  ctx.set('Access-Control-Expose-Headers', 'Content-Disposition, nc-export-offset, nc-export-elapsed-time');
  ctx.type = 'text/csv; charset=utf-8';
  ctx.body = stream;
}
