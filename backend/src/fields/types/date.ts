import { dateFamily } from '../../data/filters/date';
import { sqlTypes, type BackendField } from '../field';
import { dateFromDb, textToDb } from '../values';

export const date: BackendField = {
  uidt: 'Date',
  sqlType: sqlTypes({ sqlite: 'date', pg: 'date', mysql: 'date', mssql: 'date' }),
  fromDb: dateFromDb,
  toDb: textToDb,
  filter: dateFamily,
};
