import { keyFamily } from '../../data/filters/numeric';
import { sqlTypes, type BackendField } from '../field';
import { numberFromDb } from '../values';

const sqlType = sqlTypes({ sqlite: 'integer', pg: 'integer', mysql: 'int unsigned', mssql: 'int' });

/** The primary key; with `ai` it is created as the dialect's auto-increment (Knex `increments`). */
export const id: BackendField = {
  uidt: 'ID',
  sqlType,
  fromDb: (value) => (typeof value === 'string' && !/^-?\d+$/.test(value) ? value : numberFromDb(value)),
  toDb: (value) => value,
  filter: keyFamily(sqlType('pg')),
  integerKey: true,
  tableCreationOnly: true,
  alwaysKey: true,
  autoIncrement: true,
};
