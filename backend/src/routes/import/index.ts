import Router from '@koa/router';
import { requireAuth } from '../../auth/middleware';
import { proxyRemoteFile } from '../../import/fetch-proxy';
import { importOptionsOf } from '../../import/options';
import { runImport } from '../../import/run';
import { importSourceOf } from '../../import/source';
import { LocalStorage } from '../../storage/local';
import type { Services } from '../../services';
import { projectFor } from '../../workspace/access';

const IN_PROJECT = '/api/v1/db/meta/projects/:projectId/import';

/** The scripted import reads its own body as it arrives (any size), so the app's body parser leaves it alone. */
export const isImportUpload = (method: string, path: string) =>
  method === 'POST' && /^\/api\/v1\/db\/meta\/projects\/[^/]+\/import\/?$/.test(path);

/**
 * Import (docs/API.md, Import): the wizard's fetch of a remote file, and the scripted import of a CSV or JSON
 * body into a new or existing table. Both need the right to create tables in the project.
 */
export function importRoutes(services: Services): Router {
  const router = new Router();
  router.get(`${IN_PROJECT}/fetch`, async (ctx) => {
    await projectFor(services.db, requireAuth(ctx), ctx.params.projectId!, 'schema');
    await proxyRemoteFile(services, ctx);
  });
  const storage = new LocalStorage(services.config.uploadsDir);
  router.post(IN_PROJECT, async (ctx) => {
    const user = requireAuth(ctx);
    const options = importOptionsOf(ctx.query);
    // Appending needs the table's own write right (checked with it); a new table needs the right to create one.
    await projectFor(services.db, user, ctx.params.projectId!, options.tableId ? 'read' : 'schema');
    const source = await importSourceOf(ctx, storage, services.config.maxUploadBytes);
    try {
      ctx.body = await runImport(services, user, ctx.params.projectId!, source, options);
    } finally {
      await source.cleanup();
    }
  });
  return router;
}
