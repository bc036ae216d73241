/** The import engine: parsing in a Web Worker, previews, and the batched import run (docs/IMPORT.md). */
import type { ImportReport } from '@basalt/core';
import { checkSourceKind } from './file-kind';
import type {
  ImportJob,
  ImportProgress,
  ParseSettings,
  PreviewResult,
  SheetTarget,
  SourceInput,
  UnconvertibleCount,
} from './types';
import { apiAccess, inWorker } from './worker-client';

export type {
  ImportJob,
  ImportProgress,
  ParseSettings,
  PreviewResult,
  SheetPreview,
  SheetTarget,
  SourceInput,
} from './types';
export { ImportSourceError } from './source-error';

/** The first rows of each sheet (header included) and the delimiter used; the wrong file type is refused at once. */
export async function readPreview(
  projectId: string,
  source: SourceInput,
  settings: ParseSettings,
  signal?: AbortSignal,
): Promise<PreviewResult> {
  checkSourceKind(source);
  return inWorker<PreviewResult>({ type: 'preview', api: apiAccess(projectId), source, settings }, { signal });
}

/** Imports every sheet of the job; resolves with one report per sheet, also when cancelled (outcome 'cancelled'). */
export async function runImport(
  job: ImportJob,
  onProgress: (p: ImportProgress) => void,
  signal: AbortSignal,
): Promise<ImportReport[]> {
  checkSourceKind(job.source);
  return inWorker<ImportReport[]>(
    { type: 'import', api: apiAccess(job.projectId), job },
    { onProgress, signal, cancelInWorker: true },
  );
}

/** How many rows of a sheet would not convert into the target (and the first of their failures). */
export async function countUnconvertible(
  projectId: string,
  source: SourceInput,
  settings: ParseSettings,
  target: SheetTarget,
): Promise<UnconvertibleCount> {
  checkSourceKind(source);
  return inWorker<UnconvertibleCount>({ type: 'count', api: apiAccess(projectId), source, settings, target });
}
