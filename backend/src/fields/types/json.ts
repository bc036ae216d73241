import type { SqlDialect } from '../../data/dialect';
import { jsonFamily } from '../../data/filters/structured';
import { sqlTypes, type BackendField } from '../field';
import { jsonFromDb, jsonToDb } from '../values';

/**
 * The drivers of PostgreSQL (json) and MySQL/MariaDB (mysql2 reads the column's JSON flag) hand over the value
 * already parsed: a string then is the JSON string itself, and parsing it again would turn a string holding JSON
 * text into the value its text spells. SQLite and SQL Server hand over the text.
 */
const DRIVER_PARSES_JSON: Record<SqlDialect, boolean> = { sqlite: false, pg: true, mysql: true, mssql: false };

export const json: BackendField = {
  uidt: 'JSON',
  sqlType: sqlTypes({ sqlite: 'text', pg: 'json', mysql: 'json', mssql: 'nvarchar(max)' }),
  fromDb: (value, dialect) => (DRIVER_PARSES_JSON[dialect] ? (value ?? null) : jsonFromDb(value)),
  fromText: jsonFromDb,
  toDb: jsonToDb,
  filter: jsonFamily,
  // PostgreSQL's json has no ordering or equality operator.
  orderExpression: { pg: '??::text' },
};
