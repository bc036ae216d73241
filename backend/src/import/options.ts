import { badRequest } from '../http/errors';
import { checkedDelimiter } from './parse-csv';

export const OPTION_MESSAGES = {
  bothTargets: 'Give either title (a new table) or tableId (an existing table), not both',
  notBoolean: (name: string) => `${name} must be true or false`,
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
}

function flag(query: Record<string, unknown>, name: string): boolean | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw badRequest(OPTION_MESSAGES.notBoolean(name));
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export function importOptionsOf(query: Record<string, unknown>): ImportOptions {
  const title = text(query.title);
  const tableId = text(query.tableId);
  if (title && tableId) throw badRequest(OPTION_MESSAGES.bothTargets);
  return {
    title,
    tableId,
    firstRowIsHeader: flag(query, 'firstRowIsHeader'),
    delimiter: checkedDelimiter(query.delimiter),
    normalizeNested: flag(query, 'normalizeNested') ?? false,
    autoTypes: flag(query, 'autoTypes') ?? true,
  };
}
