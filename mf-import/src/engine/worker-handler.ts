import { countUnconvertibleRows, runSheets } from './import-runner';
import { throttledProgress } from './progress-throttle';
import { openSource, previewOf } from './sheet-source';
import { runCsvJob } from './server-import';
import { ImportSourceError } from './source-error';
import { mappedColumns, tableApi } from './table-api';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

/**
 * The import worker's message handling, apart from the worker global so it can be tested: one operation per
 * worker; `cancel` and `token` messages steer the running one.
 */
export function workerHandler(post: (reply: WorkerReply) => void) {
  let cancelled = false;
  let tokenWaiters: ((token: string | null) => void)[] = [];
  const renewToken = () =>
    new Promise<string | null>((resolve) => {
      tokenWaiters.push(resolve);
      post({ type: 'need-token' });
    });

  async function perform(request: WorkerRequest): Promise<unknown> {
    switch (request.type) {
      case 'preview':
        return previewOf(request.source, request.settings, request.api);
      case 'import': {
        const { job } = request;
        const ctx = {
          api: tableApi({ api: request.api, renewToken }),
          cancelled: () => cancelled,
          onProgress: throttledProgress((progress) => post({ type: 'progress', progress })),
        };
        // CSV goes up as text and is parsed and converted by the server (docs/IMPORT.md); Excel and JSON as rows.
        if (job.source.kind === 'csv') return runCsvJob(job, request.api, ctx);
        const source = await openSource(job.source, job.settings, request.api, {
          sheets: job.source.kind === 'excel' ? job.sheets.map((s) => s.sheetName) : undefined,
        });
        return runSheets(source, job.sheets, ctx);
      }
      case 'count': {
        const { target } = request;
        const source = await openSource(request.source, request.settings, request.api, {
          sheets: request.source.kind === 'excel' ? [target.sheetName] : undefined,
        });
        const sheet = source.sheets.find((s) => s.name === target.sheetName) ?? source.sheets[0];
        if (!sheet) return { rows: 0, failures: [] };
        if ('template' in target)
          return countUnconvertibleRows(sheet.chunks(), target.template.columns, target.template.headerRow);
        const table = await tableApi({ api: request.api, renewToken }).readTable(target.mapping.tableId);
        return countUnconvertibleRows(
          sheet.chunks(),
          mappedColumns(table, target.mapping.fields),
          target.mapping.headerRow,
        );
      }
      default:
        return undefined;
    }
  }

  return (request: WorkerRequest) => {
    if (request.type === 'cancel') {
      cancelled = true;
      return;
    }
    if (request.type === 'token') {
      const waiters = tokenWaiters;
      tokenWaiters = [];
      for (const resolve of waiters) resolve(request.token);
      return;
    }
    perform(request).then(
      (value) => post({ type: 'result', value }),
      (error: unknown) =>
        post({
          type: 'error',
          message: error instanceof Error ? error.message : String(error),
          ...(error instanceof ImportSourceError ? { i18nKey: error.i18nKey } : {}),
        }),
    );
  };
}
