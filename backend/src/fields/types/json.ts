import { jsonFamily } from '../../data/filters/structured';
import { sqlTypes, type BackendField } from '../field';
import { jsonFromDb, jsonToDb } from '../values';

export const json: BackendField = {
  uidt: 'JSON',
  sqlType: sqlTypes({ sqlite: 'text', pg: 'json', mysql: 'json', mssql: 'nvarchar(max)' }),
  fromDb: jsonFromDb,
  toDb: jsonToDb,
  filter: jsonFamily,
  // PostgreSQL's json has no ordering or equality operator.
  orderExpression: { pg: '??::text' },
};
