import Router from '@koa/router';
import { sendCsvDownload } from '../../http/csv-download';
import type { Services } from '../../services';
import { countRows, deleteRow, findOne, insertRow, readRow, rowExists, updateRow } from '../../records/crud';
import { exportCsv } from '../../records/export-csv';
import { groupBy } from '../../records/groupby';
import { listRows } from '../../records/list';
import { INDEX_SUGGESTION_HEADER, indexSuggestionOf } from '../../records/list-indexes';
import { bulkRoutes } from './bulk';
import { nestedRoutes } from './nested';
import { DATA, DATA_VIEW, targetOf } from './target';

/**
 * The data API (docs/API.md §1.11) on a table and on one of its views (whose filters, sorts and visible columns
 * apply): list, find-one, groupby, count, export, insert, read, update, delete, exist; bulk routes in bulk.ts.
 */
export function dataRoutes(services: Services): Router {
  const router = new Router();
  const { records } = services;
  // Before the row routes: `P/:rowId/hm/:columnName` is no view.
  router.use(nestedRoutes(services).routes());
  // View routes first: `.../views/:viewName` must not be read as a row id.
  for (const base of [DATA_VIEW, DATA]) {
    router.get(base, async (ctx) => {
      const { table, view, query } = await targetOf(services, ctx, 'read');
      const body = await listRows(records, table, view, query, ctx.querystring);
      const suggestion = indexSuggestionOf(body);
      if (suggestion) ctx.set(INDEX_SUGGESTION_HEADER, suggestion);
      ctx.body = body;
    });
    router.get(`${base}/find-one`, async (ctx) => {
      const { table, view, query } = await targetOf(services, ctx, 'read');
      ctx.body = await findOne(records, table, view, query, ctx.querystring);
    });
    router.get(`${base}/groupby`, async (ctx) => {
      const { table, view, query } = await targetOf(services, ctx, 'read');
      ctx.body = await groupBy(records, table, view, query);
    });
    router.get(`${base}/count`, async (ctx) => {
      const { table, view, query } = await targetOf(services, ctx, 'read');
      ctx.body = await countRows(records, table, view, query, ctx.querystring);
    });
    router.get(`${base}/export/csv`, async (ctx) => {
      const started = Date.now();
      const { table, view, query } = await targetOf(services, ctx, 'read');
      sendCsvDownload(ctx, exportCsv(table, view, query), started);
    });
    router.post(base, async (ctx) => {
      const { table, view } = await targetOf(services, ctx, 'write');
      ctx.body = await insertRow(records, table, view, ctx.request.body);
    });
    router.get(`${base}/:rowId/exist`, async (ctx) => {
      const { table } = await targetOf(services, ctx, 'read');
      ctx.body = await rowExists(table, ctx.params.rowId!);
    });
    router.get(`${base}/:rowId`, async (ctx) => {
      const { table, view } = await targetOf(services, ctx, 'read');
      ctx.body = await readRow(table, view, ctx.params.rowId!);
    });
    router.patch(`${base}/:rowId`, async (ctx) => {
      const { table, view } = await targetOf(services, ctx, 'write');
      ctx.body = await updateRow(records, table, view, ctx.params.rowId!, ctx.request.body);
    });
    router.delete(`${base}/:rowId`, async (ctx) => {
      const { table } = await targetOf(services, ctx, 'write');
      ctx.body = await deleteRow(records, table, ctx.params.rowId!);
    });
  }
  router.use(bulkRoutes(services).routes());
  return router;
}
