import { ratingFamily } from '../../data/filters/numeric';
import { sqlTypes, type BackendField } from '../field';
import { numberFromDb, numberToDb } from '../values';

const sqlType = sqlTypes({ sqlite: 'integer', pg: 'smallint', mysql: 'smallint', mssql: 'smallint' });

export const rating: BackendField = {
  uidt: 'Rating',
  sqlType,
  fromDb: numberFromDb,
  toDb: numberToDb,
  filter: ratingFamily(sqlType('pg')),
};
