import { numericFamily } from '../../data/filters/numeric';
import { sqlTypes, type BackendField } from '../field';
import { numberFromDb, numberToDb } from '../values';

const sqlType = sqlTypes({ sqlite: 'real', pg: 'double precision', mysql: 'double', mssql: 'float' });

export const percent: BackendField = {
  uidt: 'Percent',
  sqlType,
  fromDb: numberFromDb,
  toDb: numberToDb,
  filter: numericFamily(sqlType('pg')),
};
