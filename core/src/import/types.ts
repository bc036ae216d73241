/**
 * The import contract shared by the browser wizard (mf-import) and the scripted import endpoint (backend): a source
 * is read into rows of plain values, a template says which table and fields they become, and a report says what was
 * written. The rules (header detection, naming, type inference) are in docs/IMPORT.md.
 */
import type { UIType } from '../fields/ui-types.js';

/** One cell as a parser hands it over: CSV gives strings, Excel and JSON also numbers and booleans. Dates arrive as ISO text. */
export type ImportValue = string | number | boolean | null;

export type ImportRow = readonly ImportValue[];

export type ImportSourceKind = 'csv' | 'excel' | 'json';

/** One field of a new table, read from one source column. */
export interface ImportColumn {
  /** The position of the source column this field reads. */
  sourceIndex: number;
  /** The header as the file has it (or `field_N` when it had none). */
  sourceName: string;
  /** The field's title after naming rules (special characters to `_`, numeric suffixes for duplicates). */
  title: string;
  column_name: string;
  uidt: UIType;
  /** Select options (`'a','b'`), as the columns API takes them, for SingleSelect and MultiSelect. */
  dtxp?: string;
  meta?: Record<string, unknown>;
}

/** A table to create from one sheet (CSV and JSON have one sheet). */
export interface ImportTableTemplate {
  /** The sheet's (or file's) name as the source has it. */
  sourceName: string;
  title: string;
  table_name: string;
  columns: ImportColumn[];
  /** Whether the first row held the headers (then it is not imported as data). */
  headerRow: boolean;
}

/** Source columns onto an existing table's fields: `fields[i]` is the field title column i fills, or null to skip it. */
export interface ImportMapping {
  tableId: string;
  fields: (string | null)[];
  headerRow: boolean;
}

export interface InferOptions {
  /** undefined: detect (the first row is headers when all its cells are strings or empty). */
  firstRowIsHeader?: boolean;
  /** false: every field SingleLineText. Default true. */
  autoSelectFieldTypes?: boolean;
  /** Rows looked at for inference. Default {@link IMPORT_SAMPLE_ROWS}. */
  sampleRows?: number;
}

export const IMPORT_SAMPLE_ROWS = 500;

/** Why one value of one row was not stored. `row` counts data rows from 1, as a spreadsheet user reads them. */
export interface ImportFailure {
  row: number;
  field: string;
  value: string;
  reason: string;
}

/** What an import did; rows are never dropped silently: written + skipped = rows read. */
export interface ImportReport {
  table: { id: string; title: string };
  rowsRead: number;
  rowsWritten: number;
  rowsSkipped: number;
  failures: ImportFailure[];
  /** Parse problems (papaparse kinds, invalid JSON) with their row numbers. */
  parseErrors: { kind: string; row?: number; message: string }[];
  /** 'complete'; 'cancelled' or 'failed' keep exactly the batches committed before (rowsWritten of them). */
  outcome: 'complete' | 'cancelled' | 'failed';
}
