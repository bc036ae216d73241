import { textFamily } from '../../data/filters/text';
import { sqlTypes, type BackendField } from '../field';
import { textFromDb, textToDb } from '../values';

export const longText: BackendField = {
  uidt: 'LongText',
  sqlType: sqlTypes({ sqlite: 'text', pg: 'text', mysql: 'longtext', mssql: 'nvarchar(max)' }),
  fromDb: textFromDb,
  toDb: textToDb,
  filter: textFamily,
};
