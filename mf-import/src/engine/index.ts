/** The import engine: parsing in a Web Worker, previews, and the batched import run (docs/IMPORT.md). */
import type { ImportReport } from '@basalt/core';
import type {
  ImportJob,
  ImportProgress,
  ParseSettings,
  PreviewResult,
  SheetTarget,
  SourceInput,
  UnconvertibleCount,
} from './types';

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

export function readPreview(
  _projectId: string,
  _source: SourceInput,
  _settings: ParseSettings,
  _signal?: AbortSignal,
): Promise<PreviewResult> {
  return Promise.reject(new Error('not ready'));
}

export function runImport(
  _job: ImportJob,
  _onProgress: (p: ImportProgress) => void,
  _signal: AbortSignal,
): Promise<ImportReport[]> {
  return Promise.reject(new Error('not ready'));
}

export function countUnconvertible(
  _projectId: string,
  _source: SourceInput,
  _settings: ParseSettings,
  _target: SheetTarget,
): Promise<UnconvertibleCount> {
  return Promise.reject(new Error('not ready'));
}
