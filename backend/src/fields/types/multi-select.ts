import { multiSelectFamily } from '../../data/filters/select';
import { sqlTypes, type BackendField } from '../field';
import { textFromDb, textToDb } from '../values';

/** Option titles, comma-joined, as text (docs/API.md §4). */
export const multiSelect: BackendField = {
  uidt: 'MultiSelect',
  sqlType: sqlTypes({ sqlite: 'text', pg: 'text', mysql: 'text', mssql: 'nvarchar(max)' }),
  fromDb: textFromDb,
  toDb: textToDb,
  filter: multiSelectFamily,
};
