import { genericFamily } from '../../data/filters/text';
import type { BackendField, ColumnTypeInput } from '../field';
import { textFromDb } from '../values';

/** A type name with optional size, e.g. `varchar(100)`, `numeric(10, 2)`, `double precision`, `int[]`. */
const TYPE_NAME =
  /^[a-z][a-z0-9_]*(?: [a-z][a-z0-9_]*)*(?: ?\(\s*\d+(?:\s*,\s*\d+)?\s*\))?(?: [a-z][a-z0-9_]*)*(?:\[\])?$/i;

/** Words that would turn a type into a column constraint. */
const CONSTRAINT_WORDS = new Set(
  'default primary key references not null check constraint unique generated as collate auto_increment identity on comment'.split(
    ' ',
  ),
);

export const SPECIFIC_DB_TYPE_MESSAGE = 'dt must be a database type name, such as varchar(100)';

export function specificTypeError({ dt }: ColumnTypeInput): string | undefined {
  if (typeof dt !== 'string' || dt.length > 64 || !TYPE_NAME.test(dt.trim())) return SPECIFIC_DB_TYPE_MESSAGE;
  const words = dt.toLowerCase().split(/[^a-z_]+/);
  return words.some((w) => CONSTRAINT_WORDS.has(w)) ? SPECIFIC_DB_TYPE_MESSAGE : undefined;
}

/** A column of the type given in `dt`; values pass through as the driver gives them (dates as ISO text). */
export const specificDbType: BackendField = {
  uidt: 'SpecificDBType',
  sqlType: (_dialect, column) => (column.dt ?? 'text').trim(),
  columnError: specificTypeError,
  fromDb(value) {
    if (value === null || value === undefined) return null;
    return typeof value === 'number' || typeof value === 'boolean' ? value : textFromDb(value);
  },
  toDb: (value) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : value),
  filter: genericFamily,
};
