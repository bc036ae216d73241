import { sqlTypes, type BackendField } from '../field';
import { numberFromDb } from '../values';

/** The primary key; with `ai` it is created as the dialect's auto-increment (Knex `increments`). */
export const id: BackendField = {
  uidt: 'ID',
  sqlType: sqlTypes({ sqlite: 'integer', pg: 'integer', mysql: 'int unsigned', mssql: 'int' }),
  fromDb: (value) => (typeof value === 'string' && !/^-?\d+$/.test(value) ? value : numberFromDb(value)),
  toDb: (value) => value,
};
