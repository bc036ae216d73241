import { numericFamily } from '../../data/filters/numeric';
import { sqlTypes, type BackendField } from '../field';
import { numberFromDb, numberToDb } from '../values';

const sqlType = sqlTypes({ sqlite: 'integer', pg: 'bigint', mysql: 'bigint', mssql: 'bigint' });

export const number: BackendField = {
  uidt: 'Number',
  sqlType,
  fromDb: numberFromDb,
  toDb: numberToDb,
  filter: numericFamily(sqlType('pg')),
  integerKey: true,
};
