import { textFamily } from '../../data/filters/text';
import { sqlTypes, type BackendField } from '../field';
import { textFromDb, textToDb } from '../values';

export const singleLineText: BackendField = {
  uidt: 'SingleLineText',
  sqlType: sqlTypes({ sqlite: 'varchar(255)', pg: 'varchar(255)', mysql: 'varchar(255)', mssql: 'nvarchar(255)' }),
  fromDb: textFromDb,
  toDb: textToDb,
  filter: textFamily,
};
