import { instantFamily } from '../../data/filters/date';
import { sqlTypes, type BackendField } from '../field';
import { instantFromDb, instantToDb } from '../values';

/** An instant in UTC: timestamptz on PostgreSQL, datetime with milliseconds elsewhere. */
export const instantSqlType = sqlTypes({
  sqlite: 'datetime',
  pg: 'timestamptz',
  mysql: 'datetime(3)',
  mssql: 'datetime2(3)',
});

export const dateTime: BackendField = {
  uidt: 'DateTime',
  sqlType: instantSqlType,
  fromDb: instantFromDb,
  toDb: instantToDb,
  filter: instantFamily,
};
