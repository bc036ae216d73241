import { timeFamily } from '../../data/filters/structured';
import { sqlTypes, type BackendField } from '../field';
import { textToDb, timeFromDb } from '../values';

export const time: BackendField = {
  uidt: 'Time',
  sqlType: sqlTypes({ sqlite: 'time', pg: 'time', mysql: 'time', mssql: 'time' }),
  fromDb: timeFromDb,
  toDb: textToDb,
  filter: timeFamily,
};
