import Router from '@koa/router';
import { bulkDelete, bulkInsert, bulkUpdate, deleteAll, updateAll } from '../../records/bulk';
import type { Services } from '../../services';
import { BULK, targetOf } from './target';

/**
 * Bulk writes (docs/API.md §1.11): insert, update and delete by key, and update or delete everything a `where` matches.
 */
export function bulkRoutes(services: Services): Router {
  const router = new Router();
  const { records } = services;
  router.patch(`${BULK}/all`, async (ctx) => {
    const { table, query } = await targetOf(services, ctx, 'write');
    ctx.body = await updateAll(records, table, query, ctx.request.body);
  });
  router.delete(`${BULK}/all`, async (ctx) => {
    const { table, query } = await targetOf(services, ctx, 'write');
    ctx.body = await deleteAll(records, table, query);
  });
  router.post(BULK, async (ctx) => {
    const { table } = await targetOf(services, ctx, 'write');
    ctx.body = await bulkInsert(records, table, ctx.request.body);
  });
  router.patch(BULK, async (ctx) => {
    const { table } = await targetOf(services, ctx, 'write');
    ctx.body = await bulkUpdate(records, table, ctx.request.body);
  });
  router.delete(BULK, async (ctx) => {
    const { table } = await targetOf(services, ctx, 'write');
    ctx.body = await bulkDelete(records, table, ctx.request.body);
  });
  return router;
}
