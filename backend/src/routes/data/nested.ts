import Router from '@koa/router';
import type { Context } from 'koa';
import { requireAuth } from '../../auth/middleware';
import type { DataNeed } from '../../records/resolve';
import { changeLink, nestedList } from '../../relations/nested';
import { nestedLink } from '../../relations/resolve';
import type { Services } from '../../services';
import { DATA, targetOf } from './target';

/**
 * The nested data API (docs/API.md §1.11): a row's linked records (hm, mm), link candidates (`exclude`), and
 * linking or unlinking one record. Reads need any project role, link changes editor and up.
 */
export function nestedRoutes(services: Services): Router {
  const router = new Router();
  const { records } = services;
  const linkOf = async (ctx: Context, type: string, need: DataNeed) => {
    const { table, query } = await targetOf(services, ctx, need);
    const link = await nestedLink(records, requireAuth(ctx), table, ctx.params.columnName!, type, need);
    return { link, query };
  };
  for (const type of ['hm', 'mm', 'bt']) {
    router.get(`${DATA}/:rowId/${type}/:columnName/exclude`, async (ctx) => {
      const { link, query } = await linkOf(ctx, type, 'read');
      ctx.body = await nestedList(link, ctx.params.rowId!, query, false);
    });
    // bt has no list: its one record comes inline in the row.
    if (type === 'bt') continue;
    router.get(`${DATA}/:rowId/${type}/:columnName`, async (ctx) => {
      const { link, query } = await linkOf(ctx, type, 'read');
      ctx.body = await nestedList(link, ctx.params.rowId!, query, true);
    });
  }
  for (const [method, add] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    router[method](`${DATA}/:rowId/:relationType/:columnName/:refRowId`, async (ctx) => {
      const { link } = await linkOf(ctx, ctx.params.relationType!, 'write');
      ctx.body = await changeLink(records, link, ctx.params.rowId!, ctx.params.refRowId!, add);
    });
  }
  return router;
}
