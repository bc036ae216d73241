import { sqlTypes, type BackendField } from '../field';
import { numberFromDb, numberToDb } from '../values';

export const year: BackendField = {
  uidt: 'Year',
  sqlType: sqlTypes({ sqlite: 'integer', pg: 'integer', mysql: 'year', mssql: 'int' }),
  fromDb: numberFromDb,
  toDb: numberToDb,
};
