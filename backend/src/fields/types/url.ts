import { textFamily } from '../../data/filters/text';
import { sqlTypes, type BackendField } from '../field';
import { textFromDb, textToDb } from '../values';

export const url: BackendField = {
  uidt: 'URL',
  sqlType: sqlTypes({ sqlite: 'text', pg: 'text', mysql: 'text', mssql: 'nvarchar(max)' }),
  fromDb: textFromDb,
  toDb: textToDb,
  filter: textFamily,
};
