import { sqlTypes, type BackendField } from '../field';
import { numberFromDb, numberToDb } from '../values';

export const percent: BackendField = {
  uidt: 'Percent',
  sqlType: sqlTypes({ sqlite: 'real', pg: 'double precision', mysql: 'double', mssql: 'float' }),
  fromDb: numberFromDb,
  toDb: numberToDb,
};
