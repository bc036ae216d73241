import { sqlTypes, type BackendField } from '../field';
import { numberFromDb, numberToDb } from '../values';

export const rating: BackendField = {
  uidt: 'Rating',
  sqlType: sqlTypes({ sqlite: 'integer', pg: 'smallint', mysql: 'smallint', mssql: 'smallint' }),
  fromDb: numberFromDb,
  toDb: numberToDb,
};
