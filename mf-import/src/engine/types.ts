/**
 * The import engine's contract with the wizard's screens: what a source is, how it is parsed, what is shown as a
 * preview and what an import job reports while it runs. The engine parses in a Web Worker (docs/IMPORT.md).
 */
import type {
  ImportFailure,
  ImportMapping,
  ImportReport,
  ImportSourceKind,
  ImportTableTemplate,
  ImportValue,
} from '@basalt/core';

export interface SourceInput {
  kind: ImportSourceKind;
  name: string;
  file?: File;
  url?: string;
}

export interface ParseSettings {
  /** undefined: guess it from the first chunk (comma when undetectable). */
  delimiter?: string;
  normalizeNested?: boolean;
  firstRowIsHeader?: boolean;
}

export interface SheetPreview {
  name: string;
  /** Up to IMPORT_SAMPLE_ROWS + 1 rows, header included. */
  rows: ImportValue[][];
}

export interface PreviewResult {
  sheets: SheetPreview[];
  delimiter?: string;
  parseErrors: ImportReport['parseErrors'];
}

export type SheetTarget =
  { sheetName: string; template: ImportTableTemplate } | { sheetName: string; mapping: ImportMapping };

export interface ImportJob {
  projectId: string;
  source: SourceInput;
  settings: ParseSettings;
  sheets: SheetTarget[];
}

export interface ImportProgress {
  sheetName: string;
  rowsDone: number;
  rowsFailed: number;
  rowsPerSecond: number;
  secondsLeft: number | null;
  fraction: number;
}

export interface UnconvertibleCount {
  rows: number;
  failures: ImportFailure[];
}
