import { numericFamily } from '../../data/filters/numeric';
import { sqlTypes, type BackendField } from '../field';
import { numberFromDb, numberToDb } from '../values';

const sqlType = sqlTypes({ sqlite: 'integer', pg: 'integer', mysql: 'year', mssql: 'int' });

export const year: BackendField = {
  uidt: 'Year',
  sqlType,
  fromDb: numberFromDb,
  toDb: numberToDb,
  filter: numericFamily(sqlType('pg')),
  integerKey: true,
};
