import { singleSelectFamily } from '../../data/filters/select';
import { sqlTypes, type BackendField } from '../field';
import { textFromDb, textToDb } from '../values';

/** One option title as text (no MySQL ENUM: options change without rebuilding the column). */
export const singleSelect: BackendField = {
  uidt: 'SingleSelect',
  sqlType: sqlTypes({ sqlite: 'text', pg: 'text', mysql: 'varchar(255)', mssql: 'nvarchar(255)' }),
  fromDb: textFromDb,
  toDb: textToDb,
  filter: singleSelectFamily,
};
