import { readPreferences } from '@basalt/core';
import { ImportSourceError } from './source-error';
import type { ImportProgress } from './types';
import type { ApiAccess, WorkerReply, WorkerRequest } from './worker-protocol';

type Operation = Exclude<WorkerRequest, { type: 'cancel' } | { type: 'token' }>;

/** The page's API access for the worker: same origin, the signed-in user's current token. */
export function apiAccess(projectId: string): ApiAccess {
  return { baseUrl: window.location.origin, token: currentToken(), projectId };
}

function currentToken(): string | null {
  return readPreferences(window.localStorage).token;
}

/**
 * Runs one operation in a fresh import worker and ends the worker after. An abort sends `cancel` (the worker
 * finishes the batches in flight and answers with its report) when `cancelInWorker`, else ends the worker at once.
 */
export async function inWorker<T>(
  request: Operation,
  options: { onProgress?: (p: ImportProgress) => void; signal?: AbortSignal; cancelInWorker?: boolean } = {},
): Promise<T> {
  const { spawnImportWorker } = await import('./spawn-worker');
  const worker = spawnImportWorker();
  const send = (message: WorkerRequest) => worker.postMessage(message);
  return new Promise<T>((resolve, reject) => {
    const finish = () => {
      options.signal?.removeEventListener('abort', onAbort);
      worker.terminate();
    };
    const onAbort = () => {
      if (options.cancelInWorker) return send({ type: 'cancel' });
      finish();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') options.onProgress?.(reply.progress);
      else if (reply.type === 'need-token') send({ type: 'token', token: currentToken() });
      else if (reply.type === 'result') {
        finish();
        resolve(reply.value as T);
      } else {
        finish();
        reject(reply.i18nKey ? new ImportSourceError(reply.i18nKey, reply.message) : new Error(reply.message));
      }
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(event.message || 'The import worker failed to start'));
    };
    if (options.signal?.aborted) return onAbort();
    options.signal?.addEventListener('abort', onAbort);
    send(request);
  });
}
