import { keyFamily } from '../../data/filters/numeric';
import { sqlTypes, type BackendField } from '../field';
import { numberFromDb } from '../values';

const sqlType = sqlTypes({ sqlite: 'integer', pg: 'integer', mysql: 'int unsigned', mssql: 'int' });

/** The parent key a link keeps in the child table; matches the `ID` column type it points to. */
export const foreignKey: BackendField = {
  uidt: 'ForeignKey',
  sqlType,
  fromDb: (value) => (typeof value === 'string' && !/^-?\d+$/.test(value) ? value : numberFromDb(value)),
  toDb: (value) => value,
  filter: keyFamily(sqlType('pg')),
  integerKey: true,
  tableCreationOnly: true,
};
