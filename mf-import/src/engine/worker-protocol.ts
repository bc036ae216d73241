/** Messages between the main thread and the import Web Worker (one worker per operation). */
import type { ImportReport } from '@basalt/core';
import type { ImportJob, ImportProgress, ParseSettings, PreviewResult, SheetTarget, SourceInput } from './types';

/** How the worker reaches the API: the page's origin and the signed-in user's token. */
export interface ApiAccess {
  baseUrl: string;
  token: string | null;
  projectId: string;
}

export type WorkerRequest =
  | { type: 'preview'; api: ApiAccess; source: SourceInput; settings: ParseSettings }
  | { type: 'import'; api: ApiAccess; job: ImportJob }
  | { type: 'count'; api: ApiAccess; source: SourceInput; settings: ParseSettings; target: SheetTarget }
  | { type: 'cancel' }
  | { type: 'token'; token: string | null };

export interface WorkerResults {
  preview: PreviewResult;
  import: ImportReport[];
  count: { rows: number; failures: ImportReport['failures'] };
}

export type WorkerReply =
  | { type: 'result'; value: unknown }
  | { type: 'error'; message: string; i18nKey?: string }
  | { type: 'progress'; progress: ImportProgress }
  /** The API answered 401: the worker asks for the page's current token (the shell refreshes it). */
  | { type: 'need-token' };
