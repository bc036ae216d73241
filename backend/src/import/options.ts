import { badRequest } from '../http/errors';
import { checkedDelimiter } from './parse-csv';

export const OPTION_MESSAGES = {
  bothTargets: 'Give either title (a new table) or tableId (an existing table), not both',
  notBoolean: (name: string) => `${name} must be true or false`,
  badFields: 'fields must be a JSON array of field titles (or null for a column not imported), one per source column',
  fieldsNeedTable: 'fields maps columns onto an existing table: give tableId with it',
  badRowOffset: 'rowOffset must be a whole number of 0 or more',
} as const;

/** The query of `POST .../import` (docs/API.md, Import). */
export interface ImportOptions {
  /** A new table's title; the file's name (or "Import") when neither this nor tableId is given. */
  title?: string;
  /** An existing table to append to; source columns are matched to its fields by name. */
  tableId?: string;
  /** undefined: detected from the first row. */
  firstRowIsHeader?: boolean;
  /** undefined: guessed from the start of the file. */
  delimiter?: string;
  normalizeNested: boolean;
  autoTypes: boolean;
  /**
   * The wizard's mapping: `fields[i]` is the title of the field source column i fills, or null. Given, nothing is
   * inferred or matched by name, and rows are converted by those fields' own types (the wizard's template).
   */
  fields?: (string | null)[];
  /** Data rows before this body in its file (the wizard sends a file in slices): added to every reported row. */
  rowOffset: number;
}

function flag(query: Record<string, unknown>, name: string): boolean | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw badRequest(OPTION_MESSAGES.notBoolean(name));
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

function fieldsOf(value: unknown): (string | null)[] | undefined {
  if (value === undefined || value === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(value));
  } catch {
    throw badRequest(OPTION_MESSAGES.badFields);
  }
  if (!Array.isArray(parsed) || !parsed.length || !parsed.every((f) => f === null || typeof f === 'string'))
    throw badRequest(OPTION_MESSAGES.badFields);
  return parsed as (string | null)[];
}

function rowOffsetOf(value: unknown): number {
  if (value === undefined || value === '') return 0;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw badRequest(OPTION_MESSAGES.badRowOffset);
  return n;
}

export function importOptionsOf(query: Record<string, unknown>): ImportOptions {
  const title = text(query.title);
  const tableId = text(query.tableId);
  if (title && tableId) throw badRequest(OPTION_MESSAGES.bothTargets);
  const fields = fieldsOf(query.fields);
  if (fields && !tableId) throw badRequest(OPTION_MESSAGES.fieldsNeedTable);
  return {
    title,
    tableId,
    firstRowIsHeader: flag(query, 'firstRowIsHeader'),
    delimiter: checkedDelimiter(query.delimiter),
    normalizeNested: flag(query, 'normalizeNested') ?? false,
    autoTypes: flag(query, 'autoTypes') ?? true,
    ...(fields ? { fields } : {}),
    rowOffset: rowOffsetOf(query.rowOffset),
  };
}
