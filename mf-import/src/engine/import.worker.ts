/**
 * The import Web Worker: every byte of a source is parsed here, never on the page's thread (docs/IMPORT.md), so
 * the page stays responsive and a crafted workbook (xlsx 0.18.5's known flaws) only reaches this worker.
 */
import { workerHandler } from './worker-handler';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

const scope = self as unknown as {
  postMessage(reply: WorkerReply): void;
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
};
const handle = workerHandler((reply) => scope.postMessage(reply));
scope.onmessage = (event) => handle(event.data);
