import { numericFamily } from '../../data/filters/numeric';
import { sqlTypes, type BackendField } from '../field';
import { numberFromDb, numberToDb } from '../values';

const sqlType = sqlTypes({ sqlite: 'decimal', pg: 'numeric', mysql: 'decimal(38,10)', mssql: 'decimal(38,10)' });

export const currency: BackendField = {
  uidt: 'Currency',
  sqlType,
  fromDb: numberFromDb,
  toDb: numberToDb,
  filter: numericFamily(sqlType('pg')),
};
