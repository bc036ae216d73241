import { HttpError } from '../http/errors';

/** What a rejected write tells the client: the kind of problem, never the database's own text. */
export const DB_ERROR_MESSAGES = {
  duplicate: 'A row with the same primary key or unique value already exists',
  notNull: 'A required column has no value',
  tooLong: 'A value is too long for its column',
  outOfRange: 'A value is out of range for its column',
  badValue: 'A value does not fit its column type',
} as const;

type Kind = keyof typeof DB_ERROR_MESSAGES;

/** Error codes per driver: better-sqlite3 `code`, PostgreSQL SQLSTATE, MySQL `code`. */
const CODES: Record<string, Kind> = {
  SQLITE_CONSTRAINT_PRIMARYKEY: 'duplicate',
  SQLITE_CONSTRAINT_UNIQUE: 'duplicate',
  SQLITE_CONSTRAINT_NOTNULL: 'notNull',
  SQLITE_MISMATCH: 'badValue',
  '23505': 'duplicate',
  '23502': 'notNull',
  '22001': 'tooLong',
  '22003': 'outOfRange',
  '22007': 'badValue',
  '22008': 'outOfRange',
  '22P02': 'badValue',
  '22021': 'badValue',
  ER_DUP_ENTRY: 'duplicate',
  ER_BAD_NULL_ERROR: 'notNull',
  ER_NO_DEFAULT_FOR_FIELD: 'notNull',
  ER_DATA_TOO_LONG: 'tooLong',
  ER_WARN_DATA_OUT_OF_RANGE: 'outOfRange',
  ER_TRUNCATED_WRONG_VALUE: 'badValue',
  ER_TRUNCATED_WRONG_VALUE_FOR_FIELD: 'badValue',
  ER_INVALID_JSON_TEXT: 'badValue',
};

/** A database error a client's values caused, as a 400; anything else is left alone (a 500, logged). */
export function clientErrorOf(err: unknown): HttpError | undefined {
  const code = (err as { code?: unknown })?.code;
  const kind = typeof code === 'string' ? CODES[code] : undefined;
  return kind ? new HttpError(400, DB_ERROR_MESSAGES[kind]) : undefined;
}
