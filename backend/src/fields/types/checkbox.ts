import { checkboxFamily } from '../../data/filters/checkbox';
import { sqlTypes, type BackendField } from '../field';
import { booleanFromDb, booleanToDb } from '../values';

export const checkbox: BackendField = {
  uidt: 'Checkbox',
  sqlType: sqlTypes({ sqlite: 'boolean', pg: 'boolean', mysql: 'tinyint(1)', mssql: 'bit' }),
  fromDb: booleanFromDb,
  toDb: booleanToDb,
  filter: checkboxFamily,
};
