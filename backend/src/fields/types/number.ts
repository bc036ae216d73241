import { sqlTypes, type BackendField } from '../field';
import { numberFromDb, numberToDb } from '../values';

export const number: BackendField = {
  uidt: 'Number',
  sqlType: sqlTypes({ sqlite: 'integer', pg: 'bigint', mysql: 'bigint', mssql: 'bigint' }),
  fromDb: numberFromDb,
  toDb: numberToDb,
};
